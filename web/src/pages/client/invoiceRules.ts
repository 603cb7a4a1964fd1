import type { PortalInvoice, PortalView } from '../../lib/clientPortalModel'
import { invoiceState, type InvoiceState } from '../partners/portal/invoices/invoicesApi'

/**
 * The invoices a client portal shows (GET /api/client-portal/{token}
 * `invoices`: those of the projects the link shows, newest first). Pure, no React.
 */

export const invoicesOf = (view: PortalView): PortalInvoice[] => view.invoices ?? []

/** The client's words for an invoice's state (an open invoice past due is overdue). */
export const PORTAL_INVOICE_LABELS: Record<InvoiceState, string> = {
  open: 'Awaiting payment',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
}

export { invoiceState as portalInvoiceState }

/** Pay Now shows for an open invoice with a payment page that is an https:// address. */
export function payNowLink(v: Pick<PortalInvoice, 'status' | 'paymentLink' | 'balanceCents'>): string | undefined {
  if (v.status !== 'open' || v.balanceCents <= 0 || !v.paymentLink) return undefined
  try {
    return new URL(v.paymentLink).protocol === 'https:' ? v.paymentLink : undefined
  } catch {
    return undefined
  }
}

/** Those still to pay first (overdue before the rest), then the others, each newest first as the server sends them. */
export function unpaidFirst(invoices: PortalInvoice[]): PortalInvoice[] {
  const rank = (v: PortalInvoice) => (v.status !== 'open' ? 2 : v.overdue ? 0 : 1)
  return invoices
    .map((v, i) => [v, i] as const)
    .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
    .map(([v]) => v)
}
