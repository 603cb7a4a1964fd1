import { describe, expect, it } from 'vitest'
import { RULES } from '../../../../lib/rules'
import { quoteSchema, emptyQuote, quotePayload, quoteValues, formFieldFor } from './quoteForm'
import { formatMoney, lineAmount, parsePrice, parseQuantity, parseRate, previewQuote, priceText, quoteTotals, rateText } from './quoteMath'
import { dayFromToday, quoteActions, type Quote } from './quotesApi'

describe('quote math (the server rule)', () => {
  it('rounds a line half a cent up: 1.5 × $99.99 = $149.99', () => {
    expect(lineAmount(150, 9999)).toBe(14999) // 14998.5 cents
    expect(lineAmount(parseQuantity('1.5')!, parsePrice('99.99')!)).toBe(14999)
    expect(lineAmount(25, 1)).toBe(0) // 0.25 cents
    expect(lineAmount(50, 1)).toBe(1) // 0.5 cents
  })

  it('takes 10% of 2,876.25 as 287.63', () => {
    const t = quoteTotals([287625], 0, 1000)
    expect(t).toEqual({ subtotalCents: 287625, discountCents: 0, taxCents: 28763, totalCents: 316388 })
  })

  it('takes 8.25% of $10.00 as $0.83', () => {
    expect(quoteTotals([1000], 0, 825).taxCents).toBe(83) // 82.5 cents
  })

  it('takes the discount off before tax; a discount equal to the subtotal leaves nothing', () => {
    expect(quoteTotals([10000], 2000, 1000)).toEqual({ subtotalCents: 10000, discountCents: 2000, taxCents: 800, totalCents: 8800 })
    expect(quoteTotals([10000, 5050], 15050, 825)).toEqual({ subtotalCents: 15050, discountCents: 15050, taxCents: 0, totalCents: 0 })
  })

  it('stays exact past 2^53 in the products', () => {
    const q = RULES.quotes.maxQuantity * 100
    expect(lineAmount(q, 99_999_999)).toBe(99_999_999_000_000)
  })

  it('reads prices like the money fields, quantities and rates like the server', () => {
    expect(parsePrice('1,050.25')).toBe(105025)
    expect(parsePrice('$1,050')).toBe(105000)
    expect(parsePrice('1050.5')).toBe(105050)
    expect(parsePrice('10,50')).toBeUndefined()
    expect(parsePrice('1.234')).toBeUndefined()
    expect(parsePrice('')).toBeUndefined()
    expect(parseQuantity('2')).toBe(200)
    expect(parseQuantity('0.25')).toBe(25)
    expect(parseQuantity('0')).toBeUndefined()
    expect(parseQuantity('1.255')).toBeUndefined()
    expect(parseQuantity(String(RULES.quotes.maxQuantity))).toBe(RULES.quotes.maxQuantity * 100)
    expect(parseQuantity(String(RULES.quotes.maxQuantity + 1))).toBeUndefined()
    expect(parseRate('')).toBe(0)
    expect(parseRate('8.25')).toBe(825)
    expect(parseRate('100')).toBe(10_000)
    expect(parseRate('100.01')).toBeUndefined()
    expect(parseRate('-1')).toBeUndefined()
  })

  it('previews what is typed, counting unreadable lines as nothing', () => {
    const p = previewQuote(
      [
        { description: 'Setup', quantity: '1.5', unitPrice: '99.99' },
        { description: 'Support', quantity: 'x', unitPrice: '10' },
        { description: 'Hosting', quantity: '12', unitPrice: '1,050.25' },
      ],
      '50',
      '8.25',
    )
    expect(p.lines).toEqual([14999, undefined, 1260300])
    expect(p.subtotalCents).toBe(1275299)
    expect(p.taxCents).toBe(104800) // (1275299 - 5000) × 8.25% = 104799.6675
    expect(p.totalCents).toBe(1275299 - 5000 + 104800)
    expect(previewQuote([{ description: '', quantity: '1', unitPrice: '5' }], '6', '').discountTooLarge).toBe(true)
  })

  it('formats cents exactly in the quote currency', () => {
    expect(formatMoney(14999, 'USD')).toBe('$149.99')
    expect(formatMoney(316388, 'EUR')).toBe('€3,163.88')
    expect(formatMoney(5, 'GBP')).toBe('£0.05')
    expect(formatMoney(99_999_999_999_999, 'USD')).toBe('$999,999,999,999.99')
    expect(priceText(105025)).toBe('1050.25')
    expect(priceText(5000)).toBe('50')
    expect(priceText(5)).toBe('0.05')
    expect(rateText(825)).toBe('8.25')
    expect(rateText(1050)).toBe('10.5')
    expect(rateText(1000)).toBe('10')
  })
})

