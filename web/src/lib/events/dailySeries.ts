/**
 * Series that happen every day (the 6am and 6pm live sessions). In the month
 * grid they would fill every cell and push workshops and calls behind
 * '+N more', so the month shows them as one line per day and names them once
 * in a legend. What counts as daily is read from the occurrences shown, not
 * from the rule: a recurring event on every day from its first to its last
 * showing in the range, on at least DAILY_MIN_DAYS days, once a day.
 */
import { dayKey, formatShortTime } from './calendarDates'
import { typeLabel, type Occurrence } from './eventModel'

/** Fewer days than this in the range is too little to call a series daily (a two-day course is not). */
export const DAILY_MIN_DAYS = 4

/** The ids of the recurring events that happen once every day of the span they show in. */
export function dailySeriesIds(events: readonly Occurrence[]): Set<number> {
  const days = new Map<number, { keys: Set<string>; count: number; first: number; last: number }>()
  for (const e of events) {
    if (!e.recurring) continue
    const start = new Date(e.start)
    const key = dayKey(start)
    const dayNumber = Math.round(Date.UTC(start.getFullYear(), start.getMonth(), start.getDate()) / 86_400_000)
    const s = days.get(e.eventId)
    if (s) {
      s.keys.add(key)
      s.count++
      s.first = Math.min(s.first, dayNumber)
      s.last = Math.max(s.last, dayNumber)
    } else {
      days.set(e.eventId, { keys: new Set([key]), count: 1, first: dayNumber, last: dayNumber })
    }
  }
  const out = new Set<number>()
  for (const [id, s] of days) {
    const span = s.last - s.first + 1
    if (s.keys.size >= DAILY_MIN_DAYS && s.keys.size === span && s.count === s.keys.size) out.add(id)
  }
  return out
}

/** A day's events split: the daily series' showings (in start order) and the rest. */
export function splitDaily<T extends Pick<Occurrence, 'eventId'>>(events: readonly T[], daily: ReadonlySet<number>): { daily: T[]; others: T[] } {
  const out = { daily: [] as T[], others: [] as T[] }
  for (const e of events) (daily.has(e.eventId) ? out.daily : out.others).push(e)
  return out
}

/** What the legend says of the daily series: per type, its label, its dot's type and its usual times on the visitor's clock. */
export interface DailyLegendEntry {
  type: string
  label: string
  times: string[]
}

/**
 * The legend of the daily series, one entry per type ("Live Sessions",
 * ["6:00 AM", "6:00 PM"]): each series' most frequent start time in the
 * visitor's zone (daylight-saving changes can move a day or two), in order
 * of the day.
 */
export function dailyLegend(events: readonly Occurrence[], daily: ReadonlySet<number>): DailyLegendEntry[] {
  const bySeries = new Map<number, { type: string; times: Map<string, { n: number; minutes: number }> }>()
  for (const e of events) {
    if (!daily.has(e.eventId)) continue
    const start = new Date(e.start)
    const time = formatShortTime(start)
    let s = bySeries.get(e.eventId)
    if (!s) {
      s = { type: e.type, times: new Map() }
      bySeries.set(e.eventId, s)
    }
    const t = s.times.get(time)
    if (t) t.n++
    else s.times.set(time, { n: 1, minutes: start.getHours() * 60 + start.getMinutes() })
  }
  const byType = new Map<string, { time: string; minutes: number }[]>()
  for (const s of bySeries.values()) {
    const [time, usual] = [...s.times.entries()].sort((a, b) => b[1].n - a[1].n)[0] ?? []
    if (!time || !usual) continue
    const list = byType.get(s.type) ?? []
    if (!list.some((t) => t.time === time)) list.push({ time, minutes: usual.minutes })
    byType.set(s.type, list)
  }
  return [...byType.entries()].map(([type, times]) => ({
    type,
    label: typeLabel(type),
    times: times.sort((a, b) => a.minutes - b.minutes).map((t) => t.time),
  }))
}

/** "6:00 AM", "6:00 AM and 6:00 PM", "6:00 AM, 12:00 PM and 6:00 PM". */
export function listTimes(times: readonly string[]): string {
  if (times.length <= 1) return times.join('')
  return `${times.slice(0, -1).join(', ')} and ${times[times.length - 1] ?? ''}`
}
