import { describe, expect, it } from 'vitest'
import type { PortalInvoice } from '../../lib/clientPortalModel'
import { payNowLink, unpaidFirst } from './invoiceRules'

const inv = (id: number, over: Partial<PortalInvoice> = {}) =>
  ({ id, status: 'open', overdue: false, paymentLink: 'https://pay.example/x', balanceCents: 100, ...over }) as PortalInvoice

describe('portal invoices', () => {
  it('offers Pay Now only for an open invoice with an https:// page and money owed', () => {
    expect(payNowLink(inv(1))).toBe('https://pay.example/x')
    expect(payNowLink(inv(1, { paymentLink: '' }))).toBeUndefined()
    expect(payNowLink(inv(1, { paymentLink: 'javascript:alert(1)' }))).toBeUndefined()
    expect(payNowLink(inv(1, { status: 'paid', balanceCents: 0 }))).toBeUndefined()
    expect(payNowLink(inv(1, { status: 'void' }))).toBeUndefined()
  })

  it('lists overdue, then open, then the rest, keeping the server order within each', () => {
    const list = [inv(1, { status: 'paid' }), inv(2), inv(3, { overdue: true }), inv(4, { status: 'void' }), inv(5)]
    expect(unpaidFirst(list).map((v) => v.id)).toEqual([3, 2, 5, 1, 4])
  })
})
