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

export interface BillingPage<T> {
  items: T[]
  total: number
  nextCursor?: string
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

export const PAGE_SIZE = 25
export const SEARCH_DEBOUNCE_MS = 300

/** The status a list can filter by: one of its own, else none (a link may carry the other list's). */
export function statusOf(kind: BillingKind, status: string): string {
  return STATUS_OPTIONS[kind].some((o) => o.value === status) ? status : ''
}

/** True when a status or a search narrows the list. */
export function isFiltered(kind: BillingKind, f: Pick<BillingFilters, 'status' | 'q'>): boolean {
  return statusOf(kind, f.status) !== '' || f.q.trim() !== ''
}

/** The query string of a list's page and its export: the filters in use, then the cursor and page size if given. */
export function billingQuery(kind: BillingKind, f: Pick<BillingFilters, 'status' | 'q'>, paging: { cursor?: string; limit?: number } = {}): string {
  const params = new URLSearchParams()
  const q = f.q.trim()
  const status = statusOf(kind, f.status)
  if (status) params.set('status', status)
  if (q) params.set('q', q.slice(0, 200))
  if (paging.cursor) params.set('cursor', paging.cursor)
  if (paging.limit) params.set('limit', String(paging.limit))
  const s = params.toString()
  return s ? `?${s}` : ''
}

export function listUrl(kind: BillingKind, f: Pick<BillingFilters, 'status' | 'q'>, cursor?: string): string {
  return `/api/partner/${kind}${billingQuery(kind, f, { cursor, limit: PAGE_SIZE })}`
}

export function exportUrl(kind: BillingKind, f: Pick<BillingFilters, 'status' | 'q'>): string {
  return `/api/partner/${kind}.csv${billingQuery(kind, f)}`
}

/** The client as a row names it: "Robin Roe · Zephyr Labs", either alone, or ''. */
export function clientLine(row: Pick<QuoteRow, 'clientName' | 'clientCompany'>): string {
  return [...new Set([row.clientName.trim(), row.clientCompany.trim()])].filter(Boolean).join(' · ')
}

/** Under ['partner'], so a change in a project's sheet (and sign-out) takes them too. */
export const billingKey = (kind: BillingKind, f: Pick<BillingFilters, 'status' | 'q'>) =>
  ['partner', 'billing', kind, statusOf(kind, f.status), f.q.trim()] as const
