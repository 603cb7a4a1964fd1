/**
 * The staff's status control for an idea: exactly the moves the server's
 * answer offers (`nextStatuses`), each named for what it does. Pure.
 */
import { labelOf, type Idea, type IdeaStatus, type Option } from '../../../lib/ideas/ideaModel'

export type MoveKind = 'forward' | 'back' | 'decline' | 'reopen'

export interface StatusMove {
  to: IdeaStatus
  kind: MoveKind
  label: string
}

/** The stages in order; declined stands aside. */
const ORDER: IdeaStatus[] = ['proposed', 'under_review', 'planned', 'in_development', 'launched']

function kindOf(from: IdeaStatus, to: IdeaStatus): MoveKind {
  if (to === 'declined') return 'decline'
  if (from === 'declined') return 'reopen'
  return ORDER.indexOf(to) > ORDER.indexOf(from) ? 'forward' : 'back'
}

/** The moves for an idea, in the server's order; none for a launched idea. */
export function statusMoves(idea: Pick<Idea, 'status' | 'nextStatuses'>, statuses: readonly Option[]): StatusMove[] {
  return (idea.nextStatuses ?? []).map((to) => {
    const kind = kindOf(idea.status, to)
    const name = labelOf(statuses, to)
    const label =
      kind === 'decline' ? 'Decline' : kind === 'reopen' ? `Review again` : kind === 'back' ? `Back to ${name}` : `Move to ${name}`
    return { to, kind, label }
  })
}

/** Forward first (the usual next step), then back, reopen, and decline last. */
export function orderedMoves(moves: StatusMove[]): StatusMove[] {
  const rank: Record<MoveKind, number> = { forward: 0, reopen: 1, back: 2, decline: 3 }
  return [...moves].sort((a, b) => rank[a.kind] - rank[b.kind])
}
