/**
 * The staff event form and what the API takes: a wall-clock start in the
 * event's time zone, a duration, and an RFC 5545 rule built from the
 * form's repeat choices (and read back from it for editing).
 */
import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import { siteConfig } from '../../../lib/siteConfig'
import { EVENT_TYPES, type EventType } from '../../../lib/events/eventModel'

const L = RULES.events

/** A stored event (GET /api/admin/events). */
export interface StoredEvent {
  id: number
  title: string
  type: string
  description: string
  location: string
  startLocal: string
  timeZone: string
  durationMinutes: number
  rrule: string
  bookingLink: string
  zoomLink: string
}

export type EventPayload = Omit<StoredEvent, 'id'>

export const REPEATS = ['none', 'daily', 'weekly', 'monthly', 'custom'] as const
export type Repeat = (typeof REPEATS)[number]
export const REPEAT_LABELS: Record<Repeat, string> = {
  none: 'Does not repeat',
  daily: 'Daily',
  weekly: 'Weekly on chosen days',
  monthly: 'Monthly on the same date',
  custom: 'Custom rule (RFC 5545)',
}

export const ENDS = ['never', 'until', 'count'] as const
export type Ends = (typeof ENDS)[number]
export const ENDS_LABELS: Record<Ends, string> = { never: 'Never', until: 'On a date', count: 'After a number of times' }

/** RFC 5545 weekday codes, Sunday first like the calendar. */
export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const
export const WEEKDAY_NAMES: Record<string, string> = {
  SU: 'Sun', MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat',
}

export interface EventFormValues {
  title: string
  type: EventType
  description: string
  date: string
  startTime: string
  endTime: string
  timeZone: string
  location: string
  bookingLink: string
  zoomLink: string
  repeat: Repeat
  weekdays: string[]
  ends: Ends
  until: string
  count: string
  customRule: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

function httpsLink(v: string): boolean {
  if (v === '') return true
  try {
    const u = new URL(v)
    return u.protocol === 'https:' && u.host !== '' && v.length <= L.link
  } catch {
    return false
  }
}

function validZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return tz !== ''
  } catch {
    return false
  }
}

/** Minutes from start to end on the clock; an end at or before the start is the next day. */
export function durationBetween(start: string, end: string): number {
  const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  let d = mins(end) - mins(start)
  if (d <= 0) d += 24 * 60
  return d
}

/** The end time on the clock for a start and a duration. */
export function endTimeFor(start: string, duration: number): string {
  const total = (Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5)) + duration) % (24 * 60)
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

export const eventSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the event a title.').max(L.title, `Keep the title under ${L.title} characters.`),
    type: z.enum(EVENT_TYPES, { message: 'Choose a type.' }),
    description: z.string().max(L.description, `Keep the description under ${L.description} characters.`),
    date: z.string().regex(DATE, 'Choose the date.'),
    startTime: z.string().regex(TIME, 'Choose the start time.'),
    endTime: z.string().regex(TIME, 'Choose the end time.'),
    timeZone: z.string().refine(validZone, 'Choose a time zone.'),
    location: z.string().trim().max(L.location, `Keep the location under ${L.location} characters.`),
    bookingLink: z.string().trim().refine(httpsLink, 'Enter a full https:// address.'),
    zoomLink: z.string().trim().refine(httpsLink, 'Enter a full https:// address.'),
    repeat: z.enum(REPEATS),
    weekdays: z.array(z.string()),
    ends: z.enum(ENDS),
    until: z.string(),
    count: z.string(),
    customRule: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (TIME.test(v.startTime) && TIME.test(v.endTime)) {
      const d = durationBetween(v.startTime, v.endTime)
      if (d < L.durationMin || d > L.durationMax) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: `An event lasts at least ${L.durationMin} minutes.` })
      }
    }
    if (v.repeat === 'weekly' && v.weekdays.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'Choose at least one day.' })
    }
    if (v.repeat === 'custom' && !/^FREQ=(DAILY|WEEKLY|MONTHLY)\b/i.test(v.customRule)) {
      ctx.addIssue({ code: 'custom', path: ['customRule'], message: 'Start the rule with FREQ=DAILY, FREQ=WEEKLY or FREQ=MONTHLY.' })
    }
    if (v.repeat !== 'none' && v.repeat !== 'custom') {
      if (v.ends === 'until' && (!DATE.test(v.until) || v.until < v.date)) {
        ctx.addIssue({ code: 'custom', path: ['until'], message: 'Choose a last date on or after the first.' })
      }
      const n = Number(v.count)
      if (v.ends === 'count' && (!Number.isInteger(n) || n < 1 || n > L.count)) {
        ctx.addIssue({ code: 'custom', path: ['count'], message: `Enter a number from 1 to ${L.count}.` })
      }
    }
  })

