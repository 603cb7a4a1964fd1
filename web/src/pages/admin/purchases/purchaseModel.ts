/** A completed checkout recorded from the Stripe webhook (GET /api/admin/purchases). */
export interface Purchase {
  id: number
  email: string
  amountCents: number
  currency: string
  status: string
  stripeCustomerId: string
  stripeSubscriptionId: string
  checkoutSessionId: string
  createdAt: string
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

/** The total per currency, for the summary: [["USD", 49800], ...]. */
export function totalsByCurrency(list: readonly Purchase[]): [string, number][] {
  const totals = new Map<string, number>()
  for (const p of list) {
    const code = (p.currency || 'usd').toUpperCase()
    totals.set(code, (totals.get(code) ?? 0) + p.amountCents)
  }
  return [...totals.entries()]
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
}
