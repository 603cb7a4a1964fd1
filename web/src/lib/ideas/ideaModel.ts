/**
 * The Community Hub as the API answers it (docs/api.md, "Partner tools"),
 * and the small pure rules its screens share with the staff's Ideas tab.
 */
import { z } from '../zod'
import type { BadgeTone } from '../../components/ui/badge'
import { RULES } from '../rules'
import type { UrlParams } from '../urlState'

export interface Option {
  value: string
  label: string
}

export type IdeaStatus = 'proposed' | 'under_review' | 'planned' | 'in_development' | 'launched' | 'declined'

export interface Idea {
  id: number
  idea: string
  description: string
  category: string
  targetMarket: string
  estimatedDevelopmentTime: string
  status: IdeaStatus
  votes: number
  priorityScore: number
  proposedBy: string
  mine: boolean
  votedByMe: boolean
  createdAt: string
  statusChangedAt: string | null
  /** Staff answers only: where the idea may move next. */
  nextStatuses?: IdeaStatus[]
}

export interface IdeaList {
  ideas: Idea[]
  categories: Option[]
  statuses: Option[]
  sorts: Option[]
  developmentTimes: Option[]
  priorityRule: string
}

export interface IdeaFilters {
  sort: string
  category: string
  status: string
}

export const ALL = 'all'

/** The list's address; empty filters are left out (the server's defaults apply). */
export function ideasUrl(base: string, f: IdeaFilters): string {
  const q = new URLSearchParams()
  if (f.sort) q.set('sort', f.sort)
  if (f.category && f.category !== ALL) q.set('category', f.category)
  if (f.status && f.status !== ALL) q.set('status', f.status)
  const s = q.toString()
  return s ? `${base}?${s}` : base
}

/** Filters in the address bar; the screen shows an unknown one as its default (the server would refuse it). */
export const IDEA_FILTER_PARAMS: UrlParams<IdeaFilters> = { sort: { fallback: 'votes' }, category: { fallback: ALL }, status: { fallback: ALL } }

export const STATUS_TONES: Record<IdeaStatus, BadgeTone> = {
  proposed: 'neutral',
  under_review: 'warning',
  planned: 'brand',
  in_development: 'brand',
  launched: 'success',
  declined: 'danger',
}

export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value
}

/** Partners may vote until an idea is declined or launched (the server's VotingOpen). */
export function votingOpen(status: IdeaStatus): boolean {
  return status !== 'declined' && status !== 'launched'
}

export type VoteState =
  | { kind: 'mine'; reason: string }
  | { kind: 'closed'; voted: boolean; reason: string }
  | { kind: 'voted' }
  | { kind: 'open' }

/** What the vote button of an idea can do, and why not when it cannot. */
export function voteState(idea: Pick<Idea, 'mine' | 'votedByMe' | 'status'>): VoteState {
  if (idea.mine) return { kind: 'mine', reason: 'Your idea: its votes come from other partners.' }
  if (!votingOpen(idea.status)) {
    return {
      kind: 'closed',
      voted: idea.votedByMe,
      reason: idea.status === 'launched' ? 'Launched: voting is closed.' : 'Declined: voting is closed.',
    }
  }
  return idea.votedByMe ? { kind: 'voted' } : { kind: 'open' }
}

/** "1 vote", "12 votes". */
export function votesLabel(n: number): string {
  return `${n} ${n === 1 ? 'vote' : 'votes'}`
}

const L = RULES.community
const between = (what: string, min: number, max: number) => `${what} in ${min} to ${max} characters.`

/** The Propose an idea form: the server's IdeaInput checks, limits from RULES. */
export function ideaSchema(categories: readonly Option[], times: readonly Option[]) {
  const oneOf = (options: readonly Option[], message: string) =>
    z.string().refine((v) => options.some((o) => o.value === v), message)
  return z.object({
    idea: z.string().trim().min(L.ideaMin, between('Name the idea', L.ideaMin, L.idea)).max(L.idea, between('Name the idea', L.ideaMin, L.idea)),
    description: z
      .string()
      .trim()
      .min(L.descriptionMin, `Describe the idea in ${L.descriptionMin} to ${L.description} characters: the problem and who pays for the fix.`)
      .max(L.description, `Describe the idea in ${L.descriptionMin} to ${L.description} characters.`),
    category: oneOf(categories, 'Please choose a category.'),
    targetMarket: z
      .string()
      .trim()
      .min(L.targetMarketMin, `Say who would buy it (${L.targetMarketMin} to ${L.targetMarket} characters).`)
      .max(L.targetMarket, `Say who would buy it (${L.targetMarketMin} to ${L.targetMarket} characters).`),
    estimatedDevelopmentTime: oneOf(times, 'Please choose an estimated development time.'),
  })
}

export type IdeaValues = z.input<ReturnType<typeof ideaSchema>>

export const EMPTY_IDEA: IdeaValues = { idea: '', description: '', category: '', targetMarket: '', estimatedDevelopmentTime: '' }

export const IDEA_FIELDS = Object.keys(EMPTY_IDEA)
