import { apiRequest, getJSON } from '../../../lib/api'
import { send } from '../portal/api'
import { ideasUrl, type Idea, type IdeaFilters, type IdeaList, type IdeaValues } from '../../../lib/ideas/ideaModel'

/** Query keys under ['partner'], so sign-in and logout drop them with the rest. */
export const IDEAS_KEY = ['partner', 'ideas'] as const
export const ideasKey = (f: IdeaFilters) => [...IDEAS_KEY, f] as const

/** Staff change statuses: the list is read again when the page regains focus and every minute. */
export const IDEAS_REFRESH_MS = 60_000

export const fetchIdeas = (f: IdeaFilters, signal?: AbortSignal) => getJSON<IdeaList>(ideasUrl('/api/partner/ideas', f), signal)

export const proposeIdea = (values: IdeaValues) =>
  send<Idea>('POST', '/api/partner/ideas', {
    idea: values.idea.trim(),
    description: values.description.trim(),
    category: values.category,
    targetMarket: values.targetMarket.trim(),
    estimatedDevelopmentTime: values.estimatedDevelopmentTime,
  })

export const voteFor = (id: number) => send<Idea>('POST', `/api/partner/ideas/${id}/vote`)

export async function takeBackVote(id: number): Promise<Idea> {
  const res = await apiRequest('DELETE', `/api/partner/ideas/${id}/vote`)
  return (await res.json()) as Idea
}
