import { RULES } from './rules'

/**
 * Money arrives from the API as integer cents. These format it exactly:
 * the dollars and the cents are split with integer arithmetic, so 0.1 + 0.2
 * never shows up as $0.30000000000000004 or rounds a cent away.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 })

function split(cents: number): { negative: boolean; dollars: bigint; rest: bigint } {
  // The API only sends whole cents; anything else is rounded once, here.
  const big = BigInt(Math.round(cents))
  const negative = big < 0n
  const abs = negative ? -big : big
  return { negative, dollars: abs / 100n, rest: abs % 100n }
}

/** 123456 -> "$1,234.56"; -5 -> "-$0.05". */
export function usdFromCents(cents: number): string {
  if (!Number.isFinite(cents)) return '—'
  const { negative, dollars, rest } = split(cents)
  const text = usd
    .formatToParts(dollars)
    .map((p) => (p.type === 'fraction' ? String(rest).padStart(2, '0') : p.value))
    .join('')
  return negative ? `-${text}` : text
}

/** Whole dollars for headline figures when the cents are zero ("$1,200"), else exact ("$1,200.50"). */
export function usdShortFromCents(cents: number): string {
  if (!Number.isFinite(cents)) return '—'
  const { negative, dollars, rest } = split(cents)
  if (rest !== 0n) return usdFromCents(cents)
  const text = usdWhole.format(dollars)
  return negative ? `-${text}` : text
}

/** A chart axis tick: "$0", "$950", "$1.2K", "$3M" (approximate by design). */
export function usdTickFromCents(cents: number): string {
  if (!Number.isFinite(cents)) return ''
  const { negative, dollars } = split(cents)
  const text = usdCompact.format(dollars)
  return negative ? `-${text}` : text
}

const amount = new RegExp(RULES.money.pattern)

/** The server's words for text that is not an amount. */
export const AMOUNT_MESSAGE = RULES.money.message

/**
 * An amount typed in dollars, read by the server's own grammar (rules.json):
 * "1050", "1,050", "$1,050.25" as integer cents; null when blank; NaN when
 * it is not an amount ("10,50", "1e3", "-5", three decimals). The caller
 * checks the range (amountProblem does both).
 */
export function centsFromText(text: string): number | null {
  if (text.trim() === '') return null
  if (!amount.test(text)) return Number.NaN
  const [whole, frac = ''] = text.trim().replace(/^\$/, '').replace(/,/g, '').split('.')
  // Exact below 2^53 cents, far above the largest amount (maxCents).
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}

/** The message for an amount that must lie within [min, max] cents, or '' when it does; blank counts as 0. */
export function amountProblem(text: string, min: number, max: number): string {
  const cents = centsFromText(text) ?? 0
  if (Number.isNaN(cents)) return AMOUNT_MESSAGE
  if (cents > max) return `Enter an amount up to ${usdFromCents(max)}.`
  if (cents < min) return `Enter an amount of at least ${usdFromCents(min)}.`
  return ''
}
