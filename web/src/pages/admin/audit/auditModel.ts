import type { BadgeTone } from '../../../components/ui/badge'
import { textParam, type UrlParam, type UrlParams } from '../../../lib/urlState'
import { ADMIN_KEY } from '../adminApi'
import { personName, type TeamPerson } from '../common/teamDirectory'
import { formatDateTime, truncate } from '../leads/leadModel'
import { humanizeKey } from '../partners/partnerModel'

/** The audit log (GET /api/admin/audit): types, filters and how an entry reads. No React. */

/** One field before and after; a created object has no before, a deleted one no after. */
export interface AuditChange {
  from?: unknown
  to?: unknown
}

/** One write a member of staff made. */
export interface AuditEntry {
  id: number
  at: string
  actorId: number
  /** The person's e-mail when they made the change. */
  actor: string
  network: string
  action: string
  objectType: string
  objectId: string
  changes: Record<string, AuditChange> | null
}

export interface AuditPage {
  items: AuditEntry[]
  /** The `before` of the next page; 0 when there is none. */
  nextBefore: number
  /** Every object type the log records. */
  types: string[]
}

export interface AuditFilters {
  /** A staff id, or '' for everyone. */
  person: string
  type: string
  /** YYYY-MM-DD, inclusive, or ''. */
  from: string
  to: string
}

export const emptyAuditFilters: AuditFilters = { person: '', type: '', from: '', to: '' }

export const AUDIT_KEY = [...ADMIN_KEY, 'audit'] as const

/** True for a real calendar day written YYYY-MM-DD (the server refuses anything else). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

const staffIdParam: UrlParam<string> = { fallback: '', parse: (raw) => (/^[1-9]\d{0,15}$/.test(raw) ? raw : undefined) }
const dayParam: UrlParam<string> = { fallback: '', parse: (raw) => (isDay(raw) ? raw : undefined) }

/** The filters in the page's address (?person=&type=&from=&to=); a malformed value reads as none. */
export const AUDIT_FILTER_PARAMS: UrlParams<AuditFilters> = {
  person: staffIdParam,
  type: textParam(60),
  from: dayParam,
  to: dayParam,
}

export function isAuditFiltered(f: AuditFilters): boolean {
  return f.person !== '' || f.type !== '' || f.from !== '' || f.to !== ''
}

/** The query string of the list and the export: the filters in use, then the page's `before`. */
export function auditQueryString(f: AuditFilters, before?: number): string {
  const params = new URLSearchParams()
  if (f.person) params.set('actor', f.person)
  if (f.type) params.set('type', f.type)
  if (f.from) params.set('from', f.from)
  if (f.to) params.set('to', f.to)
  if (before) params.set('before', String(before))
  const s = params.toString()
  return s ? `?${s}` : ''
}

export function auditUrl(f: AuditFilters, before?: number): string {
  return `/api/admin/audit${auditQueryString(f, before)}`
}

export function auditExportUrl(f: AuditFilters): string {
  return `/api/admin/audit/export.csv${auditQueryString(f)}`
}

const ACTION_LABELS: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  status: 'Status changed',
  assignee: 'Assignee changed',
  approve: 'Approved',
  decline: 'Declined',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  invitation: 'Invitation sent',
  retry: 'Sent again',
  built: 'Marked built',
  'signed in': 'Signed in',
  'invitation accepted': 'Invitation accepted',
  'two-factor setup': 'Two-factor setup started',
  'two-factor on': 'Two-factor on',
  'two-factor off': 'Two-factor off',
  'new recovery codes': 'New recovery codes',
  'session ended': 'Session ended',
  'sessions ended': 'Sessions ended',
}

/** A person's own sign-in events: what they record is what the event set, with nothing before it. */
const EVENTS = new Set(['signed in', 'invitation accepted', 'two-factor on'])

/** What an action reads as: "Status changed", "Approved"; an unknown one as its own words. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? humanizeKey(action)
}

export function actionTone(action: string): BadgeTone {
  if (action === 'deleted' || action === 'decline' || action === 'deactivate') return 'danger'
  if (action === 'created' || action === 'approve' || action === 'reactivate') return 'success'
  return 'neutral'
}

/** "lead" -> "Lead", "staff member" -> "Staff member". */
export function typeLabel(type: string): string {
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : type
}

