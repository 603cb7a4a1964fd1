import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../../../test/testUtils'
import { InvoiceCard } from '../../../client/InvoiceCard'
import { RecordPaymentDialog } from './InvoiceDialogs'
import type { Invoice } from './invoicesApi'

const invoice: Invoice = {
  id: 9,
  projectId: 7,
  projectTitle: 'Booking agent',
  quoteId: 5,
  milestoneId: null,
  number: 'INV-2026-0001',
  status: 'open',
  overdue: true,
  currency: 'USD',
  lineItems: [{ description: 'Setup', quantity: '1', unitPriceCents: 50000, amountCents: 50000 }],
  subtotalCents: 50000,
  discountCents: 0,
  taxRate: '',
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 50000,
  paidCents: 20000,
  balanceCents: 30000,
  dueDate: '2026-03-01',
  paymentLink: 'https://pay.example.com/b/1',
  terms: '',
  notes: '',
  issuedAt: '2026-02-01T10:00:00Z',
  paidAt: null,
  voidedAt: null,
  payments: [{ id: 1, amountCents: 20000, receivedAt: '2026-02-10', note: '', createdAt: '2026-02-10T10:00:00Z' }],
}

afterEach(() => vi.unstubAllGlobals())

describe('record payment', () => {
  it('checks the amount against what is owed, then shows the server’s refusal under the amount', async () => {
    const calls = mockFetch(() =>
      json({ message: 'Please check the highlighted fields.', fields: { amount: 'That is more than the invoice still owes.' } }, 400, 'Bad Request'),
    )
    const user = userEvent.setup()
    renderWithClient(<RecordPaymentDialog target={invoice} onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog', { name: 'Record Payment for INV-2026-0001' })
    expect(dialog).toHaveTextContent('$300.00 of $500.00 still due')
    expect(screen.getByLabelText('Received on')).not.toHaveValue('')
    const amount = screen.getByLabelText('Amount (USD)')

    await user.type(amount, '300.01')
    await user.click(screen.getByRole('button', { name: 'Record Payment' }))
    expect(amount).toHaveAccessibleDescription('That is more than the invoice still owes ($300.00).')
    expect(calls).toHaveLength(0)

    await user.clear(amount)
    await user.type(amount, '300')
    await user.type(screen.getByLabelText(/^Note/), ' Wire 42 ')
    await user.click(screen.getByRole('button', { name: 'Record Payment' }))
    await waitFor(() => expect(amount).toHaveAccessibleDescription('That is more than the invoice still owes.'))
    expect(amount).toHaveFocus()
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/partner/invoices/9/payments', body: { amount: '300', note: 'Wire 42' } })
  })
})

describe('client invoice card', () => {
  it('shows overdue in words and an icon, the balance, Pay Now to the link in a new tab and the PDF', () => {
    renderWithClient(<InvoiceCard token="tok" invoice={invoice} company="Lumen Studio" />)
    expect(screen.getByRole('heading', { name: 'Invoice INV-2026-0001' })).toBeInTheDocument()
    expect(document.querySelector('[data-status]')).toHaveTextContent('Overdue')
    expect(document.querySelector('[data-due]')).toHaveTextContent('Overdue since Mar 1, 2026')
    expect(document.querySelector('[data-balance]')).toHaveTextContent('$300.00')
    const pay = screen.getByRole('link', { name: /^Pay Now/ })
    expect(pay).toHaveAttribute('href', 'https://pay.example.com/b/1')
    expect(pay).toHaveAttribute('target', '_blank')
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: /^Download PDF/ })).toHaveAttribute('href', '/api/client-portal/tok/invoices/9/pdf')
  })

  it('offers no Pay Now once paid', () => {
    renderWithClient(<InvoiceCard token="tok" invoice={{ ...invoice, status: 'paid', overdue: false, paidCents: 50000, balanceCents: 0 }} company="Lumen Studio" />)
    expect(screen.queryByRole('link', { name: /^Pay Now/ })).toBeNull()
    expect(document.querySelector('[data-outcome]')).toHaveTextContent('Paid in full')
  })
})
