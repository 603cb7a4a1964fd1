import { describe, expect, it } from 'vitest'
import {
  checkToolkitEmail,
  emptyLicensing,
  isLicensingValid,
  licensingErrors,
  licensingFieldForServerField,
  toLicensingPayload,
  toToolkitPayload,
  type LicensingData,
} from './licensingRules'

const valid: LicensingData = {
  name: ' Sam Rivera ',
  email: ' sam@rivera.co ',
  phone: '+1 (555) 010-0144',
  company: ' Rivera Digital ',
  experience: 'some',
  whyInterested: ' I run a small web agency and my clients keep asking for AI. ',
  targetMarket: 'Dental clinics in Austin',
}

describe('licensing form rules', () => {
  it('requires name, email, phone, experience and why; company and target market are optional', () => {
    expect(Object.keys(licensingErrors(emptyLicensing)).sort()).toEqual(
      ['email', 'experience', 'name', 'phone', 'whyInterested'].sort(),
    )
    expect(isLicensingValid(emptyLicensing)).toBe(false)
    expect(isLicensingValid(valid)).toBe(true)
    expect(isLicensingValid({ ...valid, company: '', targetMarket: '' })).toBe(true)
  })

  it('checks the email and phone the way the server does', () => {
    expect(licensingErrors({ ...valid, email: 'sam@rivera' }).email).toBe('Please enter a valid email address.')
    expect(licensingErrors({ ...valid, phone: '12345' }).phone).toBe('Please enter a valid phone number.')
    expect(licensingErrors({ ...valid, whyInterested: '   ' }).whyInterested).toBeDefined()
  })

  it('sends only name, email, phone, company and why (as businessChallenge), trimmed', () => {
    const payload = toLicensingPayload(valid, { utmSource: 'x' }, '')
    expect(payload).toEqual({
      name: 'Sam Rivera',
      email: 'sam@rivera.co',
      phone: '+1 (555) 010-0144',
      company: 'Rivera Digital',
      businessChallenge: 'I run a small web agency and my clients keep asking for AI.',
      source: 'partner_licensing_application',
      attribution: { utmSource: 'x' },
      website: '',
    })
    expect(payload).not.toHaveProperty('experience')
    expect(payload).not.toHaveProperty('targetMarket')
  })

  it('maps server field names back to form fields', () => {
    expect(licensingFieldForServerField('businessChallenge')).toBe('whyInterested')
    expect(licensingFieldForServerField('email')).toBe('email')
    expect(licensingFieldForServerField('source')).toBeUndefined()
  })
})

describe('toolkit form rules', () => {
  it('tells blank, malformed and good addresses apart', () => {
    expect(checkToolkitEmail('')).toBe('blank')
    expect(checkToolkitEmail('   ')).toBe('blank')
    expect(checkToolkitEmail('nope')).toBe('invalid')
    expect(checkToolkitEmail(' a@b.co ')).toBe('ok')
  })

  it('sends the first name when given, the fixed name label otherwise', () => {
    expect(toToolkitPayload('a@b.co', {}, '', '  Sam   Rivera ').name).toBe('Sam Rivera')
    expect(toToolkitPayload('a@b.co', {}, '', '   ').name).toBe('Toolkit Download Request')
    expect(toToolkitPayload('a@b.co', {}, '', 'x'.repeat(80)).name).toHaveLength(60)
  })

  it('sends the fixed name and challenge with the visitor e-mail when no name is given', () => {
    expect(toToolkitPayload(' a@b.co ', {}, '')).toEqual({
      name: 'Toolkit Download Request',
      email: 'a@b.co',
      businessChallenge: 'Requested the business growth roadmap toolkit',
      source: 'toolkit_download',
      attribution: {},
      website: '',
    })
  })
})
