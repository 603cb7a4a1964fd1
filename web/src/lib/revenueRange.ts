/**
 * The Revenue Dashboard's date range: whole months written YYYY-MM, both
 * ends included, as the API reads them. Months are UTC, like the server's.
 * Pure functions.
 */
import { RULES } from './rules'
import type { UrlParams } from './urlState'

export interface MonthRange {
  from: string
  to: string
}

/** The longest range the API answers (five years of months). */
export const MAX_MONTHS = RULES.revenue.months

export type PresetId = 'last12' | 'thisYear' | 'lastYear' | 'last5Years'

export const PRESETS: readonly { id: PresetId; label: string }[] = [
  { id: 'last12', label: 'Last 12 months' },
  { id: 'thisYear', label: 'This year' },
  { id: 'lastYear', label: 'Last year' },
  { id: 'last5Years', label: 'Last 5 years' },
]

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

export function isMonth(key: string): boolean {
  return MONTH.test(key)
}

/** A month's index counted from year 0, so months subtract like numbers. */
function index(key: string): number {
  const m = MONTH.exec(key)
  if (!m) return Number.NaN
  return Number(m[1]) * 12 + Number(m[2]) - 1
}

function fromIndex(i: number): string {
  const y = Math.floor(i / 12)
  const m = i - y * 12 + 1
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`
}

/** The month (UTC) a moment falls in. */
export function monthOf(now: Date): string {
  return fromIndex(now.getUTCFullYear() * 12 + now.getUTCMonth())
}

export function addMonths(key: string, n: number): string {
  return fromIndex(index(key) + n)
}

/** How many months a range holds, both ends counted (0 or less when reversed). */
export function monthCount({ from, to }: MonthRange): number {
  return index(to) - index(from) + 1
}

export function presetRange(id: PresetId, now: Date = new Date()): MonthRange {
  const current = monthOf(now)
  const year = now.getUTCFullYear()
  switch (id) {
    case 'thisYear':
      return { from: `${year}-01`, to: current }
    case 'lastYear':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` }
    case 'last5Years':
      return { from: addMonths(current, -(MAX_MONTHS - 1)), to: current }
    case 'last12':
      return { from: addMonths(current, -11), to: current }
  }
}

/** The preset a range is, if any (for the pressed chip). */
export function presetOf(range: MonthRange, now: Date = new Date()): PresetId | undefined {
  return PRESETS.find(({ id }) => {
    const p = presetRange(id, now)
    return p.from === range.from && p.to === range.to
  })?.id
}

/** Why a range cannot be asked for, or undefined when it can. */
export function rangeError(range: MonthRange): string | undefined {
  if (!isMonth(range.from) || !isMonth(range.to)) return 'Choose both months.'
  const n = monthCount(range)
  if (n < 1) return 'The first month must come before the last.'
  if (n > MAX_MONTHS) return `Choose at most ${MAX_MONTHS} months (five years).`
  return undefined
}

/** The range in the address bar (?from=&to=), as asked. */
export const RANGE_PARAMS: UrlParams<MonthRange> = { from: { fallback: '' }, to: { fallback: '' } }

/** The range asked for, or the last 12 months when it is missing or invalid. */
export function rangeOrLast12(asked: MonthRange, now: Date = new Date()): MonthRange {
  return rangeError(asked) ? presetRange('last12', now) : asked
}

const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const MONTH_ONLY = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })

function dateOf(key: string): Date {
  const i = index(key)
  return new Date(Date.UTC(Math.floor(i / 12), i % 12, 1))
}

/** "2025-03" -> "March 2025". */
export function monthLong(key: string): string {
  return isMonth(key) ? LONG.format(dateOf(key)) : key
}

/** "2025-03" -> "Mar 2025". */
export function monthShort(key: string): string {
  return isMonth(key) ? SHORT.format(dateOf(key)) : key
}

/** "2025-03" -> "Mar" within one year, "Mar 25" across years (chart ticks). */
export function monthTick(key: string, acrossYears: boolean): string {
  if (!isMonth(key)) return key
  const name = MONTH_ONLY.format(dateOf(key))
  return acrossYears ? `${name} ${key.slice(2, 4)}` : name
}

/** "Mar 2025 – Feb 2026", or one month alone. */
export function rangeLabel({ from, to }: MonthRange): string {
  return from === to ? monthShort(from) : `${monthShort(from)} – ${monthShort(to)}`
}
