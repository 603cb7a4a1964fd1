import { emailError } from '../../lib/email'
import { plausiblePhone } from '../../lib/phone'
import { RULES } from '../../lib/rules'
import type { Attribution } from '../../lib/analytics'

/** Three-step application form (spec sections 2-5). Pure rules, no React. */

export type AudienceType = 'business-owner' | 'entrepreneur' | 'investor'
export type Experience = 'none' | 'some' | 'experienced' | 'expert'
export type TimeCommitment = '5-10' | '10-20' | '20-30' | '30+'
export type Step = 1 | 2 | 3

export const STEP_COUNT = 3
export const REDIRECT_DELAY_MS = 2000
export const LEAD_SOURCE = 'ai_agency_partnership_claim'
export const TERMS_TEXT =
  'I agree to the terms and conditions and understand this is an application to join the mission.'

export interface ApplicationData {
  name: string
  email: string
  phone: string
  audienceType: AudienceType | ''
  experience: Experience | ''
  timeCommitment: TimeCommitment | ''
  whyInterested: string
  agreeToTerms: boolean
}

export type ApplicationField = keyof ApplicationData

export const emptyApplication: ApplicationData = {
  name: '',
  email: '',
  phone: '',
  audienceType: '',
  experience: '',
  timeCommitment: '',
  whyInterested: '',
  agreeToTerms: false,
}

export const AUDIENCE_OPTIONS: readonly { value: AudienceType; label: string; description: string }[] = [
  { value: 'business-owner', label: 'Business owner', description: 'I want AI working in my business.' },
  { value: 'entrepreneur', label: 'Entrepreneur', description: 'I want to build and resell AI services.' },
  { value: 'investor', label: 'Investor', description: 'I want to back businesses adopting AI.' },
]

export const EXPERIENCE_OPTIONS: readonly { value: Experience; label: string; description: string }[] = [
  { value: 'none', label: 'None yet', description: "I'm new to AI tools." },
  { value: 'some', label: 'Some', description: "I've tried ChatGPT or similar tools." },
  { value: 'experienced', label: 'Experienced', description: 'I use AI tools in my work regularly.' },
  { value: 'expert', label: 'Expert', description: 'I build with AI models, APIs or automations.' },
]

export const TIME_OPTIONS: readonly { value: TimeCommitment; label: string }[] = [
  { value: '5-10', label: '5-10 hours per week' },
  { value: '10-20', label: '10-20 hours per week' },
  { value: '20-30', label: '20-30 hours per week' },
  { value: '30+', label: '30+ hours per week' },
]

export const STEP_FIELDS: Record<Step, readonly ApplicationField[]> = {
  1: ['name', 'email', 'phone', 'audienceType'],
  2: ['experience', 'timeCommitment'],
  3: ['whyInterested', 'agreeToTerms'],
}

export const STEP_TITLES: Record<Step, string> = {
  1: 'About you',
  2: 'Experience',
  3: 'Your why',
}


/** Length limits shared with the server (POST /api/leads). */
export const MAX_NAME = RULES.leads.name
export const MAX_EMAIL = RULES.leads.email
export const MAX_WHY = RULES.leads.businessChallenge

const filled = (value: string) => value.trim() !== ''

/** Message for one field, or undefined when it is fine. */
export function fieldError(field: ApplicationField, data: ApplicationData): string | undefined {
  switch (field) {
    case 'name':
      if (!filled(data.name)) return 'Please enter your name.'
      return data.name.trim().length > MAX_NAME ? `Please keep your name under ${MAX_NAME} characters.` : undefined
    case 'email':
      return emailError(data.email, MAX_EMAIL)
    case 'phone':
      if (!filled(data.phone)) return 'Please enter your phone number.'
      return plausiblePhone(data.phone) ? undefined : 'Please enter a valid phone number.'
    case 'audienceType':
      return data.audienceType ? undefined : 'Please choose what describes you best.'
    case 'experience':
      return data.experience ? undefined : 'Please choose your experience level.'
    case 'timeCommitment':
      return data.timeCommitment ? undefined : 'Please choose how much time you can commit.'
    case 'whyInterested':
      if (!filled(data.whyInterested)) return 'Please tell us why you want to join.'
      return data.whyInterested.trim().length > MAX_WHY ? `Please keep this under ${MAX_WHY} characters.` : undefined
    case 'agreeToTerms':
      return data.agreeToTerms ? undefined : 'Please accept the terms to submit your application.'
  }
}

/** All errors of a step, in field order. */
export function stepErrors(step: Step, data: ApplicationData): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {}
  for (const field of STEP_FIELDS[step]) {
    const message = fieldError(field, data)
    if (message) errors[field] = message
  }
  return errors
}

/** Continue/Submit is enabled only when this is true. */
export function isStepValid(step: Step, data: ApplicationData): boolean {
  return STEP_FIELDS[step].every((field) => fieldError(field, data) === undefined)
}

export function nextStep(step: Step): Step {
  return step === 1 ? 2 : 3
}

export function previousStep(step: Step): Step {
  return step === 3 ? 2 : 1
}

/** The step that holds a field (server errors may point at an earlier step). */
export function stepOfField(field: string): Step | undefined {
  for (const step of [1, 2, 3] as const) {
    if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step
  }
  return undefined
}

/** Maps a server field name back to the form's field name. */
export function formFieldForServerField(field: string): ApplicationField | undefined {
  if (field === 'businessChallenge') return 'whyInterested'
  return (Object.keys(emptyApplication) as ApplicationField[]).find((f) => f === field)
}

export interface LeadPayload {
  name: string
  email: string
  phone: string
  audienceType: AudienceType | ''
  businessChallenge: string
  source: typeof LEAD_SOURCE
  attribution: Attribution
  website: string
}

/**
 * The body of POST /api/leads. Only name, email, phone, audienceType and
 * whyInterested (as businessChallenge) leave the browser; experience and
 * timeCommitment are collected but never sent (spec section 3).
 */
export function toLeadPayload(data: ApplicationData, attribution: Attribution, website: string): LeadPayload {
  return {
    name: data.name.trim(),
    email: data.email.trim(),
    phone: data.phone.trim(),
    audienceType: data.audienceType,
    businessChallenge: data.whyInterested.trim(),
    source: LEAD_SOURCE,
    attribution,
    website,
  }
}

/**
 * Where a successful applicant goes next (spec section 4): the server's
 * table, which also decides the link in their confirmation e-mail.
 */
export function redirectPathFor(audienceType: ApplicationData['audienceType']): string {
  const pages: Record<string, string> = RULES.nextPages.ai_agency_partnership_claim
  return pages[audienceType] ?? RULES.nextPages.ai_agency_partnership_claim.any
}
