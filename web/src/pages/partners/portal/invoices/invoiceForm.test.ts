import { describe, expect, it } from 'vitest'
import {
  emptyInvoice,
  emptyPayment,
  invoiceFieldFor,
  invoicePayload,
  invoiceSchema,
  isPaymentLink,
  paymentAmountProblem,
  quoteInvoiceSchema,
  voidSchema,
} from './invoiceForm'
import { invoiceActions, invoiceState } from './invoicesApi'

const now = new Date(2026, 2, 5, 10, 0)
const today = () => now

describe('invoice forms', () => {
  it('takes only a full https:// payment page, as the server does', () => {
    expect(isPaymentLink('https://buy.stripe.com/test_123')).toBe(true)
    expect(isPaymentLink('http://buy.stripe.com/x')).toBe(false)
    expect(isPaymentLink('buy.stripe.com/x')).toBe(false)
    expect(isPaymentLink('https://pay.example.com/a b')).toBe(false)
    expect(isPaymentLink(`https://pay.example.com/${'a'.repeat(2000)}`)).toBe(false)
    expect(quoteInvoiceSchema(today).safeParse({ dueDate: '2026-04-04', paymentLink: '' }).success).toBe(true)
    expect(quoteInvoiceSchema(today).safeParse({ dueDate: '2026-04-04', paymentLink: 'ftp://x.example' }).success).toBe(false)
  })

  it('is due 30 days ahead by default and never before today', () => {
    expect(emptyInvoice(now).dueDate).toBe('2026-04-04')
    const base = { ...emptyInvoice(now), lineItems: [{ description: 'Setup', quantity: '1', unitPrice: '100' }] }
    expect(invoiceSchema(today).safeParse(base).success).toBe(true)
    expect(invoiceSchema(today).safeParse({ ...base, dueDate: '2026-03-05' }).success).toBe(true)
    const early = invoiceSchema(today).safeParse({ ...base, dueDate: '2026-03-04' })
    expect(early.success).toBe(false)
    expect(early.error?.issues[0]).toMatchObject({ path: ['dueDate'], message: 'The due date cannot be before today.' })
    // The quote editor's rules hold for the lines and the discount.
    const tooMuch = invoiceSchema(today).safeParse({ ...base, discount: '101' })
    expect(tooMuch.error?.issues[0]).toMatchObject({ path: ['discount'] })
  })

  it('sends the milestone as a number only when chosen, and maps the server fields to the form', () => {
    const v = { ...emptyInvoice(now), lineItems: [{ description: ' Setup ', quantity: '1', unitPrice: '100' }], paymentLink: ' https://p.example/x ' }
    expect(invoicePayload(v)).toEqual({
      lineItems: [{ description: 'Setup', quantity: '1', unitPrice: '100' }],
      discount: '',
      taxRate: '',
      currency: 'USD',
      terms: '',
      notes: '',
      dueDate: '2026-04-04',
      paymentLink: 'https://p.example/x',
    })
    expect(invoicePayload({ ...v, milestoneId: '12' }).milestoneId).toBe(12)
    expect(invoiceFieldFor('lineItems.3.unitPrice')).toBe('lineItems.3.unitPrice')
    expect(invoiceFieldFor('milestoneId')).toBe('milestoneId')
    expect(invoiceFieldFor('validUntil')).toBe('dueDate')
    expect(invoiceFieldFor('partnerId')).toBeUndefined()
  })

  it('takes a payment of a cent up to what is owed, received today by default', () => {
    expect(emptyPayment(now)).toEqual({ amount: '', receivedAt: '2026-03-05', note: '' })
    expect(paymentAmountProblem('', 30000, 'USD')).toBe('Enter the amount received.')
    expect(paymentAmountProblem('10,50', 30000, 'USD')).toBeTruthy()
    expect(paymentAmountProblem('0', 30000, 'USD')).toBe('Enter an amount of at least 0.01.')
    expect(paymentAmountProblem('300.01', 30000, 'EUR')).toBe('That is more than the invoice still owes (€300.00).')
    expect(paymentAmountProblem('$300', 30000, 'USD')).toBeUndefined()
  })

  it('wants a reason to void', () => {
    expect(voidSchema.safeParse({ reason: '  ' }).success).toBe(false)
    expect(voidSchema.safeParse({ reason: 'Billed twice.' }).success).toBe(true)
  })
})

describe('invoice states', () => {
  it('shows an open invoice past due as overdue and offers what its state allows', () => {
    expect(invoiceState({ status: 'open', overdue: true })).toBe('overdue')
    expect(invoiceState({ status: 'paid', overdue: true })).toBe('paid')
    expect(invoiceActions({ status: 'open', paidCents: 0, payments: [] })).toEqual({ pay: true, void: true })
    expect(invoiceActions({ status: 'open', paidCents: 100, payments: [] })).toEqual({ pay: true, void: false })
    expect(invoiceActions({ status: 'paid', paidCents: 100, payments: [] })).toEqual({ pay: false, void: false })
    expect(invoiceActions({ status: 'void', paidCents: 0, payments: [] })).toEqual({ pay: false, void: false })
  })
})
