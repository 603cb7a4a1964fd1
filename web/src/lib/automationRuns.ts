/**
 * Runs of a partner's automations (docs/api.md, Partner tools: Automation
 * runs): the answers, how to fetch them, and the pure rules of the screens
 * (a prompt's named inputs, how figures read).
 */
import { apiRequest, getJSON } from './api'
import { PARTNER_KEY } from './partnerSession'
import type { Automation } from './marketApi'

export type RunStatus = 'pending' | 'running' | 'succeeded' | 'failed' | 'refused'

export interface RunStep {
  name: string
  type: string
  output: string
  tokens: number
  durationMs: number
  error?: string
  /** An HTTP step's answer code. */
  status?: number
}

/** One execution of an automation. */
export interface Run {
  id: number
  kind: 'agent' | 'app'
  automationId: number
  automationName: string
  trigger: string
  input: Record<string, string>
  output: string
  steps: RunStep[] | null
  status: RunStatus
  error?: string
  model?: string
  promptTokens: number
  completionTokens: number
  tokens: number
  /** US dollars; null when the model has no price. */
  cost: number | null
  durationMs: number
  attempts: number
  rerunOf: number | null
  queuedAt: string
  startedAt: string | null
  completedAt: string | null
  nextAttemptAt: string | null
}

export interface Usage {
  month: string
  runs: number
  failed: number
  tokens: number
  cost: number
  unpricedRuns: number
  tokenBudget: number
  limits: { runsPerMinute: number; concurrent: number; monthlyTokens: number; maxAttempts: number }
  model: { source: 'own' | 'site' | 'none'; url?: string }
}

export interface ModelEndpoint {
  url: string
  hasKey: boolean
  updatedAt: string
}

export interface EndpointAnswer {
  endpoint: ModelEndpoint | null
  canStoreKeys: boolean
}

export const RUNS_KEY = [...PARTNER_KEY, 'automation-runs'] as const
export const runKey = (id: number) => [...RUNS_KEY, 'run', id] as const
export const runsListKey = (automation: string) => [...RUNS_KEY, 'list', automation] as const
export const USAGE_KEY = [...PARTNER_KEY, 'automation-usage'] as const
export const ENDPOINT_KEY = [...PARTNER_KEY, 'automation-endpoint'] as const
export const RUNS_BASE = '/api/partner/automations/runs'

async function json<T>(res: Promise<Response>): Promise<T> {
  return (await (await res).json()) as T
}

export const startRun = (a: Pick<Automation, 'kind' | 'id'>, input: Record<string, string>) =>
  json<Run>(apiRequest('POST', `/api/partner/automations/${a.kind}/${a.id}/runs`, { input }))
export const fetchRun = (id: number, signal?: AbortSignal) => getJSON<Run>(`${RUNS_BASE}/${id}`, signal)
export const rerun = (id: number) => json<Run>(apiRequest('POST', `${RUNS_BASE}/${id}/rerun`))
export const fetchUsage = () => getJSON<Usage>('/api/partner/automations/usage')
export const fetchEndpoint = () => getJSON<EndpointAnswer>('/api/partner/automations/endpoint')
export const saveEndpoint = (body: { url: string; apiKey: string; clearKey: boolean }) =>
  json<EndpointAnswer>(apiRequest('PUT', '/api/partner/automations/endpoint', body))
export const removeEndpoint = () => json<EndpointAnswer>(apiRequest('DELETE', '/api/partner/automations/endpoint'))

/** A named input in a prompt: {{client_name}} (the server's rule). */
const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]{0,39})\s*\}\}/g

/** The names a prompt's placeholders ask for, in order, once each. */
export function promptInputs(prompt: string | undefined): string[] {
  const names: string[] = []
  for (const m of (prompt ?? '').matchAll(PLACEHOLDER)) {
    const name = m[1]
    if (name && !names.includes(name)) names.push(name)
  }
  return names
}

/** A run input an app's step reads: {{input.client_name}} (the server's rule). */
const APP_INPUT = /\{\{\s*input\.([a-z][a-z0-9_]{0,39})\s*\}\}/g

/** Every text inside a value, depth first (a step's fields, its input map, its condition). */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const v of value) texts(v, out)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) texts(v, out)
  return out
}

/** The run inputs an app's workflow reads ({{input.x}} in its steps' texts), in order, once each. */
export function appInputs(workflow: unknown): string[] {
  const steps = workflow && typeof workflow === 'object' ? (workflow as { steps?: unknown }).steps : undefined
  if (!Array.isArray(steps)) return []
  const names: string[] = []
  for (const text of texts(steps)) {
    for (const m of text.matchAll(APP_INPUT)) {
      const name = m[1]
      if (name && !names.includes(name)) names.push(name)
    }
  }
  return names
}

/** Whether an app's workflow calls one of the partner's agents (and so needs a model). */
export function callsAgent(workflow: unknown): boolean {
  const steps = workflow && typeof workflow === 'object' ? (workflow as { steps?: unknown }).steps : undefined
  return Array.isArray(steps) && steps.some((s) => s && typeof s === 'object' && (s as { type?: unknown }).type === 'agent')
}

/** The input that is sent as the user's message when the prompt does not use it. */
export const MESSAGE_INPUT = 'message'

/**
 * A Test Run's fields: one per named input (each required), and for an agent
 * an optional message when the prompt does not name one.
 */
