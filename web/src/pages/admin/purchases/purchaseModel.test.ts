import { describe, expect, it } from 'vitest'
import { formatAmount, totalsByCurrency, type Purchase } from './purchaseModel'

const p = (amountCents: number, currency: string): Purchase => ({
  id: 1, email: 'a@example.com', amountCents, currency, status: 'complete', stripeCustomerId: 'cus_1',
  stripeSubscriptionId: '', checkoutSessionId: 'cs_1', createdAt: '2026-11-01T00:00:00Z',
})

describe('purchases', () => {
  it('formats amounts in their currency', () => {
    expect(formatAmount(100, 'usd')).toBe('$1.00')
    expect(formatAmount(49700, 'USD')).toBe('$497.00')
    expect(formatAmount(1234, 'eur')).toBe('€12.34')
    expect(formatAmount(100, '')).toBe('$1.00')
  })

  it('totals per currency', () => {
    expect(totalsByCurrency([p(100, 'usd'), p(49700, 'USD'), p(500, 'eur')])).toEqual([
      ['USD', 49800],
      ['EUR', 500],
    ])
  })
})