/** The offset (ms) of a time zone from UTC at an instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0)
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(instant / 1000) * 1000
}

/** The instant of a wall-clock time ('2026-11-05T06:00' or with seconds) in a time zone. */
export function zonedToUtc(local: string, timeZone: string): Date {
  const [d = '', t = '00:00'] = local.split('T')
  const [y, mo, day] = d.split('-').map(Number)
  const [h, mi, s = 0] = t.split(':').map(Number)
  const guess = Date.UTC(y ?? 0, (mo ?? 1) - 1, day ?? 1, h ?? 0, mi ?? 0, s)
  let instant = guess - zoneOffset(guess, timeZone)
  // A second pass settles times near a daylight-saving change.
  instant = guess - zoneOffset(instant, timeZone)
  return new Date(instant)
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)
}

function icsUtc(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

function weekdayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return WEEKDAY_CODES[new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay()] ?? 'MO'
}

/** The RFC 5545 rule for the form's repeat choices ('' for a one-off). */
export function buildRule(v: EventFormValues): string {
  if (v.repeat === 'none') return ''
  if (v.repeat === 'custom') return v.customRule.trim().toUpperCase()
  const parts = [`FREQ=${v.repeat.toUpperCase()}`]
  if (v.repeat === 'weekly') {
    const days = WEEKDAY_CODES.filter((c) => v.weekdays.includes(c))
    parts.push(`BYDAY=${(days.length ? days : [weekdayOf(v.date)]).join(',')}`)
  }
  if (v.ends === 'until' && v.until) {
    // The end of the last day in the event's own time zone, written in UTC as RFC 5545 asks.
    parts.push(`UNTIL=${icsUtc(zonedToUtc(`${v.until}T23:59:59`, v.timeZone))}`)
  } else if (v.ends === 'count' && v.count) {
    parts.push(`COUNT=${Number(v.count)}`)
  }
  return parts.join(';')
}

function ruleParts(rule: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of rule.toUpperCase().split(';')) {
    const [k, val] = part.split('=')
    if (k && val !== undefined) out.set(k.trim(), val.trim())
  }
  return out
}

function parseUntil(s: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(s)
  if (!m) return undefined
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)))
}

/** The form's repeat choices for a stored rule; anything the choices cannot express stays a custom rule. */
export function parseRule(
  rule: string,
  timeZone: string,
): Pick<EventFormValues, 'repeat' | 'weekdays' | 'ends' | 'until' | 'count' | 'customRule'> {
  const none = { repeat: 'none' as Repeat, weekdays: [], ends: 'never' as Ends, until: '', count: '', customRule: '' }
  if (!rule.trim()) return none
  const p = ruleParts(rule)
  const freq = p.get('FREQ')
  const known = new Set(['FREQ', 'BYDAY', 'UNTIL', 'COUNT'])
  const simple =
    (freq === 'DAILY' || freq === 'WEEKLY' || freq === 'MONTHLY') &&
    [...p.keys()].every((k) => known.has(k) || (k === 'INTERVAL' && p.get(k) === '1')) &&
    (freq === 'WEEKLY' || !p.has('BYDAY')) &&
    (p.get('BYDAY') ?? '').split(',').every((d) => d === '' || (WEEKDAY_CODES as readonly string[]).includes(d))
  if (!simple) return { ...none, repeat: 'custom', customRule: rule }
  const until = p.get('UNTIL')
  const untilDate = until ? parseUntil(until) : undefined
  return {
    repeat: freq.toLowerCase() as Repeat,
    weekdays: p.get('BYDAY')?.split(',').filter(Boolean) ?? [],
    ends: untilDate ? 'until' : p.has('COUNT') ? 'count' : 'never',
    until: untilDate ? zonedDate(untilDate, timeZone) : '',
    count: p.get('COUNT') ?? '',
    customRule: '',
  }
}

