import { AMOUNT_MESSAGE, centsFromText } from '../../../../lib/money'
import { z } from '../../../../lib/zod'
import { checkDiscount, emptyLine, formFieldFor as quoteFieldFor, pricedFields, pricedPayload } from '../quotes/quoteForm'
import { formatMoney } from '../quotes/quoteMath'
import { dayFromToday } from '../quotes/quotesApi'
import type { InvoiceInput, PaymentInput, QuoteInvoiceInput } from './invoicesApi'

/** The invoice forms' values, checks and payloads (docs/api.md, "Invoices"). Pure, no React. */

/** A new invoice is due this many days ahead by default. */
export const DEFAULT_DUE_DAYS = 30
export const MAX_PAYMENT_NOTE = 500
export const MAX_VOID_REASON = 1000
const MAX_LINK = 2000

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The server's rule for a payment page: a full https:// address with a host, no spaces, at most 2,000 characters. */
export function isPaymentLink(text: string): boolean {
  if (text.length > MAX_LINK || /\s/.test(text)) return false
  try {
    const u = new URL(text)
    return u.protocol === 'https:' && u.host !== ''
  } catch {
    return false
  }
}

export const PAYMENT_LINK_MESSAGE = 'Give a full https:// address of a payment page, such as a Stripe Payment Link.'

const dueDate = (now: () => Date) =>
  z.string().superRefine((v, ctx) => {
    if (!DAY.test(v)) ctx.addIssue({ code: 'custom', message: 'Choose the day the invoice is due.' })
    // The server has the last word (its today is UTC); this catches the plain mistake.
    else if (v < dayFromToday(0, now())) ctx.addIssue({ code: 'custom', message: 'The due date cannot be before today.' })
  })

const paymentLink = z.string().refine((v) => v.trim() === '' || isPaymentLink(v.trim()), PAYMENT_LINK_MESSAGE)

/** The invoice of an accepted quote: only when it is due and where to pay. */
export function quoteInvoiceSchema(now: () => Date = () => new Date()) {
  return z.object({ dueDate: dueDate(now), paymentLink })
}
export type QuoteInvoiceValues = z.input<ReturnType<typeof quoteInvoiceSchema>>

export function emptyQuoteInvoice(now: Date = new Date()): QuoteInvoiceValues {
  return { dueDate: dayFromToday(DEFAULT_DUE_DAYS, now), paymentLink: '' }
}

export function quoteInvoicePayload(v: QuoteInvoiceValues): QuoteInvoiceInput {
  return { dueDate: v.dueDate, paymentLink: v.paymentLink.trim() }
}

/** An invoice of its own lines: the quote editor's priced fields, with a due date, a milestone and a payment link. */
export function invoiceSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      ...pricedFields,
      dueDate: dueDate(now),
      /** '' for none, else a milestone's id. */
      milestoneId: z.string(),
      paymentLink,
    })
    .superRefine(checkDiscount)
}
export type InvoiceValues = z.input<ReturnType<typeof invoiceSchema>>

export function emptyInvoice(now: Date = new Date()): InvoiceValues {
  return {
    lineItems: [emptyLine()],
    discount: '',
    taxRate: '',
    currency: 'USD',
    dueDate: dayFromToday(DEFAULT_DUE_DAYS, now),
    milestoneId: '',
    paymentLink: '',
    terms: '',
    notes: '',
  }
}

export function invoicePayload(v: InvoiceValues): InvoiceInput {
  return {
    ...pricedPayload(v),
    dueDate: v.dueDate,
    ...(v.milestoneId ? { milestoneId: Number(v.milestoneId) } : {}),
    paymentLink: v.paymentLink.trim(),
  }
}

/** The editor's field for a server field name. */
export function invoiceFieldFor(serverField: string): string | undefined {
  if (['dueDate', 'milestoneId', 'paymentLink'].includes(serverField)) return serverField
  return serverField === 'validUntil' ? 'dueDate' : quoteFieldFor(serverField)
}

/** Money received: at least a cent, at most what the invoice still owes (`balanceCents`). */
export function paymentSchema(balanceCents: number, currency: string) {
  return z.object({
    amount: z.string().superRefine((v, ctx) => {
      const message = paymentAmountProblem(v, balanceCents, currency)
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
    receivedAt: z.string().regex(DAY, 'Choose the day the money arrived.'),
    note: z.string().max(MAX_PAYMENT_NOTE, `Use at most ${MAX_PAYMENT_NOTE} characters.`),
  })
}
export type PaymentValues = z.input<ReturnType<typeof paymentSchema>>

export function paymentAmountProblem(text: string, balanceCents: number, currency: string): string | undefined {
  const cents = centsFromText(text)
  if (cents === null) return 'Enter the amount received.'
  if (Number.isNaN(cents)) return AMOUNT_MESSAGE
  if (cents < 1) return 'Enter an amount of at least 0.01.'
  if (cents > balanceCents) return `That is more than the invoice still owes (${formatMoney(balanceCents, currency)}).`
  return undefined
}

export function emptyPayment(now: Date = new Date()): PaymentValues {
  return { amount: '', receivedAt: dayFromToday(0, now), note: '' }
}

export function paymentPayload(v: PaymentValues): PaymentInput {
  return { amount: v.amount.trim(), receivedAt: v.receivedAt, note: v.note.trim() }
}

export const voidSchema = z.object({
  reason: z
    .string()
    .refine((v) => v.trim() !== '', 'Say why the invoice is voided: the client sees it.')
    .refine((v) => [...v.trim()].length <= MAX_VOID_REASON, `Use at most ${MAX_VOID_REASON.toLocaleString('en-US')} characters.`),
})
export type VoidValues = z.input<typeof voidSchema>
