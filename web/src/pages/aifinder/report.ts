/**
 * The quiz results object (spec section 3) as the API sends it, read
 * defensively: it comes back from session storage or the network.
 */

export type Difficulty = 'easy' | 'medium' | 'hard'

export interface Opportunity {
  title: string
  description: string
  impact: string
  difficulty: Difficulty
  hoursPerWeek?: number
  category?: string
}

export interface Recommendations {
  timeSavings: string
  costSavings: string
  hoursPerWeek?: number
  annualSavings?: number
  opportunities: Opportunity[]
  quickWins: string[]
  strategicInitiatives: string[]
  recommendedTools?: string[]
  nextSteps: string[]
}

/** Spec section 9: difficulty labels. */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Quick Win',
  medium: 'Medium Effort',
  hard: 'Strategic',
}

/** Results show the top 3 opportunities (spec section 9). */
export const TOP_OPPORTUNITIES = 3

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : []

function difficulty(v: unknown): Difficulty {
  return v === 'easy' || v === 'medium' || v === 'hard' ? v : 'medium'
}

function opportunity(v: unknown): Opportunity | undefined {
  if (!isObject(v) || str(v.title).trim() === '') return undefined
  return {
    title: str(v.title),
    description: str(v.description),
    impact: str(v.impact),
    difficulty: difficulty(v.difficulty),
    hoursPerWeek: num(v.hoursPerWeek),
    category: str(v.category) || undefined,
  }
}

/**
 * Turns untrusted JSON into a results object, or undefined when it is not one
 * (no savings figures and no opportunities).
 */
export function parseRecommendations(raw: unknown): Recommendations | undefined {
  if (!isObject(raw)) return undefined
  const opportunities = Array.isArray(raw.opportunities)
    ? raw.opportunities.map(opportunity).filter((o): o is Opportunity => o !== undefined)
    : []
  const timeSavings = str(raw.timeSavings)
  const costSavings = str(raw.costSavings)
  if (timeSavings === '' && costSavings === '' && opportunities.length === 0) return undefined
  const tools = strings(raw.recommendedTools)
  return {
    timeSavings,
    costSavings,
    hoursPerWeek: num(raw.hoursPerWeek),
    annualSavings: num(raw.annualSavings),
    opportunities,
    quickWins: strings(raw.quickWins),
    strategicInitiatives: strings(raw.strategicInitiatives),
    recommendedTools: tools.length > 0 ? tools : undefined,
    nextSteps: strings(raw.nextSteps),
  }
}

/** The top opportunities the results show. */
export function topOpportunities(r: Recommendations): Opportunity[] {
  return r.opportunities.slice(0, TOP_OPPORTUNITIES)
}

/** "6 hours/week", "1 hour/week", "4.5 hours/week"; empty for no figure. */
export function formatHours(hours: number | undefined): string {
  if (hours === undefined || !Number.isFinite(hours) || hours <= 0) return ''
  const rounded = Math.round(hours * 10) / 10
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)
  return `${text} ${rounded === 1 ? 'hour' : 'hours'}/week`
}

/**
 * Splits a savings string such as "33 hours/week" or "$120,120/year" into the
 * big figure and the rest ("hours/week", "per year"), for the stat cards.
 * Text without a leading figure stays whole.
 */
export function splitFigure(text: string): { value: string; unit: string } {
  const m = /^\s*([$€£]?\d[\d.,]*[kKmM]?\+?)\s*(.*)$/.exec(text)
  if (!m) return { value: text.trim(), unit: '' }
  const rest = (m[2] ?? '').trim()
  return { value: m[1] ?? '', unit: rest.startsWith('/') ? `per ${rest.slice(1).trim()}` : rest }
}

/** "{origin}/ai-finder/report/{token}" */
export function reportUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/ai-finder/report/${encodeURIComponent(token)}`
}

/** A report's creation date for display ("November 22, 2026"); empty if unreadable. */
export function formatReportDate(iso: string | undefined, locale = 'en-US'): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return d.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' })
}
