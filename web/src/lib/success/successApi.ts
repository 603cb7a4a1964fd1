/** The Success Tools' answers (docs/api.md, Partner tools: Success Tools) and how to fetch them. */
import { apiRequest } from '../api'
import { PARTNER_KEY } from '../partnerSession'

export type StoryStatus = 'pending' | 'approved' | 'declined'

export interface Story {
  id: number
  company: string
  title: string
  description: string
  productUsed: string
  monthlyRevenueCents: number | null
  clientsAcquired: number | null
  timeToFirstSale: string
  marketNiche: string
  strategies: string[]
  imageId?: string
  imageUrl?: string
  status: StoryStatus
  declineReason?: string
  likes: number
  likedByMe: boolean
  mine: boolean
  createdAt: string
  reviewedAt?: string
  partnerId?: number
}

export interface StoriesAnswer {
  stories: Story[]
  mine: Story[]
}

export interface TemplateVariable {
  name: string
  label: string
  placeholder?: string
  multiline?: boolean
}

export interface SuccessTemplate {
  id: number
  category: string
  categoryLabel: string
  title: string
  description: string
  content: string
  industry: string
  difficulty: string
  variables: TemplateVariable[]
  tags: string[]
  usageCount: number
  createdAt: string
  updatedAt: string
}

export interface Choice {
  value: string
  label: string
}

export interface TemplatesAnswer {
  templates: SuccessTemplate[]
  categories: Choice[]
  difficulties: Choice[]
  industries: string[]
}

export interface RenderAnswer {
  text: string
  html: string
  missing: string[]
  usageCount: number
}

export type StorySort = 'newest' | 'likes'

export const SUCCESS_KEY = [...PARTNER_KEY, 'success'] as const
export const storiesKey = (sort: StorySort) => [...SUCCESS_KEY, 'stories', sort] as const
export const templatesKey = (query: string) => [...SUCCESS_KEY, 'templates', query] as const
export const templateKey = (id: number) => [...SUCCESS_KEY, 'template', id] as const

async function getJSON<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url)
  return (await res.json()) as T
}

export const fetchStories = (sort: StorySort) => getJSON<StoriesAnswer>(`/api/partner/success-stories?sort=${sort}`)
export const fetchTemplates = (query: string) => getJSON<TemplatesAnswer>(`/api/partner/success-templates${query}`)
export const fetchTemplate = (id: number) => getJSON<SuccessTemplate>(`/api/partner/success-templates/${id}`)

/** A preview render never counts a use; a render for a copy or download does (when nothing is missing). */
export async function renderTemplate(id: number, values: Record<string, string>, preview: boolean): Promise<RenderAnswer> {
  const res = await apiRequest('POST', `/api/partner/success-templates/${id}/render`, { values, preview })
  return (await res.json()) as RenderAnswer
}

export interface LikeAnswer {
  id: number
  likes: number
  likedByMe: boolean
}

export async function setLike(id: number, like: boolean): Promise<LikeAnswer> {
  const res = await apiRequest(like ? 'POST' : 'DELETE', `/api/partner/success-stories/${id}/like`)
  return (await res.json()) as LikeAnswer
}