/**
 * A new event starts in the organiser's zone (EVENTS_TIME_ZONE), whatever
 * the staff member's own: the daily sessions in it are the instants /live
 * counts down to, so the calendar and /live agree.
 */
export function defaultTimeZone(): string {
  return siteConfig().eventsTimeZone
}

export function emptyForm(date: string, timeZone = defaultTimeZone()): EventFormValues {
  return {
    title: '',
    type: 'workshop',
    description: '',
    date,
    startTime: '10:00',
    endTime: '11:00',
    timeZone,
    location: '',
    bookingLink: '',
    zoomLink: '',
    repeat: 'none',
    weekdays: [],
    ends: 'never',
    until: '',
    count: '',
    customRule: '',
  }
}

export function formFromEvent(e: StoredEvent): EventFormValues {
  const [date = '', startTime = '00:00'] = e.startLocal.split('T')
  return {
    title: e.title,
    type: (EVENT_TYPES as readonly string[]).includes(e.type) ? (e.type as EventType) : 'workshop',
    description: e.description,
    date,
    startTime,
    endTime: endTimeFor(startTime, e.durationMinutes),
    timeZone: e.timeZone,
    location: e.location,
    bookingLink: e.bookingLink,
    zoomLink: e.zoomLink,
    ...parseRule(e.rrule, e.timeZone),
  }
}

export function payloadFromForm(v: EventFormValues): EventPayload {
  return {
    title: v.title.trim(),
    type: v.type,
    description: v.description.trim(),
    location: v.location.trim(),
    startLocal: `${v.date}T${v.startTime}`,
    timeZone: v.timeZone,
    durationMinutes: durationBetween(v.startTime, v.endTime),
    rrule: buildRule(v),
    bookingLink: v.bookingLink.trim(),
    zoomLink: v.zoomLink.trim(),
  }
}

/** "Daily", "Weekly on Mon, Wed", "Monthly", with "until Jan 1, 2027" or ", 10 times". */
export function describeRule(rule: string, timeZone: string): string {
  if (!rule) return 'One-off'
  const r = parseRule(rule, timeZone)
  if (r.repeat === 'custom') return rule
  let text =
    r.repeat === 'daily'
      ? 'Daily'
      : r.repeat === 'monthly'
        ? 'Monthly'
        : `Weekly${r.weekdays.length ? ` on ${r.weekdays.map((d) => WEEKDAY_NAMES[d] ?? d).join(', ')}` : ''}`
  if (r.ends === 'until') {
    const [y, m, d] = r.until.split('-').map(Number)
    text += ` until ${new Date(y ?? 0, (m ?? 1) - 1, d ?? 1).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`
  } else if (r.ends === 'count') {
    text += `, ${r.count} times`
  }
  return text
}

/** Where an event belongs in the staff list: repeating, still to come, or over. */
export function eventGroup(e: StoredEvent, now: Date): 'recurring' | 'upcoming' | 'past' {
  if (e.rrule) return 'recurring'
  const end = zonedToUtc(e.startLocal, e.timeZone).getTime() + e.durationMinutes * 60_000
  return end > now.getTime() ? 'upcoming' : 'past'
}

/** The first start as an instant, for sorting and showing in the viewer's zone. */
export function eventStart(e: StoredEvent): Date {
  return zonedToUtc(e.startLocal, e.timeZone)
}
