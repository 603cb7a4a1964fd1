import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'

/** The partner's promises to clients (docs/api.md, "Promises to clients"). Pure: types, rules, formatting. */

export interface SlaSettings {
  timeZone: string
  /** "09:00" */
  open: string
  /** "17:00"; "24:00" for midnight */
  close: string
  /** 0 Sunday to 6 Saturday */
  days: number[]
  replyHours: number
  /** Working hours a client has to review a submitted deliverable, unless the project says otherwise. */
  reviewHours: number
}

export type TimerState = 'on-time' | 'at-risk' | 'breached'

/** What a clock times: the partner's first reply or milestone, or the client's review of a deliverable. */
export type TimerKind = 'first_reply' | 'milestone' | 'deliverable_review'

/** What a running clock waits for, in a line of the dashboard. */
export function timerTitle(t: Pick<SlaTimer, 'kind' | 'clientName' | 'subject'>): string {
  const client = t.clientName || 'A client'
  if (t.kind === 'milestone') return `Milestone: ${t.subject}`
  if (t.kind === 'deliverable_review') return `${client} reviews ${t.subject}`
  return `Reply to ${client}`
}

export interface SlaTimer {
  id: number
  clientId: number
  clientName: string
  kind: TimerKind
  /** "Milestone (Project)" or "Deliverable (Project)"; "" for a first reply. */
  subject: string
  startedAt: string
  dueAt: string
  state: TimerState
  /** Working minutes left; 0 once breached. */
  leftMinutes: number
}

export interface SlaHealth {
  settings: SlaSettings
  onTime: number
  atRisk: number
  breached: number
  met30: number
  late30: number
  running: SlaTimer[]
}

export const SLA_KEY = ['partner', 'sla'] as const

/** The server's bounds on the first-reply promise, in working hours (rules.json, from internal/sla). */
export const REPLY_HOURS_MIN = RULES.sla.replyHoursMin
export const REPLY_HOURS_MAX = RULES.sla.replyHoursMax
export const REVIEW_HOURS_MIN = RULES.sla.reviewHoursMin
export const REVIEW_HOURS_MAX = RULES.sla.reviewHoursMax

/** "48" as whole working hours within [min, max], with the message to show when not. */
export const workingHoursField = (min: number, max: number, outOfRange: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `Enter a whole number of hours from ${min} to ${max}.`)
    .refine((v) => Number(v) >= min && Number(v) <= max, { message: outOfRange })

/** The week as the form shows it, Monday first; values are the server's (0 Sunday). */
export const WEEKDAYS = [
  { value: 1, short: 'Mon', label: 'Monday' },
  { value: 2, short: 'Tue', label: 'Tuesday' },
  { value: 3, short: 'Wed', label: 'Wednesday' },
  { value: 4, short: 'Thu', label: 'Thursday' },
  { value: 5, short: 'Fri', label: 'Friday' },
  { value: 6, short: 'Sat', label: 'Saturday' },
  { value: 0, short: 'Sun', label: 'Sunday' },
] as const

/** Zones most partners work in; the browser's own and the saved one join them (zoneOptions). */
export const COMMON_TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Europe/Athens',
  'Europe/Istanbul',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Africa/Nairobi',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Manila',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Perth',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const

/** The browser's own time zone, or undefined where it cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/** The select's zones: the common ones, the browser's (marked) and the saved one, each once, in order of the list, extras first. */
export function zoneOptions(saved: string | undefined, browser: string | undefined): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = []
  const seen = new Set<string>()
  const add = (zone: string | undefined, label?: string) => {
    if (!zone || seen.has(zone)) return
    seen.add(zone)
    options.push({ value: zone, label: label ?? zone.replace(/_/g, ' ') })
  }
  add(browser, browser ? `${browser.replace(/_/g, ' ')} (this device)` : undefined)
  add(saved)
  for (const zone of COMMON_TIME_ZONES) add(zone)
  return options
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

function minutes(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}

/** A closing time of 00:00 is midnight at the end of the day: the server's "24:00". */
export function closeForServer(close: string): string {
  return close === '00:00' ? '24:00' : close
}

/** The time input's value of the server's closing time ("24:00" shows as 00:00). */
export function closeForInput(close: string): string {
  return close === '24:00' ? '00:00' : close
}

/** The settings form: native inputs keep text, the days are the ticked boxes' values. */
export const slaSchema = z
  .object({
    timeZone: z.string().min(1, 'Choose a time zone.'),
    open: z.string().regex(TIME, 'Enter the time you start, such as 09:00.'),
    close: z.string().regex(TIME, 'Enter the time you stop, such as 17:00.'),
    days: z.array(z.string()).min(1, 'Choose at least one working day.'),
    replyHours: workingHoursField(REPLY_HOURS_MIN, REPLY_HOURS_MAX, `Promise a first reply within ${REPLY_HOURS_MIN} to ${REPLY_HOURS_MAX} working hours.`),
    reviewHours: workingHoursField(
      REVIEW_HOURS_MIN,
      REVIEW_HOURS_MAX,
      `Give clients ${REVIEW_HOURS_MIN} to ${REVIEW_HOURS_MAX} working hours to review a deliverable.`,
    ),
  })
  .refine((v) => !TIME.test(v.open) || !TIME.test(v.close) || v.close === '00:00' || minutes(v.close) > minutes(v.open), {
    path: ['close'],
    message: 'Enter a closing time after the opening time.',
  })

export type SlaFormValues = z.input<typeof slaSchema>

/** The form's starting values from saved settings. */
export function toFormValues(s: SlaSettings): SlaFormValues {
  return {
    timeZone: s.timeZone,
    open: s.open,
    close: closeForInput(s.close),
    days: s.days.map(String),
    replyHours: String(s.replyHours),
    reviewHours: String(s.reviewHours),
  }
}

/** The PUT body of checked form values. */
export function toSettings(v: SlaFormValues): SlaSettings {
  const days = [...new Set(v.days.map(Number))].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b)
  return {
    timeZone: v.timeZone,
    open: v.open,
    close: closeForServer(v.close),
    days,
    replyHours: Number(v.replyHours.trim()),
    reviewHours: Number(v.reviewHours.trim()),
  }
}

/** "3 h 20 min left", "45 min left", or "Overdue". */
export function timeLeft(timer: Pick<SlaTimer, 'state' | 'leftMinutes'>): string {
  if (timer.state === 'breached' || timer.leftMinutes <= 0) return 'Overdue'
  const h = Math.floor(timer.leftMinutes / 60)
  const m = timer.leftMinutes % 60
  if (h === 0) return `Due in ${m} working min`
  return m === 0 ? `Due in ${h} working h` : `Due in ${h} working h ${m} min`
}
