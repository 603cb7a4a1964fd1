import { getJSON } from '../../../../lib/api'
import { send } from '../api'

/** Types and calls of the partner's quotes (docs/api.md, "Quotes (partner session)"). */

export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'declined' | 'expired' | 'superseded'

export interface QuoteLine {
  description: string
  /** A decimal as typed: "1.5". */
  quantity: string
  unitPriceCents: number
  amountCents: number
}

export interface Quote {
  id: number
  projectId: number
  projectTitle: string
  number: string
  status: QuoteStatus
  currency: string
  lineItems: QuoteLine[]
  subtotalCents: number
  discountCents: number
  /** The rate in percent as typed ("8.25"). */
  taxRate: string
  taxRateBasisPoints: number
  taxCents: number
  totalCents: number
  /** YYYY-MM-DD: valid to the end of that day (UTC). */
  validUntil: string
  terms: string
  notes: string
  supersedesId: number | null
  /** The number of the revision sent in its place. */
  supersededBy?: string
  /** The number of its invoice (not void): an accepted quote is invoiced once. */
  invoicedAs?: string
  sentAt: string | null
  decidedAt: string | null
  acceptedName?: string
  declineReason?: string
  createdAt: string
  updatedAt: string
}

/** What the editor sends (POST and PUT): amounts as typed, the server reads them. */
export interface QuoteInput {
  lineItems: { description: string; quantity: string; unitPrice: string }[]
  discount: string
  taxRate: string
  currency: string
  validUntil: string
  terms: string
  notes: string
}

/** Under ['partner'], so every partner refresh (and sign-out) takes them too. */
export const quoteKeys = {
  project: (projectId: number) => ['partner', 'quotes', projectId] as const,
}

export async function fetchQuotes(projectId: number, signal?: AbortSignal): Promise<Quote[]> {
  const { quotes } = await getJSON<{ quotes: Quote[] }>(`/api/partner-projects/${projectId}/quotes`, signal)
  return quotes
}

/** A new draft, or the draft `id` changed. */
export function saveQuote(projectId: number, id: number | undefined, input: QuoteInput): Promise<Quote> {
  return id === undefined ? send('POST', `/api/partner-projects/${projectId}/quotes`, input) : send('PUT', `/api/partner/quotes/${id}`, input)
}

export const sendQuote = (id: number) => send<Quote>('POST', `/api/partner/quotes/${id}/send`)
export const reviseQuote = (id: number) => send<Quote>('POST', `/api/partner/quotes/${id}/revise`)
export const deleteQuote = (id: number) => send<{ deleted: boolean }>('DELETE', `/api/partner/quotes/${id}`)

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  superseded: 'Superseded',
}

/** Which actions a quote in this status offers: only a draft changes; a revision is a new quote; an accepted one is invoiced. */
export function quoteActions(status: QuoteStatus, invoicedAs?: string): { edit: boolean; send: boolean; remove: boolean; revise: boolean; invoice: boolean } {
  const draft = status === 'draft'
  return { edit: draft, send: draft, remove: draft, revise: !draft && status !== 'superseded', invoice: status === 'accepted' && !invoicedAs }
}

/** A calendar day "YYYY-MM-DD" as "Mar 5, 2026", the same day everywhere. */
export function formatValidUntil(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? day : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}

/** The local day `days` from today as "YYYY-MM-DD" (a date input's value). */
export function dayFromToday(days: number, now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
