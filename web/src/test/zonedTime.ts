import { wallTime, zonedInstant } from '../lib/countdown/zoned'

/** An instant given as a wall time in a zone, e.g. at('2025-06-10 05:44:59', 'America/Chicago'). */
export function at(text: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text)
  if (!m) throw new Error(text)
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number]
  return new Date(zonedInstant({ year, month, day, hour, minute, second }, timeZone))
}

/** An instant's wall time in a zone, as at() reads it. */
export function local(d: Date, timeZone: string): string {
  const w = wallTime(d.getTime(), timeZone)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${w.year}-${p(w.month)}-${p(w.day)} ${p(w.hour)}:${p(w.minute)}:${p(w.second)}`
}
