import { SESSION_HOURS } from './sessionHours'
import { wallTime, zonedInstant } from './zoned'

/** The live-now flag comes on this long before a session starts... */
export const LIVE_BEFORE_MS = 15 * 60_000
/** ...and stays on this long after it started. */
export const LIVE_AFTER_MS = 60 * 60_000

export interface SessionCountdown {
  /** The session counted down to: the next start at or after now (6am today, 6pm today or 6am tomorrow). */
  next: Date
  /** The session that started within the last hour, when there is one. */
  started: Date | null
  /** From 15 minutes before a start to 60 minutes after it. */
  live: boolean
  /** Time left until `next`, in whole seconds split into hours, minutes, seconds. */
  hours: number
  minutes: number
  seconds: number
  /** 'Session Starting!' replaces the clock while a session that has started is in its live hour. */
  starting: boolean
}

/** The start of a session at `hour` on the wall date of `day` (days may overflow into the next month). */
function sessionAt(w: { year: number; month: number; day: number }, hour: number, timeZone: string): number {
  return zonedInstant({ year: w.year, month: w.month, day: w.day, hour, minute: 0, second: 0 }, timeZone)
}

/** Every start of yesterday, today and tomorrow (wall dates in `timeZone`), in time order. */
function startsAround(t: number, timeZone: string): { hour: number; at: number }[] {
  const today = wallTime(t, timeZone)
  return [-1, 0, 1].flatMap((d) =>
    SESSION_HOURS.map((hour) => ({ hour, at: sessionAt({ ...today, day: today.day + d }, hour, timeZone) })),
  )
}

/** Whole seconds: a start is 'next' until the second it happens. */
const wholeSecond = (d: Date) => Math.floor(d.getTime() / 1000) * 1000

/**
 * Where the daily sessions stand at `now`, with `timeZone` the organiser's.
 * Before 6am the next session is 6am today; from 6am to before 6pm it is
 * 6pm; from 6pm on it is 6am tomorrow (all on the organiser's clock). The
 * live window is [start - 15 min, start + 60 min).
 */
export function sessionCountdown(now: Date, timeZone: string): SessionCountdown {
  const nowSec = wholeSecond(now)
  const starts = startsAround(nowSec, timeZone).map((s) => s.at)
  const next = starts.find((s) => s > nowSec) ?? starts[starts.length - 1]!
  const started = [...starts].reverse().find((s) => s <= nowSec && nowSec < s + LIVE_AFTER_MS) ?? null
  const live = started !== null || next - LIVE_BEFORE_MS <= nowSec
  const left = Math.max(0, Math.round((next - nowSec) / 1000))
  return {
    next: new Date(next),
    started: started === null ? null : new Date(started),
    live,
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    starting: started !== null,
  }
}

/**
 * The start of each daily session, 6am then 6pm on the organiser's clock,
 * that a page should name at `now`: the one under way until its live hour
 * is over, else the next. Their times on another clock move with
 * daylight-saving changes, so they are worked out for these very days.
 */
export function dailySessionStarts(now: Date, timeZone: string): [Date, Date] {
  const nowSec = wholeSecond(now)
  const starts = startsAround(nowSec, timeZone)
  // Tomorrow's start of each hour is always later than now, so one is found.
  const startOf = (hour: number) => new Date(starts.find((s) => s.hour === hour && nowSec < s.at + LIVE_AFTER_MS)!.at)
  return [startOf(SESSION_HOURS[0]), startOf(SESSION_HOURS[1])]
}
