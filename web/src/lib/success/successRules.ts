/** The Success Tools' pure rules: filters, the story form, template values and display. */
import { z } from '../zod'
import { RULES } from '../rules'
import { centsFromText } from '../money'
import type { StoryStatus, TemplateVariable } from './successApi'

const L = RULES.success

/** A query string from filter values: empty values left out, '' when nothing is set. */
export function queryString(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    const v = value?.trim()
    if (v) params.set(key, v)
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

export interface TemplateFilters {
  category: string
  industry: string
  difficulty: string
  q: string
}

export const NO_TEMPLATE_FILTERS: TemplateFilters = { category: '', industry: '', difficulty: '', q: '' }

export function hasTemplateFilters(f: TemplateFilters): boolean {
  return [f.category, f.industry, f.difficulty, f.q].some((v) => v.trim() !== '')
}

/** Monthly revenue for a card: "$12,500/mo", or undefined when the story does not say. */
export function monthlyRevenue(cents: number | null | undefined): string | undefined {
  if (cents === null || cents === undefined) return undefined
  const dollars = cents / 100
  const text = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars)
  return `${text}/mo`
}

/** "1 like", "12 likes". */
export function likesLabel(n: number): string {
  return `${new Intl.NumberFormat('en-US').format(n)} ${n === 1 ? 'like' : 'likes'}`
}

export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  declined: 'Declined',
}

/** A template's difficulty as a badge tone. */
export const DIFFICULTY_TONES: Record<string, 'success' | 'warning' | 'danger'> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'danger',
}

export const STORY_STATUS_TONES: Record<StoryStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
}

/** Dollars typed by a partner ("12,500" or "12500.50") as cents; '' is null; NaN when not an amount. */
export const dollarsToCents = centsFromText

/** The strategies typed one per line: trimmed, blank lines and repeats left out. */
export function strategyLines(text: string): string[] {
  const out: string[] = []
  for (const line of text.split('\n')) {
    const s = line.trim()
    if (s && !out.some((o) => o.toLowerCase() === s.toLowerCase())) out.push(s)
  }
  return out
}

const maxRevenueDollars = L.revenueCents / 100

export const storySchema = z.object({
  title: z.string().trim().min(1, 'Give your story a title.').max(L.title, `Keep the title under ${L.title} characters.`),
  description: z.string().trim().min(1, 'Tell your story.').max(L.text, `Keep the story under ${L.text} characters.`),
  productUsed: z.string().trim().max(L.short, `Keep it under ${L.short} characters.`),
  marketNiche: z.string().trim().max(L.short, `Keep it under ${L.short} characters.`),
  timeToFirstSale: z.string().trim().max(L.short, `Keep it under ${L.short} characters.`),
  monthlyRevenue: z.string().refine((v) => {
    const c = dollarsToCents(v)
    return c === null || (!Number.isNaN(c) && c <= L.revenueCents)
  }, `Enter an amount in dollars from 0 to ${maxRevenueDollars.toLocaleString('en-US')}.`),
  clientsAcquired: z.string().refine((v) => {
    const t = v.trim()
    return t === '' || (/^\d+$/.test(t) && Number(t) <= L.clients)
  }, 'Enter a whole number of clients, 0 or more.'),
  strategies: z.string().refine((v) => {
    const list = strategyLines(v)
    return list.length <= L.strategies && list.every((s) => s.length <= L.strategy)
  }, `List at most ${L.strategies} strategies, one per line, each under ${L.strategy} characters.`),
})

export type StoryFormValues = z.input<typeof storySchema>

export const EMPTY_STORY: StoryFormValues = {
  title: '',
  description: '',
  productUsed: '',
  marketNiche: '',
  timeToFirstSale: '',
  monthlyRevenue: '',
  clientsAcquired: '',
  strategies: '',
}

/** The form's names the server may name in a 400 (monthlyRevenueCents is the revenue field). */
export function storyField(serverField: string): keyof StoryFormValues | undefined {
  if (serverField === 'monthlyRevenueCents') return 'monthlyRevenue'
  return serverField in EMPTY_STORY ? (serverField as keyof StoryFormValues) : undefined
}

export function storyPayload(v: StoryFormValues, imageId: string | undefined) {
  const clients = v.clientsAcquired.trim()
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    productUsed: v.productUsed.trim(),
    marketNiche: v.marketNiche.trim(),
    timeToFirstSale: v.timeToFirstSale.trim(),
    monthlyRevenueCents: dollarsToCents(v.monthlyRevenue),
    clientsAcquired: clients === '' ? null : Number(clients),
    strategies: strategyLines(v.strategies),
    ...(imageId ? { imageId } : {}),
  }
}

/** One empty value per variable, keeping what was typed for a variable of the same name. */
export function valuesFor(variables: readonly TemplateVariable[], previous: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(variables.map((v) => [v.name, previous[v.name] ?? '']))
}

/** The values to send: only declared variables, trimmed ones left blank dropped. */
export function valuesToSend(variables: readonly TemplateVariable[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const v of variables) {
    const value = values[v.name] ?? ''
    if (value.trim() !== '') out[v.name] = value
  }
  return out
}

/** The labels of missing variables, in declared order, for "Still to fill in: ...". */
export function missingLabels(variables: readonly TemplateVariable[], missing: readonly string[]): string[] {
  return variables.filter((v) => missing.includes(v.name)).map((v) => v.label)
}

/** A file name for a download: "cold-email-to-a-dentist.txt". */
export function fileNameFor(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 60)
  return `${slug || 'template'}.txt`
}

/** "Used 1 time", "Used 24 times". */
export function usageLabel(n: number): string {
  return `Used ${new Intl.NumberFormat('en-US').format(n)} ${n === 1 ? 'time' : 'times'}`
}
