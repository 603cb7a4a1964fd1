import { RULES } from '../../lib/rules'
import { describe, expect, it } from 'vitest'
import {
  emptyApplication,
  formFieldForServerField,
  isStepValid,
  LEAD_SOURCE,
  nextStep,
  previousStep,
  redirectPathFor,
  stepErrors,
  stepOfField,
  TERMS_TEXT,
  toLeadPayload,
  type ApplicationData,
} from './applicationRules'

const complete: ApplicationData = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '+1 555 010 0199',
  audienceType: 'business-owner',
  experience: 'some',
  timeCommitment: '10-20',
  whyInterested: 'I want an AI phone agent for my clinic.',
  agreeToTerms: true,
}

describe('application step rules', () => {
  it('starts with every step invalid', () => {
    expect(isStepValid(1, emptyApplication)).toBe(false)
    expect(isStepValid(2, emptyApplication)).toBe(false)
    expect(isStepValid(3, emptyApplication)).toBe(false)
  })

  it('accepts a complete application on every step', () => {
    expect(isStepValid(1, complete)).toBe(true)
    expect(isStepValid(2, complete)).toBe(true)
    expect(isStepValid(3, complete)).toBe(true)
  })

  it.each(['name', 'email', 'phone', 'audienceType'] as const)('step 1 needs %s', (field) => {
    expect(isStepValid(1, { ...complete, [field]: '' })).toBe(false)
    expect(stepErrors(1, { ...complete, [field]: '' })[field]).toBeTruthy()
  })

  it('treats whitespace-only text as empty', () => {
    expect(isStepValid(1, { ...complete, name: '   ' })).toBe(false)
    expect(isStepValid(3, { ...complete, whyInterested: ' \n ' })).toBe(false)
  })

  it('rejects an email without an at sign and domain', () => {
    expect(isStepValid(1, { ...complete, email: 'jordan' })).toBe(false)
    expect(isStepValid(1, { ...complete, email: 'jordan@example' })).toBe(false)
    expect(isStepValid(1, { ...complete, email: ' jordan@example.com ' })).toBe(true)
  })

  it('accepts the phone numbers people type and rejects junk, like the server', () => {
    for (const phone of ['+1 555 010 0199', '(555) 010-0199', '020 7946 0958', '555.010.0199', '+447911123456']) {
      expect(isStepValid(1, { ...complete, phone }), phone).toBe(true)
    }
    for (const phone of ['1', '12345', 'call me', '+1 555 010 0199 ext 4', '1234567890123456', '5+550100199']) {
      expect(isStepValid(1, { ...complete, phone }), phone).toBe(false)
    }
    expect(stepErrors(1, { ...complete, phone: '12' }).phone).toBe('Please enter a valid phone number.')
  })

  it('enforces the server length limits', () => {
    expect(isStepValid(1, { ...complete, name: 'a'.repeat(121) })).toBe(false)
    expect(isStepValid(3, { ...complete, whyInterested: 'a'.repeat(5001) })).toBe(false)
    expect(isStepValid(3, { ...complete, whyInterested: 'a'.repeat(5000) })).toBe(true)
  })

  it.each(['experience', 'timeCommitment'] as const)('step 2 needs %s', (field) => {
    expect(isStepValid(2, { ...complete, [field]: '' })).toBe(false)
  })

  it('step 2 does not depend on step 1 or 3 fields', () => {
    expect(isStepValid(2, { ...emptyApplication, experience: 'none', timeCommitment: '30+' })).toBe(true)
  })

  it('step 3 needs a reason and the terms ticked', () => {
    expect(isStepValid(3, { ...complete, agreeToTerms: false })).toBe(false)
    expect(isStepValid(3, { ...complete, whyInterested: '' })).toBe(false)
    expect(stepErrors(3, { ...complete, agreeToTerms: false })).toEqual({
      agreeToTerms: 'Please accept the terms to submit your application.',
    })
  })

  it('moves forward and back one step within 1..3', () => {
    expect(nextStep(1)).toBe(2)
    expect(nextStep(2)).toBe(3)
    expect(nextStep(3)).toBe(3)
    expect(previousStep(3)).toBe(2)
    expect(previousStep(2)).toBe(1)
    expect(previousStep(1)).toBe(1)
  })

  it('keeps the exact terms text', () => {
    expect(TERMS_TEXT).toBe(
      'I agree to the terms and conditions and understand this is an application to join the mission.',
    )
  })
})

describe('lead payload', () => {
  it('sends only the contact fields, whyInterested as businessChallenge, the source, attribution and honeypot', () => {
    const payload = toLeadPayload({ ...complete, name: '  Jordan Lee ' }, { utmSource: 'newsletter' }, '')
    expect(payload).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '+1 555 010 0199',
      audienceType: 'business-owner',
      businessChallenge: 'I want an AI phone agent for my clinic.',
      source: 'ai_agency_partnership_claim',
      attribution: { utmSource: 'newsletter' },
      website: '',
    })
    expect(LEAD_SOURCE).toBe('ai_agency_partnership_claim')
    expect(payload).not.toHaveProperty('experience')
    expect(payload).not.toHaveProperty('timeCommitment')
    expect(payload).not.toHaveProperty('agreeToTerms')
  })

  it('passes the honeypot value through', () => {
    expect(toLeadPayload(complete, {}, 'http://spam.example').website).toBe('http://spam.example')
  })
})

describe('after submit', () => {
  it('sends business owners to the clients call and everyone else to the partners call', () => {
    // The form goes where the confirmation e-mail links: the server's table.
    for (const [audience, page] of Object.entries(RULES.nextPages.ai_agency_partnership_claim)) {
      expect(redirectPathFor(audience as 'investor')).toBe(page)
    }
    expect(redirectPathFor('business-owner')).toBe('/clients-call')
    expect(redirectPathFor('entrepreneur')).toBe('/partners-call')
    expect(redirectPathFor('investor')).toBe('/partners-call')
  })

  it('maps server field names back to form fields and steps', () => {
    expect(formFieldForServerField('businessChallenge')).toBe('whyInterested')
    expect(formFieldForServerField('email')).toBe('email')
    expect(formFieldForServerField('nonsense')).toBeUndefined()
    expect(stepOfField('email')).toBe(1)
    expect(stepOfField('timeCommitment')).toBe(2)
    expect(stepOfField('agreeToTerms')).toBe(3)
  })
})
