import type { MonthRange } from '../../../lib/revenueRange'
import { getJSON } from '../../../lib/api'
import type { RevenueDashboard } from '../../../lib/revenueModel'

/** Under ['partner'] so sign-in and logout drop it with the rest of the partner's data. */
export const dashboardKey = (r: MonthRange) => ['partner', 'revenue-dashboard', r.from, r.to] as const

export function fetchDashboard(r: MonthRange, signal?: AbortSignal) {
  const q = new URLSearchParams({ from: r.from, to: r.to })
  return getJSON<RevenueDashboard>(`/api/partner/revenue/dashboard?${q.toString()}`, signal)
}
