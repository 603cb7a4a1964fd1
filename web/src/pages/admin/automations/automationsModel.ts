import { apiRequest, getJSON } from '../../../lib/api'
import type { AutomationStatus } from '../../../lib/marketApi'
import { ADMIN_KEY } from '../adminApi'

export { monthName } from '../../../lib/automationRuns'
export { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from '../../partners/marketplace/marketRules'

/** What staff see of partners' automations this month (GET /api/admin/automations/usage). */
export type AutomationKind = 'agent' | 'app'

export interface StaffAutomation {
  kind: AutomationKind
  id: number
  name: string
  status: AutomationStatus
  /** Failed runs in a row. */
  failures: number
  /** Runs this month. */
  runs: number
}

export interface PartnerAutomationUsage {
  partnerId: number
  company: string
  email: string
  runs: number
  failed: number
  tokens: number
  /** US dollars. */
  cost: number
  automations: StaffAutomation[]
}

export interface AutomationLimits {
  runsPerMinute: number
  concurrent: number
  monthlyTokens: number
  maxAttempts: number
}

export interface AutomationUsage {
  /** "2026-11". */
  month: string
  limits: AutomationLimits
  /** Busiest this month first. */
  partners: PartnerAutomationUsage[]
}

export const AUTOMATIONS_KEY = [...ADMIN_KEY, 'automations'] as const

export const fetchAutomationUsage = (signal?: AbortSignal) => getJSON<AutomationUsage>('/api/admin/automations/usage', signal)

/** Pauses any partner's automation; recorded in the audit log. */
export async function pauseAutomation(a: Pick<StaffAutomation, 'kind' | 'id'>): Promise<{ kind: AutomationKind; id: number; status: 'paused' }> {
  const res = await apiRequest('POST', `/api/admin/automations/${a.kind}/${a.id}/pause`)
  return (await res.json()) as { kind: AutomationKind; id: number; status: 'paused' }
}

/** Failed runs in a row from which an automation is flagged. */
export const FAILURE_ALERT = 3

export const isFailing = (a: Pick<StaffAutomation, 'failures'>) => a.failures >= FAILURE_ALERT

/** The month's totals over every partner listed. */
export function totals(partners: readonly PartnerAutomationUsage[]) {
  return partners.reduce(
    (t, p) => ({
      partners: t.partners + 1,
      automations: t.automations + p.automations.length,
      runs: t.runs + p.runs,
      failed: t.failed + p.failed,
      tokens: t.tokens + p.tokens,
      cost: t.cost + (Number.isFinite(p.cost) ? p.cost : 0),
    }),
    { partners: 0, automations: 0, runs: 0, failed: 0, tokens: 0, cost: 0 },
  )
}

const STATUS_ORDER: Record<AutomationStatus, number> = { active: 0, draft: 1, paused: 2 }

/**
 * A partner's automations in the order staff look at them: failing ones
 * first (most failures in a row first), then active, draft and paused, the
 * busiest first within each, then by name.
 */
export function sortAutomations(list: readonly StaffAutomation[]): StaffAutomation[] {
  return [...list].sort(
    (a, b) =>
      Number(isFailing(b)) - Number(isFailing(a)) ||
      (isFailing(a) ? b.failures - a.failures : 0) ||
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      b.runs - a.runs ||
      a.name.localeCompare(b.name) ||
      a.id - b.id,
  )
}

const number = new Intl.NumberFormat('en-US')
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** "1,234". */
export const countText = (n: number) => (Number.isFinite(n) ? number.format(n) : '—')

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** A large figure in short: "2M", "1.5K", "950". */
export const compactText = (n: number) => (Number.isFinite(n) ? compact.format(n) : '—')

/** US dollars as the admin side shows money ("$1,234.56"); a cost under a cent is not rounded away to $0.00. */
export function dollarsText(dollars: number): string {
  if (!Number.isFinite(dollars)) return '—'
  if (dollars > 0 && dollars < 0.005) return 'Under $0.01'
  return usd.format(Math.round(dollars * 100) / 100)
}

/** Tokens as a share of the monthly limit, 0 to 100 (what the bar draws; 0 without a limit). */
export function tokenShare(tokens: number, limit: number): number {
  if (!(limit > 0) || !(tokens > 0)) return 0
  return Math.min(100, (tokens / limit) * 100)
}

/** The share in words: "42% of the monthly limit", "Under 1% ...", "Over the monthly limit", "No monthly limit". */
export function tokenShareText(tokens: number, limit: number): string {
  if (!(limit > 0)) return 'No monthly limit'
  if (tokens > limit) return 'Over the monthly limit'
  const share = tokenShare(tokens, limit)
  if (share > 0 && share < 1) return 'Under 1% of the monthly limit'
  return `${Math.floor(share)}% of the monthly limit`
}

/** The bar's colour: amber from 75%, red from 90%. */
export function shareLevel(share: number): 'ok' | 'high' | 'critical' {
  return share >= 90 ? 'critical' : share >= 75 ? 'high' : 'ok'
}

/** "1 run", "12 runs". */
export const runsText = (n: number) => `${countText(n)} ${n === 1 ? 'run' : 'runs'}`
