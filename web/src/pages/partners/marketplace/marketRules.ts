/** The Marketplace's pure rules: filters, ratings and figures, and the automation form. */
import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import { queryString } from '../../../lib/success/successRules'
import type { Automation, AutomationStatus, MarketItem } from '../../../lib/marketApi'

const L = RULES.marketplace

export type KindFilter = 'all' | 'package' | 'template'
export type MarketSort = 'popular' | 'rating' | 'newest' | 'name'

export interface MarketFilters {
  kind: KindFilter
  q: string
  category: string
  difficulty: string
  sort: MarketSort
  installed: boolean
}

export const NO_MARKET_FILTERS: MarketFilters = { kind: 'all', q: '', category: '', difficulty: '', sort: 'popular', installed: false }

export const KIND_TABS: { value: KindFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'package', label: 'Integration packages' },
  { value: 'template', label: 'Automation templates' },
]

export const SORTS: { value: MarketSort; label: string }[] = [
  { value: 'popular', label: 'Most popular' },
  { value: 'rating', label: 'Top rated' },
  { value: 'newest', label: 'Newest' },
  { value: 'name', label: 'Name (A-Z)' },
]

export const DIFFICULTIES = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
]

/** The catalogue's query string: the default sort and "all" kinds left out; installed only for packages. */
export function marketQuery(f: MarketFilters): string {
  return queryString({
    kind: f.kind === 'all' ? '' : f.kind,
    q: f.q,
    category: f.category,
    difficulty: f.difficulty,
    installed: f.installed && f.kind === 'package' ? 'true' : '',
    sort: f.sort === 'popular' ? '' : f.sort,
  })
}

export function hasMarketFilters(f: MarketFilters): boolean {
  return f.q.trim() !== '' || f.category !== '' || f.difficulty !== '' || (f.installed && f.kind === 'package')
}

/** An item's rating out of 5 (0 to 5) and how many rated it (unknown for templates). */
export function ratingOf(item: MarketItem): { value: number; count?: number } {
  return item.kind === 'package' ? { value: item.averageRating, count: item.ratingCount } : { value: item.rating }
}

/** "4.5", "No ratings yet" when nobody has rated. */
export function ratingText(value: number, count?: number): string {
  if (count === 0 || value <= 0) return 'No ratings yet'
  const v = value.toFixed(1)
  return count === undefined ? `${v} out of 5` : `${v} out of 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`
}

/** How full each of the five stars is (0 to 1), for a rating like 3.7. */
export function starFill(value: number): number[] {
  return [0, 1, 2, 3, 4].map((i) => Math.max(0, Math.min(1, value - i)))
}

/** "1 install", "1,240 uses". */
export function adoption(item: MarketItem): string {
  const n = item.kind === 'package' ? item.installCount : item.usageCount
  const word = item.kind === 'package' ? 'install' : 'use'
  return `${new Intl.NumberFormat('en-US').format(n)} ${word}${n === 1 ? '' : 's'}`
}

export const KIND_LABELS = { package: 'Integration Package', agent: 'AI Agent', app: 'Automation App' } as const

export function kindLabel(item: MarketItem): string {
  return item.kind === 'package' ? KIND_LABELS.package : KIND_LABELS[item.type]
}

export const STATUS_LABELS: Record<AutomationStatus, string> = { draft: 'Draft', active: 'Active', paused: 'Paused' }
export const STATUS_TONES: Record<AutomationStatus, 'neutral' | 'success' | 'warning'> = { draft: 'neutral', active: 'success', paused: 'warning' }

const MODEL = /^[A-Za-z0-9][A-Za-z0-9._:/-]*$/

const numberText = (min: number, max: number, whole: boolean) => (v: string) => {
  const t = v.trim()
  if (t === '') return true
  const n = Number(t)
  return Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n))
}

/** The automation form; agent settings are checked only for an agent. */
export const automationSchema = z
  .object({
    kind: z.enum(['agent', 'app']),
    name: z.string().trim().min(1, 'Give the automation a name.').max(L.name, `Keep the name under ${L.name} characters.`),
    description: z.string().trim().max(L.text, `Keep the description under ${L.text} characters.`),
    status: z.enum(['draft', 'active', 'paused']),
    prompt: z.string().max(L.prompt, `Keep the prompt under ${L.prompt} characters.`),
    model: z.string().trim(),
    temperature: z.string(),
    maxTokens: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'agent') return
    if (v.model !== '' && (v.model.length > L.short || !MODEL.test(v.model))) {
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'Use letters, digits and . _ : / - only, such as gpt-5-mini.' })
    }
    if (!numberText(0, L.temperatureMax, false)(v.temperature)) {
      ctx.addIssue({ code: 'custom', path: ['temperature'], message: `The temperature is from 0 to ${L.temperatureMax}.` })
    }
    if (!numberText(1, L.maxTokensMax, true)(v.maxTokens)) {
      ctx.addIssue({ code: 'custom', path: ['maxTokens'], message: `Max tokens is a whole number from 1 to ${L.maxTokensMax.toLocaleString('en-US')}.` })
    }
  })

export type AutomationFormValues = z.input<typeof automationSchema>

export function automationValues(a: Automation): AutomationFormValues {
  return {
    kind: a.kind,
    name: a.name,
    description: a.description,
    status: a.status,
    prompt: a.prompt ?? '',
    model: a.model ?? '',
    temperature: a.temperature === undefined ? '' : String(a.temperature),
    maxTokens: a.maxTokens === undefined ? '' : String(a.maxTokens),
  }
}

/** The PATCH body: an app gets no agent settings; empty numbers are left unchanged. */
export function automationPayload(v: AutomationFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { name: v.name.trim(), description: v.description.trim(), status: v.status }
  if (v.kind === 'agent') {
    body.prompt = v.prompt
    if (v.model.trim()) body.model = v.model.trim()
    if (v.temperature.trim()) body.temperature = Number(v.temperature)
    if (v.maxTokens.trim()) body.maxTokens = Number(v.maxTokens)
  }
  return body
}

/** A list item of an app's triggers or actions, in words: its type (or name) and the app it uses. */
export function stepText(step: unknown): string {
  if (typeof step === 'string') return step
  if (step && typeof step === 'object') {
    const o = step as Record<string, unknown>
    const main = [o.type, o.name, o.event, o.action].find((x) => typeof x === 'string' && x !== '') as string | undefined
    const app = typeof o.app === 'string' ? o.app : undefined
    const words = (main ?? JSON.stringify(step)).replace(/[_-]+/g, ' ')
    return app ? `${words} (${app})` : words
  }
  return String(step)
}
