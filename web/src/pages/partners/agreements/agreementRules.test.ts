import { describe, expect, it } from 'vitest'
import { checkAgreementSignature, checkSign, SIGN_FIELDS, type SignValues } from './agreementRules'

const errors = (check: ReturnType<typeof checkSign>, v: SignValues) => SIGN_FIELDS.flatMap((f) => (check(f, v) ? [f] : []))

describe('signing', () => {
  it('needs a full name of 2 to 100 characters and the consent box', () => {
    expect(errors(checkAgreementSignature, { name: 'Dana Reyes', consent: true })).toEqual([])
    expect(errors(checkAgreementSignature, { name: ' D ', consent: true })).toEqual(['name'])
    expect(errors(checkAgreementSignature, { name: 'x'.repeat(101), consent: true })).toEqual(['name'])
    expect(errors(checkAgreementSignature, { name: 'Dana Reyes', consent: false })).toEqual(['consent'])
  })

  it('says what the box agrees to', () => {
    expect(checkSign('Tick the box to agree to this statement of work.')('consent', { name: 'Dana', consent: false })).toBe(
      'Tick the box to agree to this statement of work.',
    )
    expect(checkAgreementSignature('consent', { name: 'Dana', consent: false })).toBe('Tick the box to agree to this agreement.')
  })
})
