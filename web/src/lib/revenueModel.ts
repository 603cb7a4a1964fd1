/** What GET /api/partner/revenue/dashboard answers (docs/api.md, "Partner tools"), and its pure mappings. */
import type { MonthRange } from './revenueRange'
import { monthLong, monthTick } from './revenueRange'

export interface RevenueMonth {
  month: string
  grossCents: number
  partnerShareCents: number
  platformShareCents: number
  payments: number
}

export interface RevenueTotals {
  grossCents: number
  partnerShareCents: number
  platformShareCents: number
  payments: number
}

export interface Payouts {
  pendingCents: number
  pendingCount: number
  paidCents: number
  paidCount: number
}

export interface ProductMRR {
  product: string
  activeSubscriptions: number
  mrrCents: number
  partnerShareCents: number
}

export interface Recurring {
  mrrCents: number
  partnerShareCents: number
  activeSubscriptions: number
  byProduct: ProductMRR[]
}

export type PaymentStatus = 'paid' | 'pending'

/** A payment a partner's work brought in, split between partner and platform (the staff record it; the partner's portal lists them). */
export interface Payment {
  id: number
  projectId: number | null
  project: string
  description: string
  grossCents: number
  partnerShareCents: number
  platformShareCents: number
  status: PaymentStatus
  receivedAt: string
}

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled'

export interface Subscription {
  id: number
  clientId: number | null
  clientName: string
  productName: string
  planType: string
  monthlyValueCents: number
  partnerShareCents: number
  status: SubscriptionStatus
  startDate: string | null
  cancellationDate: string | null
  cancellationReason: string
  createdAt: string
}

export interface RevenueDashboard {
  revenueSharePercentage: number
  from: string
  to: string
  months: RevenueMonth[]
  totals: RevenueTotals
  payouts: Payouts
  recurring: Recurring
  subscriptions: Subscription[]
}

export const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
}

/** One bar group of the chart: values stay in cents (the axis and tooltip format them). */
export interface ChartRow {
  month: string
  tick: string
  label: string
  gross: number
  partner: number
  platform: number
}

export function chartRows(months: readonly RevenueMonth[]): ChartRow[] {
  const years = new Set(months.map((m) => m.month.slice(0, 4)))
  return months.map((m) => ({
    month: m.month,
    tick: monthTick(m.month, years.size > 1),
    label: monthLong(m.month),
    gross: m.grossCents,
    partner: m.partnerShareCents,
    platform: m.platformShareCents,
  }))
}

/** Whether any month of the range had a payment (otherwise the chart is an empty state). */
export function hasPayments(months: readonly RevenueMonth[]): boolean {
  return months.some((m) => m.payments > 0 || m.grossCents !== 0)
}

/** "You keep 80% of every payment; the platform keeps the rest." */
export function splitSentence(share: number): string {
  return `You keep ${share}% of every payment; the platform keeps the rest.`
}

/** The CSV download address for the range shown. */
export function csvHref(range: MonthRange): string {
  const q = new URLSearchParams({ from: range.from, to: range.to })
  return `/api/partner/revenue/dashboard.csv?${q.toString()}`
}
