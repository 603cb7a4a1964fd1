import { describe, expect, it } from 'vitest'
import {
  cleanDomain,
  emptyOnboarding,
  fieldForServerField,
  isStepFilled,
  NICHES,
  progressPercent,
  requiredFields,
  showsDomainName,
  showsForwardingNumber,
  showsLogoUpload,
  toOnboardingPayload,
  visibleFields,
  type OnboardingValues,
} from './onboardingRules'
import { onboardingErrors } from './onboardingChecks'

const complete: OnboardingValues = {
  fullName: 'Rosa Diaz',
  businessEmail: 'rosa@brightsmiles.ai',
  niche: 'Dental & Orthodontics',
  businessName: 'Bright Smiles AI',
  ownsDomain: 'yes',
  domainName: 'brightsmiles.ai',
  preferredAreaCode: '512',
  phoneForwarding: 'cell',
  forwardingNumber: '+1 512 555 0100',
  targetClient: 'Dental practices in Texas',
  pitchLine: 'We answer every call your front desk misses.',
  hasLogo: 'yes',
  additionalRequests: '',
}

describe('the onboarding niche list', () => {
  it('is the spec list, character for character', () => {
    expect(NICHES.join('; ')).toBe(
      'Stem Cells & Regenerative Medicine; Med Spa & Aesthetics; Landscaping & Lawn Care; Roofing & Construction; HVAC & Home Services; Dental & Orthodontics; Chiropractic & Physical Therapy; Real Estate; Automotive Services; Fitness & Personal Training; Legal Services; Accounting & Financial Services; Other (please specify in additional requests)',
    )
  })
})

describe('conditional fields', () => {
  it('show the domain only when the partner owns one', () => {
    expect(showsDomainName({ ownsDomain: 'yes' })).toBe(true)
    expect(showsDomainName({ ownsDomain: 'no' })).toBe(false)
    expect(visibleFields(2, { ...complete, ownsDomain: 'no' })).not.toContain('domainName')
  })

  it('show the forwarding number only for cell forwarding', () => {
    expect(showsForwardingNumber({ phoneForwarding: 'cell' })).toBe(true)
    expect(showsForwardingNumber({ phoneForwarding: 'separate' })).toBe(false)
    expect(showsForwardingNumber({ phoneForwarding: '' })).toBe(false)
    expect(visibleFields(2, { ...complete, phoneForwarding: 'separate' })).not.toContain('forwardingNumber')
  })

  it('show the logo upload only with a logo', () => {
    expect(showsLogoUpload({ hasLogo: 'yes' })).toBe(true)
    expect(showsLogoUpload({ hasLogo: 'no' })).toBe(false)
  })
})

describe('step rules', () => {
  it("require the spec's fields per step", () => {
    expect(requiredFields(1, emptyOnboarding)).toEqual(['fullName', 'businessEmail', 'niche', 'businessName'])
    expect(requiredFields(2, emptyOnboarding)).toEqual(['preferredAreaCode', 'phoneForwarding', 'targetClient'])
    expect(requiredFields(3, emptyOnboarding)).toEqual(['pitchLine'])
  })

  it('also require a conditional field once it shows', () => {
    expect(requiredFields(2, complete)).toEqual([
      'domainName',
      'preferredAreaCode',
      'phoneForwarding',
      'forwardingNumber',
      'targetClient',
    ])
  })

  it('enable Continue only when the step is filled', () => {
    expect(isStepFilled(1, emptyOnboarding)).toBe(false)
    expect(isStepFilled(1, { ...complete, businessName: '  ' })).toBe(false)
    expect(isStepFilled(1, complete)).toBe(true)
    expect(isStepFilled(2, { ...complete, forwardingNumber: '' })).toBe(false)
    expect(isStepFilled(2, { ...complete, phoneForwarding: 'separate', forwardingNumber: '' })).toBe(true)
    expect(isStepFilled(2, { ...complete, ownsDomain: 'no', domainName: '' })).toBe(true)
    expect(isStepFilled(3, { ...complete, pitchLine: '' })).toBe(false)
    expect(isStepFilled(3, complete)).toBe(true)
  })

  it('count progress by finished steps', () => {
    expect([1, 2, 3, 4].map((s) => progressPercent(s as 1 | 2 | 3 | 4))).toEqual([0, 33, 67, 100])
  })
})

