import { apiErrorMessage } from './api'
import { RULES } from './rules'

/** Query keys (the URL is the key; the default query function fetches it). */
export const BOARD_QUERY_KEY = ['/api/public-requests'] as const
export const VOTED_QUERY_KEY = ['/api/public-requests/voted'] as const

/** Public request types, in the order the form offers them (feature is the default). */
export type RequestType = 'feature' | 'bug' | 'idea'
/** Board statuses, in column order. */
export type RequestStatus = 'submitted' | 'todo' | 'in_progress' | 'done'

export interface PublicRequest {
  id: number
  type: RequestType
  title: string
  description: string
  votes: number
  submittedBy?: string
  status: RequestStatus
  createdAt?: string
}

export const REQUEST_TYPES: readonly { value: RequestType; label: string; description: string }[] = [
  { value: 'feature', label: 'Feature Request', description: 'Something new you want built' },
  { value: 'bug', label: 'Bug Report', description: 'Something that is not working' },
  { value: 'idea', label: 'General Idea', description: 'A thought, a wish, a direction' },
]

export const DEFAULT_REQUEST_TYPE: RequestType = 'feature'

/** Short badge text for a card. */
export const TYPE_BADGES: Record<RequestType, string> = { feature: 'Feature', bug: 'Bug', idea: 'Idea' }

export const BOARD_COLUMNS: readonly { status: RequestStatus; label: string }[] = [
  { status: 'submitted', label: 'Submitted' },
  { status: 'todo', label: 'To Do' },
  { status: 'in_progress', label: 'In Progress' },
  { status: 'done', label: 'Done' },
]

/** Votes that move a submitted request to To Do, and that highlight a vote button. */
export const VOTE_THRESHOLD = 10

export const EMPTY_COLUMN_TEXT = 'No requests yet'
export const ANONYMOUS = 'Anonymous'

export function statusLabel(status: string): string {
  return BOARD_COLUMNS.find((c) => c.status === status)?.label ?? status
}

export function typeLabel(type: string): string {
  return REQUEST_TYPES.find((t) => t.value === type)?.label ?? type
}

/** The credit line of a card: 'by {name}', or 'Anonymous' without a name. */
export function creditFor(submittedBy: string | undefined | null): string {
  const name = submittedBy?.trim()
  return name ? `by ${name}` : ANONYMOUS
}

export function isHighlighted(votes: number): boolean {
  return votes >= VOTE_THRESHOLD
}

/**
 * Requests grouped into the four columns, keeping the server's order (most
 * votes first) inside each column. Unknown statuses are left out.
 */
export function groupByStatus<T extends { status: string }>(requests: readonly T[]): Record<RequestStatus, T[]> {
  const groups: Record<RequestStatus, T[]> = { submitted: [], todo: [], in_progress: [], done: [] }
  for (const r of requests) {
    if (r.status in groups) groups[r.status as RequestStatus].push(r)
  }
  return groups
}

export const ALREADY_VOTED_SERVER_MESSAGE = 'You have already voted on this request'
/** The server's answer once one network's votes on a request reach the cap: final, so no 'try again'. */
export const NETWORK_VOTED_SERVER_MESSAGE = 'Your network has already given this request its votes'
export const VOTE_FAILED_TITLE = 'Vote Failed'

/** The description of the 'Vote Failed' toast for an error from the vote call. */
export function voteFailureMessage(error: unknown): string {
  switch (apiErrorMessage(error)) {
    case ALREADY_VOTED_SERVER_MESSAGE:
      return "You've already voted on this request."
    case NETWORK_VOTED_SERVER_MESSAGE:
      return `${NETWORK_VOTED_SERVER_MESSAGE}.`
    default:
      return 'Unable to record your vote. Please try again.'
  }
}

export interface MoveAction {
  to: RequestStatus
  label: string
}

/**
 * The one move staff may make from a status: submitted to To Do only under
 * the vote threshold, To Do to In Progress, In Progress to Done; none from Done.
 */
export function requestAction(status: string, votes: number): MoveAction | null {
  switch (status) {
    case 'submitted':
      return votes < VOTE_THRESHOLD ? { to: 'todo', label: 'Move to To Do' } : null
    case 'todo':
      return { to: 'in_progress', label: 'Start' }
    case 'in_progress':
      return { to: 'done', label: 'Mark Done' }
    default:
      return null
  }
}

export interface RequestForm {
  type: RequestType
  title: string
  description: string
  submittedBy: string
}

export const emptyRequestForm: RequestForm = { type: DEFAULT_REQUEST_TYPE, title: '', description: '', submittedBy: '' }

/** The server's limits (characters, after trimming). */
export const MAX_TITLE = RULES.requests.title
export const MAX_DESCRIPTION = RULES.requests.description
export const MAX_NAME = RULES.requests.submittedBy

export type RequestField = 'type' | 'title' | 'description' | 'submittedBy'

export interface RequestPayload {
  type: RequestType
  title: string
  description: string
  submittedBy?: string
  website?: string
}

/** The POST body: trimmed, without an empty name; the honeypot only when filled. */
export function toRequestPayload(form: RequestForm, honeypot = ''): RequestPayload {
  const payload: RequestPayload = { type: form.type, title: form.title.trim(), description: form.description.trim() }
  const name = form.submittedBy.trim()
  if (name) payload.submittedBy = name
  if (honeypot) payload.website = honeypot
  return payload
}

/** The form's values from its fields (a plain form: components/form/plainForm). */
export function readRequestForm(data: FormData): RequestForm {
  const field = (name: RequestField) => {
    const v = data.get(name)
    return typeof v === 'string' ? v : ''
  }
  return { type: field('type') as RequestType, title: field('title'), description: field('description'), submittedBy: field('submittedBy') }
}

/** Field messages for the form, the first of each field (the server checks the same rules). */
export function requestErrors(form: RequestForm): Partial<Record<RequestField, string>> {
  const errors: Partial<Record<RequestField, string>> = {}
  if (!REQUEST_TYPES.some((t) => t.value === form.type)) errors.type = 'Choose feature request, bug report or general idea.'
  const title = form.title.trim()
  if (title === '') errors.title = 'Please give your request a title.'
  else if (title.length > MAX_TITLE) errors.title = `Please keep the title under ${MAX_TITLE} characters.`
  const description = form.description.trim()
  if (description === '') errors.description = 'Please describe your request.'
  else if (description.length > MAX_DESCRIPTION) errors.description = `Please keep the description under ${MAX_DESCRIPTION} characters.`
  if (form.submittedBy.trim().length > MAX_NAME) errors.submittedBy = `Please keep your name under ${MAX_NAME} characters.`
  return errors
}
