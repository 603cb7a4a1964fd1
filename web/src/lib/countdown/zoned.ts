/**
 * Wall-clock time in an IANA time zone, with the browser's own time zone
 * data (Intl), so that daylight-saving changes come out right without a
 * date library.
 */
export interface WallTime {
  year: number
  /** 1-12 */
  month: number
  day: number
  /** 0-23 */
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall-clock date and time at an instant in a time zone. */
export function wallTime(instant: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** A wall time read as if it were UTC (milliseconds); days and months overflow as Date.UTC does. */
function wallAsUtc(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000
  return wallAsUtc(wallTime(whole, timeZone)) - whole
}

/**
 * The instant a wall time happens in a time zone. Fields may overflow (day 32
 * is the 1st of the next month). A time skipped by a spring-forward change
 * maps to the same distance after the change; a repeated one to its first
 * occurrence.
 */
export function zonedInstant(w: WallTime, timeZone: string): number {
  const asUtc = wallAsUtc(w)
  const first = asUtc - offsetAt(asUtc, timeZone)
  const second = asUtc - offsetAt(first, timeZone)
  if (first === second) return first
  // Two candidates: keep the one whose wall time is the one asked for, the earlier if both are.
  const ok = (t: number) => wallAsUtc(wallTime(t, timeZone)) === asUtc
  if (ok(first) && ok(second)) return Math.min(first, second)
  if (ok(second)) return second
  if (ok(first)) return first
  return Math.max(first, second)
}

/** `timeZone` when the browser's time zone data knows it, else `fallback`. */
export function knownTimeZone(timeZone: string, fallback: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return fallback
  }
}

/** The visitor's time zone, or UTC when the browser does not say. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

export const pad2 = (n: number): string => String(n).padStart(2, '0')
