/** The Marketplace's answers (docs/api.md, Partner tools: Marketplace) and how to fetch them. */
import { apiRequest } from './api'
import { PARTNER_KEY } from './partnerSession'

export interface GuideStep {
  title: string
  body: string
}

export interface Package {
  kind: 'package'
  id: number
  name: string
  description: string
  category: string
  integrations: string[]
  setupComplexity: string
  difficulty: string
  estimatedSetupTime: string
  stepByStepGuide: GuideStep[]
  videoTutorialUrl: string
  installCount: number
  averageRating: number
  ratingCount: number
  installed: boolean
  installedAt?: string
  myRating?: number
  createdAt: string
  updatedAt: string
}

/** What installing a template copies; JSON parts are free-form objects and lists. */
export interface TemplateBody {
  prompt?: string
  model?: string
  temperature?: number
  maxTokens?: number
  workflow?: Record<string, unknown>
  triggers?: unknown[]
  actions?: unknown[]
  conditions?: unknown[]
  integrations?: string[]
}

export interface MarketTemplate {
  kind: 'template'
  id: number
  name: string
  description: string
  category: string
  type: 'agent' | 'app'
  template: TemplateBody
  tags: string[]
  difficulty: string
  estimatedSetupTime: string
  requiredIntegrations: string[]
  usageCount: number
  rating: number
  createdAt: string
  updatedAt: string
}

export type MarketItem = Package | MarketTemplate

export type AutomationStatus = 'draft' | 'active' | 'paused'

/** A partner's agent or app: what its template copied (an agent's prompt and model, an app's workflow), now theirs to edit. */
export interface Automation extends Omit<TemplateBody, 'integrations'> {
  kind: 'agent' | 'app'
  id: number
  name: string
  description: string
  category: string
  status: AutomationStatus
  integrations: string[]
  templateId: number | null
  createdAt: string
  updatedAt: string
}

export interface CatalogueAnswer {
  items: MarketItem[]
  categories: string[]
}

export const MARKET_KEY = [...PARTNER_KEY, 'marketplace'] as const
export const catalogueKey = (query: string) => [...MARKET_KEY, 'catalogue', query] as const
export const itemKey = (kind: MarketItem['kind'], id: number) => [...MARKET_KEY, kind, id] as const
export const AUTOMATIONS_KEY = [...PARTNER_KEY, 'automations'] as const

async function json<T>(res: Promise<Response>): Promise<T> {
  return (await (await res).json()) as T
}

export const fetchCatalogue = (query: string) => json<CatalogueAnswer>(apiRequest('GET', `/api/partner/marketplace${query}`))
export const fetchItem = <T extends MarketItem>(kind: T['kind'], id: number) =>
  json<T>(apiRequest('GET', `/api/partner/marketplace/${kind === 'package' ? 'packages' : 'templates'}/${id}`))
export const installPackage = (id: number) => json<Package>(apiRequest('POST', `/api/partner/marketplace/packages/${id}/install`))
export const ratePackage = (id: number, rating: number) => json<Package>(apiRequest('POST', `/api/partner/marketplace/packages/${id}/rating`, { rating }))
export const installTemplate = (id: number) => json<Automation>(apiRequest('POST', `/api/partner/marketplace/templates/${id}/install`))
export const fetchAutomations = () => json<Automation[]>(apiRequest('GET', '/api/partner/automations'))
export const updateAutomation = (a: Pick<Automation, 'kind' | 'id'>, body: Record<string, unknown>) =>
  json<Automation>(apiRequest('PATCH', `/api/partner/automations/${a.kind}/${a.id}`, body))
export const deleteAutomation = (a: Pick<Automation, 'kind' | 'id'>) => apiRequest('DELETE', `/api/partner/automations/${a.kind}/${a.id}`)
