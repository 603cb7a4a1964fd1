import { describe, expect, it } from 'vitest'
import { readUrlState } from '../../../lib/urlState'
import type { TeamPerson } from '../common/teamDirectory'
import {
  actionLabel,
  actionTone,
  AUDIT_FILTER_PARAMS,
  auditExportUrl,
  auditQueryString,
  auditUrl,
  changeLines,
  changeText,
  emptyAuditFilters,
  formatValue,
  isAuditFiltered,
  isDay,
  objectLabel,
  staffNamer,
  typeLabel,
} from './auditModel'

const people: TeamPerson[] = [
  { id: 1, name: 'Olive Owner', email: 'owner@example.com', role: 'owner', active: true },
  { id: 2, name: '', email: 'ed@example.com', role: 'editor', active: true },
  { id: 4, name: 'Lee Left', email: 'lee@example.com', role: 'viewer', active: false },
]

describe('audit filters to query string', () => {
  it('is empty with no filters', () => {
    expect(auditQueryString(emptyAuditFilters)).toBe('')
    expect(auditUrl(emptyAuditFilters)).toBe('/api/admin/audit')
    expect(auditExportUrl(emptyAuditFilters)).toBe('/api/admin/audit/export.csv')
    expect(isAuditFiltered(emptyAuditFilters)).toBe(false)
  })

  it('sends the person as actor, the type encoded, the days, then the page', () => {
    const f = { person: '7', type: 'staff member', from: '2026-03-01', to: '2026-03-31' }
    expect(auditUrl(f)).toBe('/api/admin/audit?actor=7&type=staff+member&from=2026-03-01&to=2026-03-31')
    expect(auditUrl(f, 120)).toBe('/api/admin/audit?actor=7&type=staff+member&from=2026-03-01&to=2026-03-31&before=120')
    expect(isAuditFiltered({ ...emptyAuditFilters, to: '2026-03-31' })).toBe(true)
  })

  it('exports the same filters, never the page', () => {
    expect(auditExportUrl({ ...emptyAuditFilters, type: 'lead', person: '1' })).toBe('/api/admin/audit/export.csv?actor=1&type=lead')
  })

  it('reads filters from a URL and drops malformed ones', () => {
    const read = (search: string) => readUrlState(new URLSearchParams(search), AUDIT_FILTER_PARAMS)
    expect(read('person=3&type=lead&from=2026-01-05&to=2026-02-28')).toEqual({ person: '3', type: 'lead', from: '2026-01-05', to: '2026-02-28' })
    expect(read('person=abc&from=2026-02-30&to=5.3.2026')).toEqual(emptyAuditFilters)
    expect(read('person=0').person).toBe('')
  })

  it('knows a real day from a lookalike', () => {
    expect(isDay('2024-02-29')).toBe(true)
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2026-1-05')).toBe(false)
    expect(isDay('')).toBe(false)
  })
})

describe('how an entry reads', () => {
  it('names actions, their tone and the object', () => {
    expect(actionLabel('status')).toBe('Status changed')
    expect(actionLabel('approve')).toBe('Approved')
    expect(actionLabel('sessions ended')).toBe('Sessions ended')
    expect(actionLabel('two-factor on')).toBe('Two-factor on')
    expect(actionTone('deleted')).toBe('danger')
    expect(actionTone('created')).toBe('success')
    expect(actionTone('status')).toBe('neutral')
    expect(typeLabel('staff member')).toBe('Staff member')
    expect(objectLabel({ objectType: 'lead', objectId: '12' })).toBe('Lead #12')
    expect(objectLabel({ objectType: 'setting', objectId: 'businesses_helped' })).toBe('Setting businesses_helped')
  })

  it('shows a change as field: from → to, by label', () => {
    const lines = changeLines({ action: 'status', changes: { status: { from: 'new', to: 'contacted' }, company_name: { from: 'A', to: '' } } })
    expect(lines.map(changeText)).toEqual(['Company name: A → empty', 'Status: new → contacted'])
  })

  it('names staff ids, and nobody, through the team', () => {
    const namer = staffNamer(people)
    const text = (changes: Record<string, { from?: unknown; to?: unknown }>) => changeLines({ action: 'assignee', changes }, namer).map(changeText)
    expect(text({ assigned_to: { to: 1 } })).toEqual(['Assigned to: Nobody → Olive Owner'])
    expect(text({ assigned_to: { from: 1, to: 2 } })).toEqual(['Assigned to: Olive Owner → ed@example.com'])
    expect(text({ assigned_to: { from: 9 } })).toEqual(['Assigned to: Member #9 → Nobody'])
    expect(text({ assigned_to: { from: 4 } })).toEqual(['Assigned to: Lee Left (deactivated) → Nobody'])
  })

  it('shows a secret only as changed, a created object its values, a deleted one what it had', () => {
    expect(changeLines({ action: 'updated', changes: { secret: { to: '(changed)' } } }).map(changeText)).toEqual(['Secret (changed)'])
    const created = changeLines({ action: 'created', changes: { url: { to: 'https://example.com/hook' }, active: { to: true } } })
    expect(created.map((l) => l.kind)).toEqual(['set', 'set'])
    expect(created.map(changeText)).toEqual(['Active: yes', 'Url: https://example.com/hook'])
    expect(changeLines({ action: 'deleted', changes: { title: { from: 'Demo day' } } }).map(changeText)).toEqual(['Title: Demo day (deleted)'])
    expect(changeLines({ action: 'status', changes: null })).toEqual([])
    // A created object's own id is the entry's object already.
    const invitation = changeLines({ action: 'created', objectId: '4', changes: { id: { to: 4 }, invited_by: { to: 1 } } }, staffNamer(people))
    expect(invitation.map(changeText)).toEqual(['Invited by: Olive Owner'])
  })

  it('reads a sign-in event as what it set, and names its action', () => {
    const signedIn = changeLines({ action: 'signed in', changes: { method: { to: 'password and recovery code' } } })
    expect(signedIn.map(changeText)).toEqual(['Method: password and recovery code'])
    expect(actionLabel('new recovery codes')).toBe('New recovery codes')
    expect(objectLabel({ objectType: 'second factor', objectId: 'staff:5' })).toBe('Second factor of staff member #5')
  })

  it('formats values: empty, numbers, long text, times, objects', () => {
    expect(formatValue(null)).toBe('empty')
    expect(formatValue('')).toBe('empty')
    expect(formatValue(42)).toBe('42')
    expect(formatValue(false)).toBe('no')
    expect(formatValue('x'.repeat(200)).length).toBeLessThanOrEqual(80)
    expect(formatValue('2026-03-04T14:05:09.123Z')).toMatch(/^Mar [45], 2026/)
    expect(formatValue({ a: 1 })).toBe('{"a":1}')
  })
})
