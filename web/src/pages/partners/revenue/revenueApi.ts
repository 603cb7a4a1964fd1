import { get } from '../portal/api'
import type { MonthRange } from './range'
import type { RevenueDashboard } from '../../../lib/revenueModel'

/** Under ['partner'] so sign-in and logout drop it with the rest of the partner's data. */
export const dashboardKey = (r: MonthRange) => ['partner', 'revenue-dashboard', r.from, r.to] as const

export function fetchDashboard(r: MonthRange, signal?: AbortSignal) {
  const q = new URLSearchParams({ from: r.from, to: r.to })
  return get<RevenueDashboard>(`/api/partner/revenue/dashboard?${q.toString()}`, signal)
}
