/**
 * Date arithmetic of the events calendar, in the visitor's local time:
 * weeks start on Sunday, a month is shown as whole weeks, and each view asks
 * the server only for the days it shows.
 */
import { clockTime } from '../countdown/sessionLabels'
import { localTimeZone } from '../countdown/zoned'

export type CalendarView = 'month' | 'week' | 'day'

export const VIEWS: readonly CalendarView[] = ['month', 'week', 'day']

/** Month cells show this many events, then '+N more'. */
export const MAX_PER_CELL = 2

export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate())
}

/** Adds calendar days (not 24-hour steps, so daylight-saving days keep midnight). */
export function addDays(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n)
}

/** The Sunday on or before d. */
export function startOfWeek(d: Date): Date {
  const day = startOfDay(d)
  return addDays(day, -day.getDay())
}

export function startOfMonth(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), 1)
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()
}

/** A local day as YYYY-MM-DD (the URL's date and the key of a day's events). */
export function dayKey(d: Date): string {
  const m = String(d.getMonth() + 1).padStart(2, '0')
  const day = String(d.getDate()).padStart(2, '0')
  return `${d.getFullYear()}-${m}-${day}`
}

/** Reads YYYY-MM-DD as a local day; anything else gives undefined. */
export function parseDayKey(s: string | null | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s ?? '')
  if (!m) return undefined
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])]
  const date = new Date(y, mo, d)
  if (date.getFullYear() !== y || date.getMonth() !== mo || date.getDate() !== d) return undefined
  return date
}

/** The days of a month's grid: whole weeks from the Sunday on or before the 1st to the Saturday on or after the last day. */
export function monthGrid(anchor: Date): Date[][] {
  const first = startOfMonth(anchor)
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0)
  const weeks: Date[][] = []
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)))
  }
  return weeks
}

/** The seven days of the week holding anchor, Sunday first. */
export function weekDays(anchor: Date): Date[] {
  const start = startOfWeek(anchor)
  return Array.from({ length: 7 }, (_, i) => addDays(start, i))
}

/** The half-open range [from, to) a view shows: what is asked of the server. */
export function viewRange(view: CalendarView, anchor: Date): { from: Date; to: Date } {
  if (view === 'day') {
    const from = startOfDay(anchor)
    return { from, to: addDays(from, 1) }
  }
  if (view === 'week') {
    const from = startOfWeek(anchor)
    return { from, to: addDays(from, 7) }
  }
  const first = startOfMonth(anchor)
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0)
  return { from: startOfWeek(first), to: addDays(startOfWeek(last), 7) }
}

/** The anchor one view-step before (-1) or after (+1): a month starts on its 1st. */
export function shiftAnchor(view: CalendarView, anchor: Date, dir: -1 | 1): Date {
  if (view === 'day') return addDays(anchor, dir)
  if (view === 'week') return addDays(anchor, 7 * dir)
  return new Date(anchor.getFullYear(), anchor.getMonth() + dir, 1)
}

/** The heading of a view: "November 2026", "Nov 1 – 7, 2026", "Thursday, November 5, 2026". */
export function rangeTitle(view: CalendarView, anchor: Date): string {
  if (view === 'month') return anchor.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
  if (view === 'day') {
    return anchor.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
  }
  const a = startOfWeek(anchor)
  const b = addDays(a, 6)
  const month = (d: Date) => d.toLocaleDateString('en-US', { month: 'short' })
  if (a.getFullYear() !== b.getFullYear()) {
    return `${month(a)} ${a.getDate()}, ${a.getFullYear()} – ${month(b)} ${b.getDate()}, ${b.getFullYear()}`
  }
  if (a.getMonth() !== b.getMonth()) return `${month(a)} ${a.getDate()} – ${month(b)} ${b.getDate()}, ${b.getFullYear()}`
  return `${month(a)} ${a.getDate()} – ${b.getDate()}, ${b.getFullYear()}`
}

/** Anything with a start time (an occurrence from GET /api/events). */
export interface Timed {
  start: string
}

/** Events grouped by the local day they start on, each day in start order. */
export function groupByDay<T extends Timed>(events: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>()
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  for (const e of sorted) {
    const key = dayKey(new Date(e.start))
    const list = out.get(key)
    if (list) list.push(e)
    else out.set(key, [e])
  }
  return out
}

/** What a month cell shows: at most max events, and how many more there are. */
export function cellEvents<T>(events: readonly T[], max = MAX_PER_CELL): { shown: T[]; more: number } {
  if (events.length <= max) return { shown: [...events], more: 0 }
  return { shown: events.slice(0, max), more: events.length - max }
}

/** A time in en-US with the local time-zone abbreviation: "6:00 AM CST". */
export function formatTime(iso: string | Date, timeZone?: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone })
}

/** A time without the zone, for compact cells: "6:00 AM" (in the visitor's zone unless one is given). */
export function formatShortTime(iso: string | Date, timeZone?: string): string {
  return clockTime(new Date(iso), timeZone ?? localTimeZone())
}

/** A local day written out: "Thursday, November 5, 2026". */
export function formatLongDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
}

/** "1 hour", "30 minutes", "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const parts: string[] = []
  if (h) parts.push(`${h} hour${h === 1 ? '' : 's'}`)
  if (m || !h) parts.push(`${m} minute${m === 1 ? '' : 's'}`)
  return parts.join(' ')
}
