import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../../../test/testUtils'
import { QuoteEditor } from './QuoteEditor'

const project = { id: 7, title: 'Booking agent', clientName: 'Rosa Vega' }

afterEach(() => vi.unstubAllGlobals())

describe('quote editor', () => {
  it('shows live totals by the server rule and puts a line error from the server under its input', async () => {
    const calls = mockFetch(() =>
      json({ message: 'Please check the highlighted fields.', fields: { 'lineItems.1.description': 'Describe this line.' } }, 400, 'Bad Request'),
    )
    const user = userEvent.setup()
    renderWithClient(<QuoteEditor open onOpenChange={() => undefined} project={project} />)
    await user.type(screen.getByLabelText(/^Line 1 description$/i), 'Setup')
    await user.clear(screen.getByLabelText(/^Line 1 quantity$/i))
    await user.type(screen.getByLabelText(/^Line 1 quantity$/i), '1.5')
    await user.type(screen.getByLabelText(/^Line 1 unit price$/i), '99.99')
    await user.click(screen.getByRole('button', { name: 'Add Line' }))
    expect(screen.getByLabelText(/^Line 2 description$/i)).toHaveFocus()
    await user.type(screen.getByLabelText(/^Line 2 description$/i), 'Hosting')
    await user.type(screen.getByLabelText(/^Line 2 unit price$/i), '10')
    await user.type(screen.getByLabelText(/^Tax rate/), '8.25')
    const total = document.querySelector('[data-total]')
    // 149.99 + 10.00 = 159.99; 8.25% of it is 13.199... -> 13.20.
    expect(total).toHaveTextContent('$173.19')

    await user.click(screen.getByRole('button', { name: 'Save Draft' }))
    await waitFor(() => expect(screen.getByLabelText(/^Line 2 description$/i)).toHaveAccessibleDescription('Describe this line.'))
    expect(screen.getByLabelText(/^Line 2 description$/i)).toHaveFocus()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/partner-projects/7/quotes',
      body: {
        lineItems: [
          { description: 'Setup', quantity: '1.5', unitPrice: '99.99' },
          { description: 'Hosting', quantity: '1', unitPrice: '10' },
        ],
        taxRate: '8.25',
        currency: 'USD',
      },
    })
  })

  it('checks the lines before sending and asks before a send, naming the client', async () => {
    const calls = mockFetch(() => json({}))
    const user = userEvent.setup()
    renderWithClient(<QuoteEditor open onOpenChange={() => undefined} project={project} />)
    await user.click(screen.getByRole('button', { name: 'Send Quote' }))
    expect(await screen.findByLabelText(/^Line 1 description$/i)).toHaveAccessibleDescription('Describe this line.')
    expect(screen.getByLabelText(/^Line 1 unit price$/i)).toHaveAccessibleDescription('Enter a unit price.')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Line 1 description$/i), 'Setup')
    await user.type(screen.getByLabelText(/^Line 1 unit price$/i), '1,050.25')
    await user.click(screen.getByRole('button', { name: 'Send Quote' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Send this quote to Rosa Vega?' })
    expect(confirm).toHaveTextContent('Rosa Vega will get an e-mail')
    expect(confirm).toHaveTextContent('$1,050.25')
    expect(calls).toHaveLength(0)
  })
})
