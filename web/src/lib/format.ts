/** Display of money, figures and dates in the portal. Pure functions. */

const DASH = '—'

/** Whole dollars from cents ($12,500); a figure with no data shows a dash. */
export function money(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return DASH
  const dollars = cents / 100
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars)
}

export function count(n: number | null | undefined): string {
  return n === null || n === undefined ? DASH : new Intl.NumberFormat('en-US').format(n)
}

/** A client rating out of 5, one decimal ("4.8/5"). */
export function rating(n: number | null | undefined): string {
  return n === null || n === undefined ? DASH : `${n.toFixed(1)}/5`
}

/** "1 client rating", "3 client ratings". */
export function ratingsCount(n: number): string {
  return `${new Intl.NumberFormat('en-US').format(n)} client rating${n === 1 ? '' : 's'}`
}

/** A calendar day (stored as midnight UTC) shown as "Mar 5, 2026". */
export function day(iso: string | null | undefined): string {
  if (!iso) return DASH
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return DASH
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}

/** A moment shown in the viewer's zone as "Mar 5, 2026". */
export function localDay(iso: string | null | undefined): string {
  if (!iso) return DASH
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return DASH
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
}

/** "5 min ago", "3 hours ago", "2 days ago", then the date. */
export function ago(iso: string, now: Date = new Date()): string {
  const then = new Date(iso)
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000)
  if (Number.isNaN(seconds)) return DASH
  if (seconds < 60) return 'just now'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  const days = Math.floor(hours / 24)
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`
  return localDay(iso)
}
