import { amountProblem } from '../../../../lib/money'
import { RULES } from '../../../../lib/rules'
import { z } from '../../../../lib/zod'
import { MAX_CENTS, parseQuantity, parseRate, previewQuote, priceText, rateText } from './quoteMath'
import { dayFromToday, type Quote, type QuoteInput } from './quotesApi'

/** The quote editor's values, checks and payload. Pure, no React. Limits from rules.json ("quotes"). */

const Q = RULES.quotes
const count = new Intl.NumberFormat('en-US')

export const CURRENCIES = Q.currencies
export const MAX_LINES = Q.lines
/** A new quote is valid this many days by default. */
export const DEFAULT_VALID_DAYS = 30

const tooLong = (max: number) => `Use at most ${count.format(max)} characters.`

const lineSchema = z.object({
  description: z.string().trim().min(1, 'Describe this line.').max(Q.description, tooLong(Q.description)),
  quantity: z
    .string()
    .refine((v) => parseQuantity(v) !== undefined, `Enter a quantity like 1, 2.5 or 0.25 (at most ${count.format(Q.maxQuantity)}).`),
  unitPrice: z.string().superRefine((v, ctx) => {
    const message = v.trim() === '' ? 'Enter a unit price.' : amountProblem(v, 0, MAX_CENTS)
    if (message) ctx.addIssue({ code: 'custom', message })
  }),
})

/** The priced fields a quote and an invoice of its own lines share: lines, discount, tax, currency, terms, notes. */
export const pricedFields = {
  lineItems: z.array(lineSchema).min(1, 'Add at least one line.').max(Q.lines, `A quote holds at most ${count.format(Q.lines)} lines.`),
  discount: z.string().superRefine((v, ctx) => {
    const message = amountProblem(v, 0, MAX_CENTS)
    if (message) ctx.addIssue({ code: 'custom', message })
  }),
  taxRate: z.string().refine((v) => parseRate(v) !== undefined, 'Enter a tax rate in percent, like 8.25 (at most 100).'),
  currency: z.string().refine((v) => (Q.currencies as readonly string[]).includes(v), `Choose one of ${Q.currencies.join(', ')}.`),
  terms: z.string().max(Q.text, tooLong(Q.text)),
  notes: z.string().max(Q.text, tooLong(Q.text)),
}

type Priced = { lineItems: { description: string; quantity: string; unitPrice: string }[]; discount: string; taxRate: string; currency: string; terms: string; notes: string }

/** The discount is at most the subtotal (the server refuses more). */
export function checkDiscount(v: Pick<Priced, 'lineItems' | 'discount' | 'taxRate'>, ctx: z.RefinementCtx): void {
  if (previewQuote(v.lineItems, v.discount, v.taxRate).discountTooLarge) {
    ctx.addIssue({ code: 'custom', path: ['discount'], message: 'The discount cannot be more than the subtotal.' })
  }
}

export const quoteSchema = z
  .object({
    ...pricedFields,
    validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the last day the quote is valid.'),
  })
  .superRefine(checkDiscount)

export type QuoteValues = z.input<typeof quoteSchema>
export type LineValues = QuoteValues['lineItems'][number]

export const emptyLine = (): LineValues => ({ description: '', quantity: '1', unitPrice: '' })

/** A new quote: one empty line, US dollars, valid 30 days. */
export function emptyQuote(now: Date = new Date()): QuoteValues {
  return {
    lineItems: [emptyLine()],
    discount: '',
    taxRate: '',
    currency: 'USD',
    validUntil: dayFromToday(DEFAULT_VALID_DAYS, now),
    terms: '',
    notes: '',
  }
}

/** A draft's values back in the editor. */
export function quoteValues(q: Quote): QuoteValues {
  return {
    lineItems: q.lineItems.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: priceText(l.unitPriceCents) })),
    discount: q.discountCents > 0 ? priceText(q.discountCents) : '',
    taxRate: q.taxRateBasisPoints > 0 ? q.taxRate || rateText(q.taxRateBasisPoints) : '',
    currency: q.currency,
    validUntil: q.validUntil,
    terms: q.terms,
    notes: q.notes,
  }
}

/** The priced fields as the server reads them: the text as typed, trimmed where blanks mean nothing. */
export function pricedPayload(v: Priced): Omit<QuoteInput, 'validUntil'> {
  return {
    lineItems: v.lineItems.map((l) => ({ description: l.description.trim(), quantity: l.quantity.trim(), unitPrice: l.unitPrice.trim() })),
    discount: v.discount.trim(),
    taxRate: v.taxRate.trim(),
    currency: v.currency,
    terms: v.terms,
    notes: v.notes,
  }
}

/** What the server reads. */
export function quotePayload(v: QuoteValues): QuoteInput {
  return { ...pricedPayload(v), validUntil: v.validUntil }
}

/** The editor's field for a server field name (`lineItems.2.quantity` is the same path in the form). */
export function formFieldFor(serverField: string): string | undefined {
  if (/^lineItems\.\d+\.(description|quantity|unitPrice)$/.test(serverField)) return serverField
  return ['lineItems', 'discount', 'taxRate', 'currency', 'validUntil', 'terms', 'notes'].includes(serverField) ? serverField : undefined
}
