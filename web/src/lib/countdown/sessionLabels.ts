/**
 * How a session time reads: the organiser's wall time and zone, with the
 * visitor's own time beside it when their clock reads otherwise
 * ("6:00 AM Central · 1:00 PM your time"). The live page, the home page and
 * the calendar all write times with these functions, so they cannot disagree.
 */
import { wallTime, type WallTime } from './zoned'

export interface TimeLabel {
  /** The organiser's side: "6:00 AM Central" (the weekday leads when the visitor's day differs: "Fri 6:00 PM Central"). */
  host: string
  /** The visitor's side: "1:00 PM your time"; null when their clock reads the same as the organiser's. */
  visitor: string | null
}

const formats = new Map<string, Intl.DateTimeFormat>()

function format(timeZone: string, kind: 'clock' | 'weekday' | 'zone'): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`
  let f = formats.get(key)
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'clock'
        ? { hour: 'numeric', minute: '2-digit' }
        : kind === 'weekday'
          ? { weekday: 'short' }
          : { timeZoneName: 'longGeneric' }
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...options })
    formats.set(key, f)
  }
  return f
}

/** "6:00 AM": the wall-clock time at an instant in a zone. */
export function clockTime(at: Date, timeZone: string): string {
  return format(timeZone, 'clock').format(at)
}

/**
 * The zone's everyday name at an instant, from the browser's own data: its
 * generic long name without the trailing " Time" ("Central", "Central
 * European", "New Zealand"). Generic names do not change with daylight
 * saving (only with a zone's history, hence the instant); a zone without
 * one reads as its offset ("GMT+13:00").
 */
export function zoneName(timeZone: string, at: Date): string {
  const name = format(timeZone, 'zone')
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  return (name ?? timeZone).replace(/ Time$/, '')
}

const sameDay = (a: WallTime, b: WallTime) => a.year === b.year && a.month === b.month && a.day === b.day
const sameClock = (a: WallTime, b: WallTime) => sameDay(a, b) && a.hour === b.hour && a.minute === b.minute

/** One instant on both clocks. */
export function timeLabel(at: Date, hostZone: string, visitorZone: string): TimeLabel {
  const host = wallTime(at.getTime(), hostZone)
  const visitor = wallTime(at.getTime(), visitorZone)
  const hostText = `${clockTime(at, hostZone)} ${zoneName(hostZone, at)}`
  if (sameClock(host, visitor)) return { host: hostText, visitor: null }
  // A session late in the organiser's day can be tomorrow for the visitor: then both sides name their day.
  const day = (zone: string) => (sameDay(host, visitor) ? '' : `${format(zone, 'weekday').format(at)} `)
  return { host: `${day(hostZone)}${hostText}`, visitor: `${day(visitorZone)}${clockTime(at, visitorZone)} your time` }
}

/** The daily sessions on both clocks: "6:00 AM and 6:00 PM Central", "1:00 PM and 1:00 AM your time". */
export function dailyTimesLabel(starts: readonly [Date, ...Date[]], hostZone: string, visitorZone: string): TimeLabel {
  const host = `${starts.map((s) => clockTime(s, hostZone)).join(' and ')} ${zoneName(hostZone, starts[0])}`
  const same = starts.every((s) => sameClock(wallTime(s.getTime(), hostZone), wallTime(s.getTime(), visitorZone)))
  return { host, visitor: same ? null : `${starts.map((s) => clockTime(s, visitorZone)).join(' and ')} your time` }
}

/** The machine-readable instant of a <time dateTime>, written the same way on every page. */
export function machineTime(at: Date | string): string {
  return new Date(at).toISOString()
}
