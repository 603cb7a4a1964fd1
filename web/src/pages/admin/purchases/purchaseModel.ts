import type { BadgeTone } from '../../../components/ui/badge'
import type { PartnerStatus } from '../partners/partnerModel'

export type PurchaseStatus = 'paid' | 'pending' | 'failed' | 'expired' | 'refunded' | 'partially_refunded'

/** An e-mail sent about a purchase, and where it is on its way (the outbox's status). */
export interface PurchaseEmail {
  id: number
  subject: string
  recipient: string
  status: string
  createdAt: string
  sentAt: string | null
}

/** A checkout recorded from the Stripe webhook (GET /api/admin/purchases). */
export interface Purchase {
  id: number
  email: string
  customerName: string
  company: string
  amountCents: number
  refundedCents: number
  currency: string
  status: string
  /** What the payment did to the buyer's account: invited, existing, deactivated, or '' for none. */
  account: string
  partnerId: number | null
  partnerCompany: string
  partnerStatus: PartnerStatus | ''
  stripeCustomerId: string
  stripeSubscriptionId: string
  checkoutSessionId: string
  paymentIntentId: string
  createdAt: string
  updatedAt: string | null
  emails: PurchaseEmail[]
}

const STATUS: Record<PurchaseStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  pending: { label: 'Payment pending', tone: 'warning' },
  failed: { label: 'Payment failed', tone: 'danger' },
  expired: { label: 'Checkout expired', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  partially_refunded: { label: 'Partly refunded', tone: 'warning' },
}

export function purchaseStatus(status: string): { label: string; tone: BadgeTone } {
  return STATUS[status as PurchaseStatus] ?? { label: status, tone: 'neutral' }
}

/** What the purchase did to the buyer's partner account, as staff read it. */
export function accountNote(p: Pick<Purchase, 'account' | 'status'>): string {
  switch (p.account) {
    case 'invited':
      return 'Account opened, invitation sent'
    case 'existing':
      return 'Added to their active account'
    case 'deactivated':
      return 'Account is deactivated: decide whether to reactivate or refund'
  }
  if (p.status === 'paid' || p.status === 'refunded' || p.status === 'partially_refunded') return 'No usable e-mail: no account opened'
  return 'No account: nothing was paid'
}

/** "$1.00", "€497.00"; an unknown currency code falls back to "12.34 XYZ". */
export function formatAmount(cents: number, currency: string): string {
  const code = (currency || 'usd').toUpperCase()
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(cents / 100)
  } catch {
    return `${(cents / 100).toFixed(2)} ${code}`
  }
}

/** Whether money came in: paid, or paid and then (partly) refunded. */
export function wasPaid(p: Pick<Purchase, 'status'>): boolean {
  return p.status === 'paid' || p.status === 'refunded' || p.status === 'partially_refunded'
}

/** What was kept per currency (paid less refunded), for the summary: [["USD", 49800], ...]. */
export function totalsByCurrency(list: readonly Purchase[]): [string, number][] {
  const totals = new Map<string, number>()
  for (const p of list) {
    if (!wasPaid(p)) continue
    const code = (p.currency || 'usd').toUpperCase()
    totals.set(code, (totals.get(code) ?? 0) + p.amountCents - p.refundedCents)
  }
  return [...totals.entries()]
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
}
