import { describe, expect, it } from 'vitest'
import { accountNote, formatAmount, purchaseStatus, totalsByCurrency, type Purchase } from './purchaseModel'

const p = (amountCents: number, currency: string, status = 'paid', refundedCents = 0): Purchase => ({
  id: 1, email: 'a@example.com', customerName: 'Ann', company: 'Acme', amountCents, refundedCents, currency, status, account: 'invited',
  partnerId: 1, partnerCompany: 'Acme', partnerStatus: 'pending', stripeCustomerId: 'cus_1', stripeSubscriptionId: '',
  checkoutSessionId: 'cs_1', paymentIntentId: 'pi_1', createdAt: '2026-11-01T00:00:00Z', updatedAt: null, emails: [],
})

describe('purchases', () => {
  it('formats amounts in their currency', () => {
    expect(formatAmount(100, 'usd')).toBe('$1.00')
    expect(formatAmount(49700, 'USD')).toBe('$497.00')
    expect(formatAmount(1234, 'eur')).toBe('€12.34')
    expect(formatAmount(100, '')).toBe('$1.00')
  })

  it('totals what was kept per currency: refunds taken off, unpaid checkouts left out', () => {
    expect(
      totalsByCurrency([p(100, 'usd'), p(49700, 'USD', 'partially_refunded', 10000), p(500, 'eur'), p(900, 'usd', 'expired'), p(100, 'usd', 'refunded', 100)]),
    ).toEqual([
      ['USD', 39800],
      ['EUR', 500],
    ])
  })

  it('names statuses and what happened to the account', () => {
    expect(purchaseStatus('partially_refunded')).toEqual({ label: 'Partly refunded', tone: 'warning' })
    expect(purchaseStatus('weird').label).toBe('weird')
    expect(accountNote({ account: 'existing', status: 'paid' })).toBe('Added to their active account')
    expect(accountNote({ account: '', status: 'paid' })).toMatch(/No usable e-mail/)
    expect(accountNote({ account: '', status: 'expired' })).toMatch(/nothing was paid/)
  })
})
