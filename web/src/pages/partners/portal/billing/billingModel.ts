import { oneOf, textParam, type UrlParams } from '../../../../lib/urlState'
import { INVOICE_STATE_LABELS, type InvoiceState, type InvoiceStatus } from '../invoices/invoicesApi'
import { QUOTE_STATUS_LABELS, type QuoteStatus } from '../quotes/quotesApi'

/**
 * The partner's lists of all their quotes and all their invoices, in the
 * Revenue tab (docs/api.md, GET /api/partner/quotes and /api/partner/invoices):
 * types, filters in the address, and the calls' addresses. No React.
 */

/** The Revenue tab's views: its figures and payments, then the two lists. */
export const REVENUE_VIEWS = [
  { value: 'overview', label: 'Overview' },
  { value: 'quotes', label: 'Quotes' },
  { value: 'invoices', label: 'Invoices' },
] as const

export type RevenueView = (typeof REVENUE_VIEWS)[number]['value']
export type BillingKind = Exclude<RevenueView, 'overview'>

/** A quote in the list: what it is worth and for whom, without its lines. */
export interface QuoteRow {
  id: number
  number: string
  status: QuoteStatus
  projectId: number
  projectTitle: string
  clientName: string
  clientCompany: string
  currency: string
  totalCents: number
  /** YYYY-MM-DD. */
  validUntil: string
  sentAt: string | null
  decidedAt: string | null
  createdAt: string
}

/** An invoice in the list: what it bills, for whom and what is still owed. */
export interface InvoiceRow {
  id: number
  number: string
  status: InvoiceStatus
  overdue: boolean
  projectId: number
  projectTitle: string
  clientName: string
  clientCompany: string
  currency: string
  totalCents: number
  paidCents: number
  balanceCents: number
  /** YYYY-MM-DD. */
  dueDate: string
  issuedAt: string
}

/** Each list's status filter, in the server's words (an invoice's "open" keeps the overdue ones too). */
export const STATUS_OPTIONS: Record<BillingKind, readonly { value: string; label: string }[]> = {
  quotes: (Object.keys(QUOTE_STATUS_LABELS) as QuoteStatus[]).map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] })),
  invoices: (Object.keys(INVOICE_STATE_LABELS) as InvoiceState[]).map((s) => ({ value: s, label: INVOICE_STATE_LABELS[s] })),
}

const ALL_STATUSES = [...new Set(Object.values(STATUS_OPTIONS).flatMap((options) => options.map((o) => o.value)))]

export interface BillingFilters {
  view: RevenueView
  status: string
  q: string
}

/** The tab's address: ?view=quotes&status=sent&q=acme. */
export const BILLING_PARAMS: UrlParams<BillingFilters> = {
  view: oneOf(REVENUE_VIEWS.map((v) => v.value), 'overview'),
  status: oneOf(ALL_STATUSES, ''),
  q: textParam(200),
}


/** The status a list can filter by: one of its own, else none (a link may carry the other list's). */
export function statusOf(kind: BillingKind, status: string): string {
  return STATUS_OPTIONS[kind].some((o) => o.value === status) ? status : ''
}

/** True when a status or a search narrows the list. */
export function isFiltered(kind: BillingKind, f: Pick<BillingFilters, 'status' | 'q'>): boolean {
  return statusOf(kind, f.status) !== '' || f.q.trim() !== ''
}

/** A list's address; its export is the same with .csv (listAddress adds the filters). */
export const billingBase = (kind: BillingKind) => `/api/partner/${kind}`

/** The filters a list sends: its own status (or none) and the search. */
export function billingFilters(kind: BillingKind, f: Pick<BillingFilters, 'status' | 'q'>): { status: string; q: string } {
  return { status: statusOf(kind, f.status), q: f.q.trim().slice(0, 200) }
}

/** The client as a row names it: "Robin Roe · Zephyr Labs", either alone, or ''. */
export function clientLine(row: Pick<QuoteRow, 'clientName' | 'clientCompany'>): string {
  return [...new Set([row.clientName.trim(), row.clientCompany.trim()])].filter(Boolean).join(' · ')
}

/** Under ['partner'], so a change in a project's sheet (and sign-out) takes them too. */
export const billingKey = (kind: BillingKind) => ['partner', 'billing', kind] as const
