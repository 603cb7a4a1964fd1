import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import { amountField } from '../../../lib/amountField'
import { centsFromText } from '../../../lib/money'

/** The New Project dialog and project display (spec sections 3-5). Pure rules, no React. */

const L = RULES.partners

/** Spec section 5: the four status choices of a new project; planning is the default. */
export const NEW_PROJECT_STATUSES = [
  { value: 'planning', label: 'Planning' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'review', label: 'Review' },
  { value: 'completed', label: 'Completed' },
] as const

/** Every status a project can have (on-hold is set by an edit), for badges and the filter. */
export const PROJECT_STATUSES = [...NEW_PROJECT_STATUSES, { value: 'on-hold', label: 'On Hold' }] as const

export type NewProjectStatus = (typeof NEW_PROJECT_STATUSES)[number]['value']

export function projectStatusLabel(status: string): string {
  return PROJECT_STATUSES.find((s) => s.value === status)?.label ?? status
}

export type Tone = 'brand' | 'success' | 'neutral' | 'danger' | 'warning'

export function projectStatusTone(status: string): Tone {
  switch (status) {
    case 'completed':
      return 'success'
    case 'review':
      return 'warning'
    case 'in-progress':
      return 'brand'
    case 'on-hold':
      return 'danger'
    default:
      return 'neutral'
  }
}

/**
 * The budget in dollars as the API's number: empty is 0 (spec section 5);
 * text that is not an amount is refused by the form before it gets here.
 */
export function budgetValue(input: string): number {
  const cents = centsFromText(input) ?? 0
  return Number.isNaN(cents) ? 0 : cents / 100
}

export const newProjectSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a project title.').max(L.title),
  clientName: z.string().trim().min(1, "Please enter the client's name.").max(L.name),
  description: z.string().trim().max(L.text),
  budget: amountField(0, RULES.money.maxCents),
  deadline: z.string(),
  status: z.enum(['planning', 'in-progress', 'review', 'completed']),
})
export type NewProjectValues = z.input<typeof newProjectSchema>

export const emptyNewProject: NewProjectValues = {
  title: '',
  clientName: '',
  description: '',
  budget: '',
  deadline: '',
  status: 'planning',
}

/** Spec section 5: Create is disabled while pending or when title or client name is empty. */
export function canCreateProject(values: Pick<NewProjectValues, 'title' | 'clientName'>, pending: boolean): boolean {
  return !pending && values.title.trim() !== '' && values.clientName.trim() !== ''
}

/**
 * The body of POST /api/partner-projects. A client name that is one of the
 * partner's clients links the project to that client (so a portal link can
 * show it); the server takes the partner from the session, not the body.
 */
export function newProjectPayload(
  values: NewProjectValues,
  clients: readonly { id: number; name: string }[],
): Record<string, unknown> {
  const name = values.clientName.trim()
  const client = clients.find((c) => c.name.trim().toLowerCase() === name.toLowerCase())
  return {
    title: values.title.trim(),
    clientName: name,
    ...(client ? { clientId: client.id } : {}),
    description: values.description.trim(),
    budget: budgetValue(values.budget),
    deadline: values.deadline || null,
    status: values.status,
  }
}

/** The status filter of the Projects tab: 'all' or one status, as the API's ?status=. */
export function projectsUrl(filter: string): string {
  return filter === 'all' ? '/api/partner-projects' : `/api/partner-projects?status=${encodeURIComponent(filter)}`
}
