/**
 * The hand-over to the payment page and back: /go gives the checkout the
 * buyer's e-mail (prefilled_email) and a reference of its own
 * (client_reference_id), and keeps both in this tab, so the thank-you page
 * can ask the server what became of the payment and say where the e-mail
 * went.
 */

const STORAGE_KEY = 'goCheckout'

export interface CheckoutStarted {
  reference: string
  email: string
}

/** A reference only this tab knows: go_ and 128 random bits in hex, the form the server accepts. */
export function newCheckoutReference(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  const bytes = new Uint8Array(16)
  fill(bytes)
  return 'go_' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The payment page's address with the buyer's e-mail and the reference (Stripe Payment Links read both). */
export function checkoutHref(base: string, email: string, reference: string): string {
  const url = new URL(base)
  url.searchParams.set('prefilled_email', email.trim())
  url.searchParams.set('client_reference_id', reference)
  return url.toString()
}

export function rememberCheckout(started: CheckoutStarted, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(started))
  } catch {
    // Storage may be full or blocked: the thank-you page then speaks in general terms.
  }
}

/** The checkout this tab started, if it kept one. */
export function startedCheckout(storage: Pick<Storage, 'getItem'> = sessionStorage): CheckoutStarted | undefined {
  try {
    const v = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<CheckoutStarted> | null
    if (v && typeof v.reference === 'string' && /^go_[0-9a-f]{32}$/.test(v.reference) && typeof v.email === 'string') {
      return { reference: v.reference, email: v.email }
    }
  } catch {
    // Unreadable: as if none was kept.
  }
  return undefined
}

/** What the server knows of a checkout (POST /api/checkout/status). */
export interface CheckoutStatus {
  status: 'paid' | 'pending' | 'failed' | 'expired' | 'refunded' | 'partially_refunded'
  email: string
  account: '' | 'invited' | 'existing' | 'deactivated'
}
