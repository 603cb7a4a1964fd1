import { getJSON } from '../../../../lib/api'
import { send } from '../api'
import type { QuoteInput, QuoteLine } from '../quotes/quotesApi'

/** Types and calls of the partner's invoices (docs/api.md, "Invoices (partner session)"). */

export type InvoiceStatus = 'open' | 'paid' | 'void'

export interface InvoicePayment {
  id: number
  amountCents: number
  /** YYYY-MM-DD. */
  receivedAt: string
  note: string
  createdAt: string
}

export interface Invoice {
  id: number
  projectId: number
  projectTitle: string
  quoteId: number | null
  milestoneId: number | null
  number: string
  status: InvoiceStatus
  /** Open and past its due date (set by the server's clock). */
  overdue: boolean
  currency: string
  lineItems: QuoteLine[]
  subtotalCents: number
  discountCents: number
  taxRate: string
  taxRateBasisPoints: number
  taxCents: number
  totalCents: number
  paidCents: number
  balanceCents: number
  /** YYYY-MM-DD. */
  dueDate: string
  paymentLink: string
  terms: string
  notes: string
  voidReason?: string
  issuedAt: string
  paidAt: string | null
  voidedAt: string | null
  payments: InvoicePayment[]
}

/** An invoice of its own lines (POST /api/partner-projects/{id}/invoices). */
export interface InvoiceInput extends Omit<QuoteInput, 'validUntil'> {
  dueDate: string
  milestoneId?: number
  paymentLink: string
}

/** An invoice of an accepted quote's lines. */
export interface QuoteInvoiceInput {
  dueDate: string
  paymentLink: string
}

export interface PaymentInput {
  amount: string
  receivedAt: string
  note: string
}

/** Under ['partner'], so every partner refresh (and sign-out) takes them too. */
export const invoiceKeys = {
  project: (projectId: number) => ['partner', 'invoices', projectId] as const,
}

export async function fetchInvoices(projectId: number, signal?: AbortSignal): Promise<Invoice[]> {
  const { invoices } = await getJSON<{ invoices: Invoice[] }>(`/api/partner-projects/${projectId}/invoices`, signal)
  return invoices
}

export const createInvoice = (projectId: number, input: InvoiceInput) => send<Invoice>('POST', `/api/partner-projects/${projectId}/invoices`, input)
export const invoiceQuote = (quoteId: number, input: QuoteInvoiceInput) => send<Invoice>('POST', `/api/partner/quotes/${quoteId}/invoice`, input)
export const recordInvoicePayment = (id: number, input: PaymentInput) => send<Invoice>('POST', `/api/partner/invoices/${id}/payments`, input)
export const voidInvoice = (id: number, reason: string) => send<Invoice>('POST', `/api/partner/invoices/${id}/void`, { reason })
export const invoicePdfUrl = (id: number) => `/api/partner/invoices/${id}/pdf`

/** What the partner's badge says: an open invoice past due is Overdue. */
export type InvoiceState = 'open' | 'overdue' | 'paid' | 'void'

export function invoiceState(v: Pick<Invoice, 'status' | 'overdue'>): InvoiceState {
  return v.status === 'open' && v.overdue ? 'overdue' : v.status
}

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  open: 'Open',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
}

/** What an invoice in this state offers: payments while open; void only while open without a payment. */
export function invoiceActions(v: Pick<Invoice, 'status' | 'paidCents' | 'payments'>): { pay: boolean; void: boolean } {
  const open = v.status === 'open'
  return { pay: open, void: open && v.paidCents === 0 && (v.payments?.length ?? 0) === 0 }
}
