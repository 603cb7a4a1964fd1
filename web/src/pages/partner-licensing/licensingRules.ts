import { emailError } from '../../lib/email'
import { RULES } from '../../lib/rules'
import type { Attribution } from '../../lib/analytics'
import { plausiblePhone } from '../../lib/phone'
import { EXPERIENCE_OPTIONS, MAX_NAME, MAX_WHY, type Experience } from '../home/applicationRules'

/** Partner licensing and toolkit forms (spec sections 3-5 and 8). Pure rules, no React. */

export { EXPERIENCE_OPTIONS }

export const LICENSING_SOURCE = 'partner_licensing_application'
export const TOOLKIT_SOURCE = 'toolkit_download'
export const TOOLKIT_LEAD_NAME = 'Toolkit Download Request'
export const TOOLKIT_CHALLENGE = 'Requested the business growth roadmap toolkit'

/** Spec section 9: redirect 2 s after a licensing application, scroll 2 s after a toolkit request. */
export const LICENSING_REDIRECT_MS = 2000
export const TOOLKIT_SCROLL_MS = 2000
export const APPLICATION_ANCHOR = 'partner-application'
/** Spec section 2's anchors: the FAQ (also reached as #faq) and the toolkit capture. */
export const FAQ_ANCHOR = 'seo-faq-section'
export const TOOLKIT_ANCHOR = 'claim-form'

/** Where a licensing applicant goes once the form is sent: the server's table, as their e-mail's link. */
export const LICENSING_NEXT_PAGE = RULES.nextPages.partner_licensing_application.any

export const MAX_COMPANY = RULES.leads.company
/** The target market is never sent, so no server rule bounds it; this keeps it a short answer. */
export const MAX_TARGET = 200

export interface LicensingData {
  name: string
  email: string
  phone: string
  company: string
  experience: Experience | ''
  whyInterested: string
  targetMarket: string
}

export type LicensingField = keyof LicensingData

export const emptyLicensing: LicensingData = {
  name: '',
  email: '',
  phone: '',
  company: '',
  experience: '',
  whyInterested: '',
  targetMarket: '',
}

export const LICENSING_FIELDS: readonly LicensingField[] = [
  'name',
  'email',
  'phone',
  'company',
  'experience',
  'whyInterested',
  'targetMarket',
]

const filled = (v: string) => v.trim() !== ''

/** Message for one field of the licensing form, or undefined when it is fine. */
export function licensingFieldError(field: LicensingField, d: LicensingData): string | undefined {
  switch (field) {
    case 'name':
      if (!filled(d.name)) return 'Please enter your name.'
      return d.name.trim().length > MAX_NAME ? `Please keep your name under ${MAX_NAME} characters.` : undefined
    case 'email':
      return emailError(d.email)
    case 'phone':
      if (!filled(d.phone)) return 'Please enter your phone number.'
      return plausiblePhone(d.phone) ? undefined : 'Please enter a valid phone number.'
    case 'company':
      return d.company.trim().length > MAX_COMPANY ? `Please keep the company name under ${MAX_COMPANY} characters.` : undefined
    case 'experience':
      return d.experience ? undefined : 'Please choose your experience level.'
    case 'whyInterested':
      if (!filled(d.whyInterested)) return 'Please tell us why you want to partner with us.'
      return d.whyInterested.trim().length > MAX_WHY ? `Please keep this under ${MAX_WHY} characters.` : undefined
    case 'targetMarket':
      return d.targetMarket.trim().length > MAX_TARGET ? `Please keep this under ${MAX_TARGET} characters.` : undefined
  }
}

export function licensingErrors(d: LicensingData): Partial<Record<LicensingField, string>> {
  const errors: Partial<Record<LicensingField, string>> = {}
  for (const field of LICENSING_FIELDS) {
    const message = licensingFieldError(field, d)
    if (message) errors[field] = message
  }
  return errors
}

/** Submit is enabled only when this is true (name, email, phone, experience and why are required). */
export function isLicensingValid(d: LicensingData): boolean {
  return LICENSING_FIELDS.every((f) => licensingFieldError(f, d) === undefined)
}

/** Maps a server field name back to the form's field. */
export function licensingFieldForServerField(field: string): LicensingField | undefined {
  if (field === 'businessChallenge') return 'whyInterested'
  return LICENSING_FIELDS.find((f) => f === field)
}

export interface LicensingPayload {
  name: string
  email: string
  phone: string
  company: string
  businessChallenge: string
  source: typeof LICENSING_SOURCE
  attribution: Attribution
  website: string
}

/**
 * The body of POST /api/leads for a licensing application. Only name, email,
 * phone, company and whyInterested (as businessChallenge) leave the browser;
 * experience and targetMarket are collected but never sent (spec section 3).
 */
export function toLicensingPayload(d: LicensingData, attribution: Attribution, website: string): LicensingPayload {
  return {
    name: d.name.trim(),
    email: d.email.trim(),
    phone: d.phone.trim(),
    company: d.company.trim(),
    businessChallenge: d.whyInterested.trim(),
    source: LICENSING_SOURCE,
    attribution,
    website,
  }
}

export interface ToolkitPayload {
  /** The visitor's first name, or the spec's fixed label when they gave none. */
  name: string
  email: string
  businessChallenge: typeof TOOLKIT_CHALLENGE
  source: typeof TOOLKIT_SOURCE
  attribution: Attribution
  website: string
}

/** Longest first name the toolkit form takes (the lead name allows more). */
export const MAX_TOOLKIT_FIRST_NAME = 60

/** The visitor's first name when given (so the inbox can greet them), else the spec's fixed name label. */
export function toToolkitPayload(
  email: string,
  attribution: Attribution,
  website: string,
  firstName = '',
): ToolkitPayload {
  const name = firstName.replace(/\s+/g, ' ').trim().slice(0, MAX_TOOLKIT_FIRST_NAME)
  return {
    name: name || TOOLKIT_LEAD_NAME,
    email: email.trim(),
    businessChallenge: TOOLKIT_CHALLENGE,
    source: TOOLKIT_SOURCE,
    attribution,
    website,
  }
}

export type ToolkitCheck = 'blank' | 'invalid' | 'ok'

/** A blank e-mail gets the spec's 'Email Required' toast; a malformed one an inline error. */
export function checkToolkitEmail(email: string): ToolkitCheck {
  if (email.trim() === '') return 'blank'
  return emailError(email) ? 'invalid' : 'ok'
}
