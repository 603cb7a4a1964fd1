import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PortalQuote, PortalView } from '../../lib/clientPortalModel'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'
import { OpenQuotesNote, PortalQuotes } from './PortalQuotes'

afterEach(() => vi.unstubAllGlobals())

const quote = (id: number): PortalQuote => ({
  id,
  projectId: 7,
  projectTitle: 'Booking agent',
  number: `Q-2026-${String(id).padStart(4, '0')}`,
  status: 'sent',
  currency: 'USD',
  lineItems: [{ description: 'Setup', quantity: '1', unitPriceCents: 10000, amountCents: 10000 }],
  subtotalCents: 10000,
  discountCents: 0,
  taxRate: '',
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 10000,
  validUntil: '2099-12-31',
  terms: '',
  notes: '',
  sentAt: '2026-11-01T10:00:00Z',
  decidedAt: null,
})

const all = Array.from({ length: 12 }, (_, i) => quote(12 - i))
const view: PortalView = {
  partner: { company: 'Lumen Studio', logoUrl: '', primaryColor: '#7C3AED', secondaryColor: '#EF4444', accentColor: '#10B981', supportEmail: '' },
  clientName: 'Dana Fox',
  projects: [],
  messages: [],
  quotes: all.slice(0, 10),
  quotesTotal: 12,
  quotesWaiting: 12,
}

describe('the portal quotes', () => {
  it('shows the first quotes the page carries, and every one when the client asks', async () => {
    const calls = mockFetch(() => json({ quotes: all }))
    renderWithClient(<PortalQuotes token="tok" view={view} />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10)
    expect(calls).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Show All 12 Quotes' }))
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12))
    expect(screen.queryByRole('button', { name: /Show All/ })).toBeNull()
    expect(calls[0]?.url).toBe('/api/client-portal/tok/quotes')
  })

  it('counts the waiting quotes from the server, not from the page', () => {
    renderWithClient(<OpenQuotesNote view={view} />)
    expect(screen.getByText('12 quotes are waiting for your answer.')).toBeInTheDocument()
  })
})