describe('the checks', () => {
  const issues = (v: OnboardingValues) => onboardingErrors(v)

  it('accepts a complete onboarding', () => {
    expect(issues(complete)).toEqual({})
  })

  it("checks formats in the server's words", () => {
    expect(issues({ ...complete, businessEmail: 'rosa@' }).businessEmail).toBe('Please enter a valid email address.')
    expect(issues({ ...complete, preferredAreaCode: '5120' }).preferredAreaCode).toBe('Please enter a 3-digit area code.')
    expect(issues({ ...complete, domainName: 'not a domain' }).domainName).toBe(
      'Please enter your domain, such as yourbusiness.com.',
    )
    expect(issues({ ...complete, forwardingNumber: '12' }).forwardingNumber).toBe(
      'Please enter the number to forward calls to.',
    )
    expect(issues({ ...complete, niche: 'Dentists' }).niche).toBe('Please choose your niche.')
  })

  it('checks a shown conditional field while later steps are still empty', () => {
    const early = { ...complete, pitchLine: '', domainName: 'bad', forwardingNumber: '1' }
    expect(issues(early)).toMatchObject({
      domainName: 'Please enter your domain, such as yourbusiness.com.',
      forwardingNumber: 'Please enter the number to forward calls to.',
    })
  })

  it('ignores hidden fields', () => {
    expect(issues({ ...complete, ownsDomain: 'no', domainName: 'junk here' })).toEqual({})
    expect(issues({ ...complete, phoneForwarding: 'separate', forwardingNumber: 'x' })).toEqual({})
  })

  it('takes a pasted address as a domain', () => {
    expect(cleanDomain(' https://www.brightsmiles.ai/about ')).toBe('www.brightsmiles.ai')
    expect(issues({ ...complete, domainName: 'https://brightsmiles.ai/' })).toEqual({})
  })
})

describe('the lead it posts', () => {
  it("sends exactly the spec's custom fields", () => {
    const p = toOnboardingPayload(complete, 'a'.repeat(64))
    expect(Object.keys(p.customFields).sort()).toEqual(
      [
        'businessName',
        'niche',
        'targetClient',
        'pitchLine',
        'ownsDomain',
        'domainName',
        'preferredAreaCode',
        'phoneForwarding',
        'forwardingNumber',
        'hasLogo',
        'additionalRequests',
      ].sort(),
    )
    expect(p).toMatchObject({
      name: 'Rosa Diaz',
      email: 'rosa@brightsmiles.ai',
      phone: '+1 512 555 0100',
      source: 'partner_onboarding_complete',
      logoId: 'a'.repeat(64),
    })
  })

  it("sends phone 'Not provided' without a forwarding number, and empties hidden fields", () => {
    const p = toOnboardingPayload(
      { ...complete, ownsDomain: 'no', phoneForwarding: 'separate', hasLogo: 'no' },
      'a'.repeat(64),
    )
    expect(p.phone).toBe('Not provided')
    expect(p.customFields.domainName).toBe('')
    expect(p.customFields.forwardingNumber).toBe('')
    expect(p.logoId).toBeUndefined()
  })
})

describe('server field errors', () => {
  it('land on the matching form fields', () => {
    expect(fieldForServerField('customFields.niche')).toBe('niche')
    expect(fieldForServerField('name')).toBe('fullName')
    expect(fieldForServerField('email')).toBe('businessEmail')
    expect(fieldForServerField('phone')).toBe('forwardingNumber')
    expect(fieldForServerField('logoId')).toBe('logo')
    expect(fieldForServerField('customFields')).toBeUndefined()
    expect(fieldForServerField('customFields.favouriteColour')).toBeUndefined()
  })
})
