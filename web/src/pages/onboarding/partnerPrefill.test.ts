import { describe, expect, it } from 'vitest'
import { emptyOnboarding } from './onboardingRules'
import { isOnboardingArrival, withPrefill } from './partnerPrefill'

const prefill = { fullName: 'Sam Rivera', businessEmail: 'sam@acme.com', businessName: 'Acme Labs' }

describe('a partner arriving from their invitation', () => {
  it('starts with their name, e-mail and company where nothing was typed', () => {
    const draft = { step: 1 as const, values: { ...emptyOnboarding, businessName: 'Typed Co' }, logo: null }
    const out = withPrefill(draft, prefill)
    expect(out.values.fullName).toBe('Sam Rivera')
    expect(out.values.businessEmail).toBe('sam@acme.com')
    expect(out.values.businessName).toBe('Typed Co')
    expect(withPrefill(draft, undefined)).toBe(draft)
  })

  it('reads only the state the welcome page gives', () => {
    expect(isOnboardingArrival({ partner: prefill })).toBe(true)
    expect(isOnboardingArrival({ partner: { fullName: 1 } })).toBe(false)
    expect(isOnboardingArrival(null)).toBe(false)
    expect(isOnboardingArrival('x')).toBe(false)
  })
})
