import type { Attribution } from '../../../lib/analytics'
import { oneOf, textParam, type UrlParam, type UrlParams } from '../../../lib/urlState'
import type { AuditEntry } from '../audit/auditModel'
import { ONBOARDING_QUESTIONS } from '../../onboarding/onboardingRules'

/** The admin lead inbox: types, option lists and pure helpers (no React). */

export const LEAD_SOURCES = [
  'ai_agency_partnership_claim',
  'partner_licensing_application',
  'toolkit_download',
  'partner_onboarding_complete',
  'ai_opportunity_finder',
  'landing_page',
] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const AUDIENCES = ['business-owner', 'entrepreneur', 'investor'] as const
export type Audience = (typeof AUDIENCES)[number]

/** Where each source comes from, for the filter and the detail view. */
export const SOURCE_LABELS: Record<LeadSource, string> = {
  ai_agency_partnership_claim: 'Home application',
  partner_licensing_application: 'Licensing application',
  toolkit_download: 'Toolkit download',
  partner_onboarding_complete: 'Partner onboarding',
  ai_opportunity_finder: 'AI opportunity quiz',
  landing_page: 'Landing page',
}

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
}

export const AUDIENCE_LABELS: Record<Audience, string> = {
  'business-owner': 'Business owner',
  entrepreneur: 'Entrepreneur',
  investor: 'Investor',
}

export interface Lead {
  id: number
  name: string
  email: string
  phone: string
  company: string
  audienceType: string
  businessChallenge: string
  source: string
  status: string
  customFields: Record<string, string> | null
  attribution: Attribution | null
  /** The staff member who handles it; 0 for nobody. */
  assignedTo: number
  createdAt: string
  updatedAt: string
}

/** GET /api/admin/leads/{id}: the lead and what staff did to it (status, assignee), newest first. */
export interface LeadWithHistory extends Lead {
  history?: AuditEntry[]
}

/** GET /api/admin/leads */
export interface LeadsPage {
  items: Lead[]
  total: number
  nextCursor?: string
  thisWeek: number
}

/** Whose leads: 'me', 'none' (nobody's yet) or a staff id; '' for anyone's. */
export type AssigneeFilter = string

export interface LeadFilters {
  q: string
  source: LeadSource | ''
  status: LeadStatus | ''
  audience: Audience | ''
  assignee: AssigneeFilter
}

export const emptyFilters: LeadFilters = { q: '', source: '', status: '', audience: '', assignee: '' }

export const PAGE_SIZE = 25
export { SEARCH_DEBOUNCE_MS } from '../../../lib/usePagedList'

/** True when any filter or search narrows the list. */
export function isFiltered(f: LeadFilters): boolean {
  return f.q.trim() !== '' || f.source !== '' || f.status !== '' || f.audience !== '' || f.assignee !== ''
}

/**
 * The query string of the inbox and export calls: only the filters in use,
 * in a fixed order, search trimmed; then the cursor and page size if given.
 */
export function leadsQueryString(f: LeadFilters, paging: { cursor?: string; limit?: number } = {}): string {
  const params = new URLSearchParams()
  const q = f.q.trim()
  if (q) params.set('q', q.slice(0, 200))
  if (f.source) params.set('source', f.source)
  if (f.status) params.set('status', f.status)
  if (f.audience) params.set('audience', f.audience)
  if (f.assignee) params.set('assignee', f.assignee)
  if (paging.cursor) params.set('cursor', paging.cursor)
  if (paging.limit) params.set('limit', String(paging.limit))
  const s = params.toString()
  return s ? `?${s}` : ''
}

export function leadsUrl(f: LeadFilters, cursor?: string): string {
  return `/api/admin/leads${leadsQueryString(f, { cursor, limit: PAGE_SIZE })}`
}

export function exportUrl(f: LeadFilters): string {
  return `/api/admin/leads/export.csv${leadsQueryString(f)}`
}

const assigneeParam: UrlParam<AssigneeFilter> = {
  fallback: '',
  parse: (raw) => (raw === 'me' || raw === 'none' || /^[1-9]\d{0,15}$/.test(raw) ? raw : undefined),
}