/** "Lead #12"; an object named by a key instead of a number: "Setting businesses_helped". */
export function objectLabel(entry: Pick<AuditEntry, 'objectType' | 'objectId'>): string {
  const type = typeLabel(entry.objectType)
  if (!entry.objectId) return type
  // A second factor is keyed by its account: "staff:5", "partner:9".
  const account = /^(staff|partner):(\d+)$/.exec(entry.objectId)
  if (account) return `${type} of ${account[1] === 'staff' ? 'staff member' : 'partner'} #${account[2]}`
  return /^\d+$/.test(entry.objectId) ? `${type} #${entry.objectId}` : `${type} ${entry.objectId}`
}

/** What a secret's or a token's value is logged as. */
export const SECRET = '(changed)'

/** Columns that hold a staff member's id: shown as their name. */
export const STAFF_ID_FIELDS: ReadonlySet<string> = new Set(['assigned_to', 'invited_by'])

/**
 * Names a value in the reader's words when it can (a staff id as a name, a
 * status as its label); undefined leaves it to the plain formatting. `value`
 * is null when the field was empty.
 */
export type ValueNamer = (field: string, value: unknown) => string | undefined

/** Names staff ids by the team directory: "Nobody" for none, "Member #5" for someone who left. */
export function staffNamer(people: readonly TeamPerson[] | undefined): ValueNamer {
  return (field, value) => {
    if (!STAFF_ID_FIELDS.has(field)) return undefined
    if (value === null || value === 0) return 'Nobody'
    return typeof value === 'number' ? personName(people, value) : undefined
  }
}

export const EMPTY_VALUE = 'empty'
const MAX_VALUE = 80

/** A logged value as text: dates in the reader's zone, long text cut, nothing as "empty". */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
      const when = formatDateTime(value)
      if (when !== '—') return when
    }
    return truncate(value, MAX_VALUE) || EMPTY_VALUE
  }
  return truncate(JSON.stringify(value), MAX_VALUE)
}

/**
 * One changed field as a line: 'set' (a created object's value), 'removed'
 * (a deleted object's), 'changed' (before and after), 'secret' (only that it
 * changed).
 */
export interface ChangeLine {
  field: string
  label: string
  kind: 'changed' | 'set' | 'removed' | 'secret'
  from: string
  to: string
}

/**
 * An entry's changes as lines, by label; values named by `name` when given.
 * A created object's own id is left out: the entry names the object already.
 */
export function changeLines(entry: Pick<AuditEntry, 'action' | 'changes'> & { objectId?: string }, name?: ValueNamer): ChangeLine[] {
  const text = (field: string, value: unknown) => name?.(field, value ?? null) ?? formatValue(value)
  return Object.entries(entry.changes ?? {})
    .filter(([field, c]) => !(field === 'id' && entry.action === 'created' && String(c.to) === entry.objectId))
    .map(([field, c]): ChangeLine => {
      const label = humanizeKey(field)
      if (c.to === SECRET && !('from' in c)) return { field, label, kind: 'secret', from: '', to: SECRET }
      if ((entry.action === 'created' || EVENTS.has(entry.action)) && !('from' in c)) return { field, label, kind: 'set', from: '', to: text(field, c.to) }
      if (entry.action === 'deleted' && !('to' in c)) return { field, label, kind: 'removed', from: text(field, c.from), to: '' }
      return { field, label, kind: 'changed', from: text(field, c.from), to: text(field, c.to) }
    })
    .sort((a, b) => a.label.localeCompare(b.label))
}

/** A line as one sentence of plain text ("Status: new → contacted"), for titles and tests. */
export function changeText(line: ChangeLine): string {
  switch (line.kind) {
    case 'secret':
      return `${line.label} ${SECRET}`
    case 'set':
      return `${line.label}: ${line.to}`
    case 'removed':
      return `${line.label}: ${line.from} (deleted)`
    default:
      return `${line.label}: ${line.from} → ${line.to}`
  }
}
