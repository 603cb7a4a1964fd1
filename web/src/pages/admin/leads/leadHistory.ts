import { actionLabel, staffNamer, type ValueNamer } from '../audit/auditModel'
import type { TeamPerson } from '../common/teamDirectory'
import { labelOf, STATUS_LABELS } from './leadModel'

/** A lead's history names values as its detail does: "Contacted", not "contacted"; a staff id as the person. */
export function leadNamer(people: readonly TeamPerson[] | undefined): ValueNamer {
  const staff = staffNamer(people)
  return (field, value) => (field === 'status' && typeof value === 'string' ? labelOf(STATUS_LABELS, value) : staff(field, value))
}

/** What a history entry says the person did: "changed the status", "changed the assignee". */
export function historyVerb(action: string): string {
  if (action === 'status') return 'changed the status'
  if (action === 'assignee') return 'changed the assignee'
  return actionLabel(action).toLowerCase()
}
