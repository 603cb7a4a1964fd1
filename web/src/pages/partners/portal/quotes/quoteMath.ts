import { centsFromText } from '../../../../lib/money'
import { RULES } from '../../../../lib/rules'

/**
 * A quote's amounts on the client, by the server's one rule (docs/api.md,
 * "Quotes"): each line is its quantity times its unit price rounded to the
 * cent (half a cent up); the subtotal is the lines' sum; the discount (at
 * most the subtotal) comes off before tax; the tax is the rest times the
 * rate, rounded the same way; the total is the subtotal less the discount
 * plus the tax. Quantities are whole hundredths, rates basis points, money
 * integer cents: no float ever holds money (BigInt where products can pass
 * 2^53).
 */

const QUANTITY = /^[0-9]{1,7}(\.[0-9]{1,2})?$/
const RATE = /^[0-9]{1,3}(\.[0-9]{1,2})?$/

/** The largest amount the server takes, in cents. */
export const MAX_CENTS = RULES.money.maxCents

/** "1", "2.5", "0.25" as hundredths (250); undefined unless the server would take it (above 0, at most maxQuantity). */
export function parseQuantity(text: string): number | undefined {
  const s = text.trim()
  if (!QUANTITY.test(s)) return undefined
  const [whole, frac = ''] = s.split('.')
  const h = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return h > 0 && h <= RULES.quotes.maxQuantity * 100 ? h : undefined
}

/** A tax rate in percent ("8.25") as basis points (825); blank is 0; undefined past 100 or when not a rate. */
export function parseRate(text: string): number | undefined {
  const s = text.trim()
  if (s === '') return 0
  if (!RATE.test(s)) return undefined
  const [whole, frac = ''] = s.split('.')
  const bp = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return bp <= 10_000 ? bp : undefined
}

/** A price typed like the money fields ("1,050.25", "$99.99") as cents; undefined when blank or not an amount. */
export function parsePrice(text: string): number | undefined {
  const cents = centsFromText(text)
  return cents === null || Number.isNaN(cents) || cents > MAX_CENTS ? undefined : cents
}

/** n / d rounded to the nearest whole number, halves up (n, d not negative). */
function halfUp(n: bigint, d: bigint): bigint {
  const q = n / d
  return (n % d) * 2n >= d ? q + 1n : q
}

/** A line's amount: quantity (hundredths) times unit price (cents), rounded to the cent, half up. */
export function lineAmount(quantityHundredths: number, unitPriceCents: number): number {
  return Number(halfUp(BigInt(quantityHundredths) * BigInt(unitPriceCents), 100n))
}

export interface QuoteTotals {
  subtotalCents: number
  discountCents: number
  taxCents: number
  totalCents: number
}

/** The totals of line amounts, a discount (cents) and a tax rate (basis points). */
export function quoteTotals(lineAmounts: readonly number[], discountCents: number, taxRateBasisPoints: number): QuoteTotals {
  const subtotal = lineAmounts.reduce((sum, a) => sum + BigInt(a), 0n)
  const discount = BigInt(discountCents) > subtotal ? subtotal : BigInt(discountCents)
  const taxable = subtotal - discount
  const tax = halfUp(taxable * BigInt(taxRateBasisPoints), 10_000n)
  return { subtotalCents: Number(subtotal), discountCents: Number(discount), taxCents: Number(tax), totalCents: Number(taxable + tax) }
}

export interface DraftLine {
  description: string
  quantity: string
  unitPrice: string
}

export interface Preview extends QuoteTotals {
  /** Each line's amount, or undefined while its quantity or price is not readable yet. */
  lines: (number | undefined)[]
  /** The discount as typed is more than the subtotal (the server refuses it). */
  discountTooLarge: boolean
  /** The tax rate as typed, in basis points (0 while it is not readable). */
  taxRateBasisPoints: number
}

/** The editor's live totals from what is typed; a line not readable yet counts as nothing. */
export function previewQuote(lines: readonly DraftLine[], discount: string, taxRate: string): Preview {
  const amounts = lines.map((l) => {
    const q = parseQuantity(l.quantity)
    const p = parsePrice(l.unitPrice)
    return q === undefined || p === undefined ? undefined : lineAmount(q, p)
  })
  const discountCents = parsePrice(discount) ?? 0
  const rate = parseRate(taxRate) ?? 0
  const totals = quoteTotals(
    amounts.map((a) => a ?? 0),
    discountCents,
    rate,
  )
  return { ...totals, lines: amounts, discountTooLarge: discountCents > totals.subtotalCents, taxRateBasisPoints: rate }
}

const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string): Intl.NumberFormat {
  let f = formats.get(currency)
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })
    formats.set(currency, f)
  }
  return f
}

/** Cents in the quote's currency, exactly: 14999 USD is "$149.99", EUR "€149.99". */
export function formatMoney(cents: number, currency = 'USD'): string {
  if (!Number.isFinite(cents)) return '—'
  const big = BigInt(Math.round(cents))
  const negative = big < 0n
  const abs = negative ? -big : big
  const text = currencyFormat(currency)
    .formatToParts(abs / 100n)
    .map((p) => (p.type === 'fraction' ? String(abs % 100n).padStart(2, '0') : p.value))
    .join('')
  return negative ? `-${text}` : text
}

/** Cents as the money fields take them back: 105025 is "1050.25", 5000 is "50". */
export function priceText(cents: number): string {
  const whole = Math.floor(cents / 100)
  const rest = cents % 100
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`
}

/** Basis points as a percent without trailing zeros: 825 is "8.25", 1000 is "10". */
export function rateText(bp: number): string {
  const whole = Math.floor(bp / 100)
  const rest = bp % 100
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`
}
