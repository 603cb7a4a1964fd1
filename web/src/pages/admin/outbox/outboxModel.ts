import type { BadgeTone } from '../../../components/ui/badge'
import { oneOf, type UrlParams } from '../../../lib/urlState'
import { ADMIN_KEY } from '../adminApi'

/** Statuses of an outbox message (GET /api/admin/outbox). failed retries later; dead gave up. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dead'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** The filters staff pick from; sending is brief and shows under All. */
export const STATUS_FILTERS = ['pending', 'sent', 'failed', 'dead'] as const satisfies readonly OutboxStatus[]

export const OUTBOX_KINDS = ['email', 'webhook'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

export const KIND_LABELS: Record<OutboxKind, string> = { email: 'E-mails', webhook: 'Webhooks' }

export const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  dead: 'Dead',
}

const STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  pending: 'neutral',
  sending: 'brand',
  sent: 'success',
  failed: 'warning',
  dead: 'danger',
}

export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status as OutboxStatus] ?? 'neutral'
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as OutboxStatus] ?? status
}

export interface Rendered {
  subject: string
  text: string
  html: string
  /** Why the reader gets it: the last line of both parts. */
  why: string
  /** Where answers go, when not to the sender. */
  replyTo?: string
  /** Marked Auto-Submitted (no person wrote it). */
  automatic: boolean
}

export interface OutboxMessage {
  id: number
  messageId: string
  kind: OutboxKind
  event: string
  recipient: string
  endpointId: number | null
  status: OutboxStatus
  attempts: number
  lastError: string
  nextAttemptAt: string
  createdAt: string
  sentAt: string | null
  subject: string
  rendered?: Rendered
  payload?: unknown
}

export interface OutboxPage {
  mailConfigured: boolean
  messages: OutboxMessage[]
  nextBefore: number | null
  counts: Record<OutboxStatus, number>
  /** Messages the worker still has to send now. */
  delivering: number
}

export interface OutboxFilters {
  status: '' | OutboxStatus
  kind: '' | OutboxKind
}

export const OUTBOX_KEY = [...ADMIN_KEY, 'outbox'] as const

/** How often the list refreshes while the worker still has messages to send. */
export const REFRESH_MS = 3000

/** The filters in the page's address (?status=&kind=); an unknown value reads as none. */
export const OUTBOX_FILTER_PARAMS: UrlParams<OutboxFilters> = {
  status: oneOf(OUTBOX_STATUSES, ''),
  kind: oneOf(OUTBOX_KINDS, ''),
}

export function outboxUrl(filters: OutboxFilters, before?: number): string {
  const p = new URLSearchParams()
  if (filters.status) p.set('status', filters.status)
  if (filters.kind) p.set('kind', filters.kind)
  if (before) p.set('before', String(before))
  const q = p.toString()
  return q ? `/api/admin/outbox?${q}` : '/api/admin/outbox'
}

/** Staff may send again what failed or gave up. */
export function canRetry(status: string): boolean {
  return status === 'failed' || status === 'dead'
}

export function totalOf(counts: Partial<Record<OutboxStatus, number>> | undefined): number {
  if (!counts) return 0
  return OUTBOX_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0)
}

/**
 * What the "next attempt" column says: nothing once sent or dead, a wait
 * for a mail server when e-mails cannot go out, else when.
 */
export function nextAttemptText(m: Pick<OutboxMessage, 'status' | 'kind' | 'nextAttemptAt'>, mailConfigured: boolean, now = Date.now()): string {
  if (m.status === 'sent' || m.status === 'dead') return ''
  if (m.kind === 'email' && !mailConfigured) return 'Waiting for a mail server'
  if (m.status === 'sending') return 'Now'
  return relativeTime(m.nextAttemptAt, now)
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

/** "in 5 minutes", "2 hours ago"; "now" within ten seconds. */
export function relativeTime(iso: string, now = Date.now()): string {
  const t = new Date(iso).getTime()
  if (Number.isNaN(t)) return ''
  const seconds = Math.round((t - now) / 1000)
  if (Math.abs(seconds) < 10) return 'now'
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ]
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit)
  }
  return 'now'
}

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d)
}

/** Where a message goes: the e-mail address, or the endpoint's URL when it is known. */
export function destinationOf(m: Pick<OutboxMessage, 'kind' | 'recipient' | 'endpointId'>, endpoints: ReadonlyMap<number, string>): string {
  if (m.kind === 'email') return m.recipient
  if (m.endpointId === null) return 'Unknown endpoint'
  return endpoints.get(m.endpointId) ?? `Endpoint #${m.endpointId} (deleted)`
}
