import { describe, expect, it } from 'vitest'
import { signSchema } from './agreementRules'

describe('signing an agreement', () => {
  it('needs a full name of 2 to 100 characters and the consent box', () => {
    expect(signSchema.safeParse({ name: 'Dana Reyes', consent: true }).success).toBe(true)
    expect(signSchema.safeParse({ name: ' D ', consent: true }).success).toBe(false)
    expect(signSchema.safeParse({ name: 'x'.repeat(101), consent: true }).success).toBe(false)
    const noConsent = signSchema.safeParse({ name: 'Dana Reyes', consent: false })
    expect(noConsent.success).toBe(false)
    expect(noConsent.error?.issues[0]?.path).toEqual(['consent'])
  })
})