/** The filters in the page's address (?q=&source=&status=&audience=&assignee=); an unknown value reads as none. */
export const LEAD_FILTER_PARAMS: UrlParams<LeadFilters> = {
  q: textParam(200),
  source: oneOf(LEAD_SOURCES, ''),
  status: oneOf(LEAD_STATUSES, ''),
  audience: oneOf(AUDIENCES, ''),
  assignee: assigneeParam,
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** "Mar 4, 2026, 2:05 PM" in the viewer's time zone; '—' for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined, format: Intl.DateTimeFormat = dateTime): string {
  if (!iso) return '—'
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '—' : format.format(d)
}

/** Shortens text to at most `max` characters on a word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim()
  if (t.length <= max) return t
  const cut = t.slice(0, max - 1)
  // The cut may fall right at the end of a word.
  const space = t[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`
}

export const NO_NAME = '(no name)'

/**
 * The name to show for a lead: control, format and zero-width characters
 * removed, spaces folded; NO_NAME when nothing readable is left.
 */
export function leadDisplayName(name: string | null | undefined): string {
  const readable = (name ?? '').replace(/[\p{C}\u00AD\u115F\u1160\u3164\uFFA0]|\u034F/gu, '').replace(/\s+/g, ' ').trim()
  return readable || NO_NAME
}

/** The human label of a lead source ('Licensing application'), or the stored value for an unknown one. */
export function sourceLabel(source: string): string {
  return labelOf(SOURCE_LABELS, source)
}

export function labelOf<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value
}

export type StatusTone = 'brand' | 'success' | 'neutral' | 'warning'

export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'new':
      return 'brand'
    case 'contacted':
      return 'warning'
    case 'qualified':
      return 'success'
    default:
      return 'neutral'
  }
}

export const ATTRIBUTION_FIELDS: readonly { key: keyof Attribution; label: string }[] = [
  { key: 'utmSource', label: 'UTM source' },
  { key: 'utmMedium', label: 'UTM medium' },
  { key: 'utmCampaign', label: 'UTM campaign' },
  { key: 'utmTerm', label: 'UTM term' },
  { key: 'utmContent', label: 'UTM content' },
  { key: 'referrer', label: 'Referrer' },
  { key: 'landingPath', label: 'Landing path' },
]

/** A stored key as words: "additionalRequests" -> "Additional requests". */
function keyAsWords(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Custom fields as staff read them, empty values left out: an onboarding
 * lead's in the form's order, each under its question with the option's
 * label ("Forward to my cell", not "cell"); any other key as words, sorted.
 */
export function customFieldEntries(fields: Record<string, string> | null | undefined): [string, string][] {
  const filled = Object.entries(fields ?? {}).filter(([, v]) => v.trim() !== '')
  const known = Object.keys(ONBOARDING_QUESTIONS)
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length)
  return filled
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => {
      const question = (ONBOARDING_QUESTIONS as Record<string, { label: string; options?: readonly { value: string; label: string }[] }>)[key]
      if (!question) return [keyAsWords(key), value]
      return [question.label, question.options?.find((o) => o.value === value)?.label ?? value]
    })
}

/** Quiz difficulty labels (spec section 9). */
export const DIFFICULTY_LABELS: Record<string, string> = {
  easy: 'Quick Win',
  medium: 'Medium Effort',
  hard: 'Strategic',
}

export interface QuizOpportunity {
  title: string
  description: string
  impact: string
  difficulty: string
}

/** GET /api/admin/ai-finder/leads/{leadId} */
export interface QuizLead {
  answers: {
    name: string
    email: string
    industry: string
    teamSize: string
    biggestChallenge: string
    revenueGoal: string
    techComfort: string
    currentTools?: string
  }
  recommendations: {
    timeSavings: string
    costSavings: string
    opportunities: QuizOpportunity[]
    quickWins: string[]
    strategicInitiatives: string[]
    recommendedTools?: string[]
    nextSteps: string[]
  }
  createdAt?: string
}
