import { wallTime, zonedInstant } from './zoned'

export interface OfferCountdown {
  /** The offer's end: 23:59:59 on the last day of the month, local time. */
  end: Date
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** 23:59:59 on the last day of a month (month 1-12; 13 is next January). */
function monthEnd(year: number, month: number, timeZone: string): number {
  // Day 0 of the following month is the last day of this one.
  const last = new Date(Date.UTC(year, month, 0))
  return zonedInstant(
    { year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate(), hour: 23, minute: 59, second: 59 },
    timeZone,
  )
}

/**
 * The month-end offer: time left until 23:59:59 on the last day of the
 * current month in `timeZone`; once that has passed, until the end of the
 * next month. Days are whole 24-hour spans of the real time left.
 */
export function offerCountdown(now: Date, timeZone: string): OfferCountdown {
  const t = Math.floor(now.getTime() / 1000) * 1000
  const w = wallTime(t, timeZone)
  let end = monthEnd(w.year, w.month, timeZone)
  if (t > end) end = monthEnd(w.year, w.month + 1, timeZone)
  const left = Math.max(0, Math.round((end - t) / 1000))
  return {
    end: new Date(end),
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  }
}