export function runFields(prompt: string | undefined): { required: string[]; message: boolean } {
  const required = promptInputs(prompt)
  return { required, message: !required.includes(MESSAGE_INPUT) }
}

/** A Test Run's fields for either kind: an agent's from its prompt, an app's from its workflow (no extra message). */
export function automationFields(a: Pick<Automation, 'kind' | 'prompt' | 'workflow'>): { required: string[]; message: boolean } {
  return a.kind === 'agent' ? runFields(a.prompt) : { required: appInputs(a.workflow), message: false }
}

/** The input to send: the required values as typed, the message only when there is one. */
export function runInput(values: Record<string, string | undefined>, fields: { required: string[]; message: boolean }): Record<string, string> {
  const input: Record<string, string> = {}
  for (const name of fields.required) input[name] = values[name] ?? ''
  const message = values[MESSAGE_INPUT]?.trim()
  if (fields.message && message) input[MESSAGE_INPUT] = values[MESSAGE_INPUT] ?? ''
  return input
}

/** "client_name" as a label: "Client name". */
export function inputLabel(name: string): string {
  const words = name.replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Pending or running: a worker has yet to finish it. */
export function isActive(run: Pick<Run, 'status'>): boolean {
  return run.status === 'pending' || run.status === 'running'
}

/** A pending run that failed once and waits to try again. */
export function isRetrying(run: Pick<Run, 'status' | 'error' | 'nextAttemptAt'>): boolean {
  return run.status === 'pending' && !!run.error && !!run.nextAttemptAt
}

/** A pending app run that has taken steps and rests at a wait step until nextAttemptAt. */
export function isWaiting(run: Pick<Run, 'status' | 'error' | 'nextAttemptAt'> & { steps?: Run['steps'] }): boolean {
  return run.status === 'pending' && !run.error && !!run.nextAttemptAt && (run.steps?.length ?? 0) > 0
}

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  pending: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refused: 'Refused',
}

export const RUN_STATUS_TONES = { pending: 'neutral', running: 'brand', succeeded: 'success', failed: 'danger', refused: 'warning' } as const

/** A run's status as a badge says it; a run waiting to retry, or at a wait step, says so. */
export function statusLabel(run: Pick<Run, 'status' | 'error' | 'nextAttemptAt'> & { steps?: Run['steps'] }): string {
  return isRetrying(run) ? 'Retrying' : isWaiting(run) ? 'Waiting' : RUN_STATUS_LABELS[run.status]
}

export const STATUS_FILTERS = (['succeeded', 'failed', 'refused', 'pending', 'running'] as const).map((s) => ({ value: s, label: RUN_STATUS_LABELS[s] }))
/** What started a run: a Test Run (or its Re-Run), a webhook, a schedule or an event. */
export const TRIGGER_LABELS: Record<string, string> = { manual: 'Test run', webhook: 'Webhook', schedule: 'Schedule', event: 'Event' }
export const TRIGGER_FILTERS = [
  { value: 'manual', label: 'Test runs' },
  { value: 'webhook', label: 'Webhooks' },
  { value: 'schedule', label: 'Schedules' },
  { value: 'event', label: 'Events' },
]
export const DAY_FILTERS = [
  { value: '1', label: 'Last 24 hours' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
]

/**
 * Dollars to four significant places at most, never fewer than two decimals:
 * "$0.000036", "$0.0012", "$1.25". Null is unknown, never $0.
 */
export function costText(cost: number | null | undefined): string {
  if (cost === null || cost === undefined || !Number.isFinite(cost)) return 'Cost unknown'
  if (cost === 0) return '$0.00'
  if (cost >= 0.01) return `$${cost.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  // Enough decimals for two significant digits.
  const decimals = Math.min(8, Math.max(2, 1 - Math.floor(Math.log10(cost))))
  return `$${cost.toFixed(decimals).replace(/(\.\d*?[1-9])0+$/, '$1')}`
}

/** "850 ms", "1.2 s", "2 min 5 s". */
export function durationText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || ms < 0) return '—'
  if (ms < 1000) return `${Math.round(ms)} ms`
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)} min ${whole % 60} s`
}

/** "1,234". */
export function tokensText(n: number): string {
  return new Intl.NumberFormat('en-US').format(n)
}

/** The host of an endpoint's address, for a line of text ("api.openai.com"). */
export function endpointHost(url: string | undefined): string {
  if (!url) return ''
  try {
    return new URL(url).host || url
  } catch {
    return url
  }
}

/** "2026-11" as "November 2026". */
export function monthName(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month)
  if (!m) return month
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1))
  return d.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** The share of the month's token budget used, 0 to 100 (0 without a budget). */
export function budgetShare(tokens: number, budget: number): number {
  if (budget <= 0) return 0
  return Math.min(100, Math.max(0, (tokens / budget) * 100))
}

/** The token bar's colour: red from 90% of the budget, amber from 75%, else green. */
export function budgetTone(share: number): 'success' | 'warning' | 'danger' {
  return share >= 90 ? 'danger' : share >= 75 ? 'warning' : 'success'
}

/** The history's filters for one automation: its kind and id, and the chosen status, trigger and days. */
export function runFilters(a: Pick<Automation, 'kind' | 'id'>, f: { status: string; trigger: string; days: string }): Record<string, string> {
  return { automation: `${a.kind}:${a.id}`, status: f.status, trigger: f.trigger, days: f.days }
}
