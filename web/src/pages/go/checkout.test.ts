import { describe, expect, it } from 'vitest'
import { checkoutHref, newCheckoutReference, rememberCheckout, startedCheckout } from './checkout'

function memoryStorage() {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
}

describe('the hand-over to the checkout', () => {
  it('makes references the server accepts, different each time', () => {
    const a = newCheckoutReference()
    expect(a).toMatch(/^go_[0-9a-f]{32}$/)
    expect(newCheckoutReference()).not.toBe(a)
    expect(newCheckoutReference((b) => void b.fill(255))).toBe('go_' + 'ff'.repeat(16))
  })

  it('gives the payment page the e-mail and the reference, keeping its own parameters', () => {
    const href = new URL(checkoutHref('https://buy.stripe.com/abc?locale=en', ' sam+1@acme.com ', 'go_' + '0'.repeat(32)))
    expect(href.origin + href.pathname).toBe('https://buy.stripe.com/abc')
    expect(href.searchParams.get('locale')).toBe('en')
    expect(href.searchParams.get('prefilled_email')).toBe('sam+1@acme.com')
    expect(href.searchParams.get('client_reference_id')).toBe('go_' + '0'.repeat(32))
  })

  it('remembers the checkout in the tab, and ignores what it did not write', () => {
    const storage = memoryStorage()
    expect(startedCheckout(storage)).toBeUndefined()
    rememberCheckout({ reference: 'go_' + 'a'.repeat(32), email: 'sam@acme.com' }, storage)
    expect(startedCheckout(storage)).toEqual({ reference: 'go_' + 'a'.repeat(32), email: 'sam@acme.com' })
    storage.setItem('goCheckout', '{"reference":"../x","email":"a"}')
    expect(startedCheckout(storage)).toBeUndefined()
    storage.setItem('goCheckout', 'not json')
    expect(startedCheckout(storage)).toBeUndefined()
  })
})
