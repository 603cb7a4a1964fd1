import { describe, expect, it } from 'vitest'
import { changeLines, changeText } from '../audit/auditModel'
import { historyVerb, leadNamer } from './leadHistory'

describe("a lead's history", () => {
  const namer = leadNamer([{ id: 3, name: 'Sam Sales', email: 'sam@example.com', role: 'editor', active: true }])

  it('shows statuses by their labels and assignees by name', () => {
    expect(changeLines({ action: 'status', changes: { status: { from: 'new', to: 'qualified' } } }, namer).map(changeText)).toEqual([
      'Status: New → Qualified',
    ])
    expect(changeLines({ action: 'assignee', changes: { assigned_to: { to: 3 } } }, namer).map(changeText)).toEqual([
      'Assigned to: Nobody → Sam Sales',
    ])
  })

  it('says what the person did', () => {
    expect(historyVerb('status')).toBe('changed the status')
    expect(historyVerb('assignee')).toBe('changed the assignee')
    expect(historyVerb('updated')).toBe('updated')
  })
})
