import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'
import { QuoteCard } from './QuoteCard'
import type { PortalQuote } from './quoteRules'

const quote: PortalQuote = {
  id: 5,
  projectId: 7,
  projectTitle: 'Booking agent',
  number: 'Q-2026-0001',
  status: 'sent',
  currency: 'USD',
  lineItems: [{ description: 'Setup', quantity: '1.5', unitPriceCents: 9999, amountCents: 14999 }],
  subtotalCents: 14999,
  discountCents: 0,
  taxRate: '',
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 14999,
  validUntil: '2099-12-31',
  terms: '<b>Net 30</b>\nthen 2%',
  notes: '',
  sentAt: '2026-11-01T10:00:00Z',
  decidedAt: null,
}

afterEach(() => vi.unstubAllGlobals())

describe('client quote card', () => {
  it('shows lines and totals, terms as text, and accepts with a typed name and the box ticked', async () => {
    const calls = mockFetch(() => json({ ...quote, status: 'accepted' }))
    const user = userEvent.setup()
    renderWithClient(<QuoteCard token="tok" quote={quote} company="Lumen Studio" />)
    expect(screen.getByRole('cell', { name: /^Setup/ })).toBeInTheDocument()
    expect(screen.getByText('<b>Net 30</b>', { exact: false })).toBeInTheDocument()
    expect(document.querySelector('b')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Accept Quote Q-2026-0001' }))
    const form = screen.getByRole('form', { name: 'Accept quote Q-2026-0001' })
    const name = within(form).getByLabelText('Type your full name to accept')
    expect(name).toHaveFocus()
    await user.type(name, 'Rosa Vega')
    await user.click(within(form).getByRole('button', { name: 'Accept Quote' }))
    expect(within(form).getByRole('checkbox', { name: 'I accept this quote and its terms' })).toHaveAccessibleDescription(/Tick the box/)
    expect(calls).toHaveLength(0)
    await user.click(within(form).getByRole('checkbox', { name: 'I accept this quote and its terms' }))
    await user.click(within(form).getByRole('button', { name: 'Accept Quote' }))
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/client-portal/tok/quotes/5/accept', body: { name: 'Rosa Vega' } }))
  })

  it('says a quote whose day ended has expired (410) and offers no answer', async () => {
    mockFetch((call) => (call.method === 'POST' ? json({ message: 'This quote has expired. Ask for a new one.' }, 410, 'Gone') : json({})))
    const user = userEvent.setup()
    renderWithClient(<QuoteCard token="tok" quote={quote} company="Lumen Studio" />)
    await user.click(screen.getByRole('button', { name: 'Decline quote Q-2026-0001' }))
    await user.type(screen.getByLabelText('Why are you declining?'), 'Too dear')
    await user.click(screen.getByRole('button', { name: 'Decline Quote' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote has expired. Ask Lumen Studio for a new one.')
    expect(screen.queryByRole('button', { name: /Accept Quote/ })).not.toBeInTheDocument()
  })

  it('shows who accepted and when, without actions', () => {
    renderWithClient(
      <QuoteCard token="tok" quote={{ ...quote, status: 'accepted', acceptedName: 'Rosa Vega', decidedAt: '2026-11-02T10:00:00Z' }} company="Lumen Studio" />,
    )
    expect(screen.getByText(/Accepted by Rosa Vega on/)).toBeInTheDocument()
    expect(within(screen.getByRole('article')).queryByRole('button')).not.toBeInTheDocument()
  })
})