describe('quote form', () => {
  const now = new Date(2026, 0, 31, 23, 30)

  it('starts with one line, US dollars, valid 30 days', () => {
    const v = emptyQuote(now)
    expect(v.lineItems).toHaveLength(1)
    expect(v.currency).toBe('USD')
    expect(v.validUntil).toBe('2026-03-02')
    expect(dayFromToday(0, now)).toBe('2026-01-31')
  })

  it('checks lines with the server words and limits', () => {
    const bad = quoteSchema.safeParse({ ...emptyQuote(now), lineItems: [{ description: ' ', quantity: '0', unitPrice: '' }] })
    expect(bad.success).toBe(false)
    const paths = bad.error!.issues.map((i) => i.path.join('.'))
    expect(paths).toEqual(['lineItems.0.description', 'lineItems.0.quantity', 'lineItems.0.unitPrice'])
    const long = quoteSchema.safeParse({
      ...emptyQuote(now),
      lineItems: [{ description: 'x'.repeat(RULES.quotes.description + 1), quantity: '1', unitPrice: '1' }],
    })
    expect(long.error!.issues[0]!.path.join('.')).toBe('lineItems.0.description')
    const discount = quoteSchema.safeParse({ ...emptyQuote(now), lineItems: [{ description: 'A', quantity: '1', unitPrice: '5' }], discount: '5.01' })
    expect(discount.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['discount', 'The discount cannot be more than the subtotal.']])
  })

  it('sends the text as typed, trimmed, and reads a draft back', () => {
    const payload = quotePayload({ ...emptyQuote(now), lineItems: [{ description: ' Setup ', quantity: ' 1.5', unitPrice: '1,050.25 ' }], taxRate: '8.25' })
    expect(payload.lineItems).toEqual([{ description: 'Setup', quantity: '1.5', unitPrice: '1,050.25' }])
    const draft = {
      lineItems: [{ description: 'Setup', quantity: '1.5', unitPriceCents: 105025, amountCents: 157538 }],
      discountCents: 0,
      taxRate: '8.25',
      taxRateBasisPoints: 825,
      currency: 'EUR',
      validUntil: '2026-03-02',
      terms: 'Net 30',
      notes: '',
    } as unknown as Quote
    expect(quoteValues(draft)).toEqual({
      lineItems: [{ description: 'Setup', quantity: '1.5', unitPrice: '1050.25' }],
      discount: '',
      taxRate: '8.25',
      currency: 'EUR',
      validUntil: '2026-03-02',
      terms: 'Net 30',
      notes: '',
    })
  })

  it('maps server fields to the editor and offers actions by status', () => {
    expect(formFieldFor('lineItems.2.quantity')).toBe('lineItems.2.quantity')
    expect(formFieldFor('discount')).toBe('discount')
    expect(formFieldFor('id')).toBeUndefined()
    expect(quoteActions('draft')).toEqual({ edit: true, send: true, remove: true, revise: false, invoice: false })
    expect(quoteActions('sent')).toEqual({ edit: false, send: false, remove: false, revise: true, invoice: false })
    expect(quoteActions('accepted').invoice).toBe(true)
    expect(quoteActions('accepted', 'INV-2026-0001').invoice).toBe(false)
    expect(quoteActions('superseded').revise).toBe(false)
    expect(quoteActions('expired').revise).toBe(true)
  })
})
