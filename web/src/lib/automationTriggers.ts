/**
 * The triggers that start a partner's agent or app by themselves (docs/api.md,
 * Automation runs): a signed webhook, a schedule, or a product event; how to
 * fetch them and how they read.
 */
import { apiRequest, getJSON } from './api'
import { PARTNER_KEY } from './partnerSession'
import type { Automation } from './marketApi'

export type TriggerType = 'webhook' | 'schedule' | 'event'

export interface Trigger {
  id: number
  kind: 'agent' | 'app'
  automationId: number
  type: TriggerType
  /** Fixed inputs every run it starts gets. */
  input: Record<string, string> | null
  url?: string
  secret?: string
  cron?: string
  timeZone?: string
  nextRunAt?: string | null
  event?: string
  createdAt: string
}

export interface TriggersAnswer {
  triggers: Trigger[]
  /** Each event and the inputs it fills. */
  events: Record<string, string[]>
}

export interface NewTrigger {
  type: TriggerType
  cron?: string
  event?: string
  input?: Record<string, string>
}

export const triggersKey = (a: Pick<Automation, 'kind' | 'id'>) => [...PARTNER_KEY, 'automation-triggers', a.kind, a.id] as const

export const fetchTriggers = (a: Pick<Automation, 'kind' | 'id'>) => getJSON<TriggersAnswer>(`/api/partner/automations/${a.kind}/${a.id}/triggers`)
export const addTrigger = async (a: Pick<Automation, 'kind' | 'id'>, body: NewTrigger) =>
  (await (await apiRequest('POST', `/api/partner/automations/${a.kind}/${a.id}/triggers`, body)).json()) as Trigger
export const deleteTrigger = (id: number) => apiRequest('DELETE', `/api/partner/automations/triggers/${id}`)

/** At most this many triggers an automation (the server's limit). */
export const MAX_TRIGGERS = 10

export const TRIGGER_TYPE_LABELS: Record<TriggerType, string> = { webhook: 'Webhook', schedule: 'Schedule', event: 'Event' }

/** What each kind of trigger does, in a line. */
export const TRIGGER_TYPE_HINTS: Record<TriggerType, string> = {
  webhook: 'Another service posts signed JSON to a private address.',
  schedule: 'Runs at set times, such as every weekday at 9.',
  event: 'Runs when something happens with a client.',
}

/** The events a trigger can wait for, as a person says them. */
export const EVENT_LABELS: Record<string, string> = {
  'client.message': 'A client sends a message',
  'deliverable.approved': 'A client approves a deliverable',
}

export function eventLabel(event: string | undefined): string {
  return (event && EVENT_LABELS[event]) || event || 'An event'
}

/** Cron examples under the schedule field. */
export const CRON_EXAMPLES: { cron: string; says: string }[] = [
  { cron: '0 9 * * 1-5', says: 'every weekday at 9:00' },
  { cron: '@hourly', says: 'every hour' },
  { cron: '*/15 * * * *', says: 'every 15 minutes' },
  { cron: '0 8 1 * *', says: 'on the 1st of each month at 8:00' },
]

/** "Mon 30 Nov, 09:00" in the reader's own time zone (or the one given). */
export function localWhen(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const opts = { timeZone, hourCycle: 'h23' } as const
  const day = d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', ...opts })
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', ...opts })
  return `${day.replace(',', '')}, ${time}`
}

/** A trigger as its list line says it: its title and the detail under it. */
export function triggerTitle(t: Pick<Trigger, 'type' | 'event' | 'cron'>): string {
  switch (t.type) {
    case 'webhook':
      return 'Webhook'
    case 'schedule':
      return `Schedule: ${t.cron ?? ''}`.trim()
    case 'event':
      return eventLabel(t.event)
  }
}

/** The schedule's time zone and next run, or what an event or webhook fills. */
export function triggerDetail(t: Pick<Trigger, 'type' | 'timeZone' | 'nextRunAt' | 'event'>, events: Record<string, string[]> = {}): string {
  switch (t.type) {
    case 'webhook':
      return "Each field of the posted JSON object whose name an input can take fills that input."
    case 'schedule': {
      const next = localWhen(t.nextRunAt)
      return [`Read in ${t.timeZone || 'UTC'}`, next ? `Next run ${next}` : 'No next run'].join(' · ')
    }
    case 'event': {
      const fills = t.event ? events[t.event] : undefined
      return fills?.length ? `Fills ${fills.join(' and ')}.` : ''
    }
  }
}

/** "client_name = Acme, topic = pricing", or "" without fixed inputs. */
export function inputsText(input: Record<string, string> | null | undefined): string {
  return Object.entries(input ?? {})
    .map(([k, v]) => `${k} = ${v}`)
    .join(', ')
}

export interface InputRow {
  name: string
  value: string
}

/** The form's rows as a trigger's fixed inputs: named rows only, trimmed names. */
export function rowsInput(rows: InputRow[]): Record<string, string> {
  const input: Record<string, string> = {}
  for (const r of rows) {
    const name = r.name.trim()
    if (name) input[name] = r.value
  }
  return input
}

const INPUT_NAME = /^[a-z][a-z0-9_]{0,39}$/

/** What is wrong with a fixed input's name, or undefined. */
export function inputNameProblem(name: string, others: string[]): string | undefined {
  const n = name.trim()
  if (n === '') return undefined
  if (!INPUT_NAME.test(n)) return 'Use lower-case letters, digits and _, starting with a letter (client_name).'
  if (others.includes(n)) return 'This input is named twice.'
  return undefined
}

/** The request for a new trigger of the chosen type: only its own fields. */
export function newTrigger(type: TriggerType, values: { cron: string; event: string; rows: InputRow[] }): NewTrigger {
  const input = rowsInput(values.rows)
  const body: NewTrigger = { type }
  if (type === 'schedule') body.cron = values.cron.trim()
  if (type === 'event') body.event = values.event
  if (Object.keys(input).length > 0) body.input = input
  return body
}
