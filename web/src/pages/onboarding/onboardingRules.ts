import { RULES } from '../../lib/rules'

/**
 * The partner onboarding wizard's rules (spec sections 2, 3, 4 and 5), kept
 * apart from the screens so they can be tested alone: the steps, which
 * fields each requires, the conditional fields, and the lead it posts.
 */

/** The niche list, character for character as the spec (and the server) has it. */
export const NICHES = [
  'Stem Cells & Regenerative Medicine',
  'Med Spa & Aesthetics',
  'Landscaping & Lawn Care',
  'Roofing & Construction',
  'HVAC & Home Services',
  'Dental & Orthodontics',
  'Chiropractic & Physical Therapy',
  'Real Estate',
  'Automotive Services',
  'Fitness & Personal Training',
  'Legal Services',
  'Accounting & Financial Services',
  'Other (please specify in additional requests)',
] as const

export const ONBOARDING_SOURCE = 'partner_onboarding_complete'
/** The phone sent without a forwarding number. */
export const NO_PHONE = 'Not provided'
export const STEP_COUNT = 3
export const LAUNCH_BUSINESS_DAYS = 7
export const MINUTES_TO_COMPLETE = 5

/** What happens after onboarding, beside the form (and under it on a phone). */
export const WHAT_HAPPENS_NEXT = [
  'We set up your branded client portal, domain and business phone line.',
  'Your AI phone agent, chatbot and automations are configured for your niche.',
  `You launch within ${LAUNCH_BUSINESS_DAYS} business days, with demos and the sales playbook.`,
] as const

export type Step = 1 | 2 | 3
/** The wizard's screens: the three steps, then the completion screen (step 4). */
export type Screen = Step | 4

export const STEP_TITLES: Record<Step, string> = {
  1: 'AI Business Basics',
  2: 'Contact and Domain Setup',
  3: 'Final Details',
}

export type YesNo = 'yes' | 'no'
export type Forwarding = '' | 'cell' | 'separate'

export interface OnboardingValues {
  fullName: string
  businessEmail: string
  niche: string
  businessName: string
  ownsDomain: YesNo
  domainName: string
  preferredAreaCode: string
  phoneForwarding: Forwarding
  forwardingNumber: string
  targetClient: string
  pitchLine: string
  hasLogo: YesNo
  additionalRequests: string
}

export type OnboardingField = keyof OnboardingValues

/** A choice's options, as the form offers them. */
export interface ChoiceOption {
  value: string
  label: string
  description?: string
}

export const OWNS_DOMAIN_OPTIONS: readonly ChoiceOption[] = [
  { value: 'yes', label: 'Yes, I own one' },
  { value: 'no', label: 'No, not yet', description: 'We can help you pick one.' },
]

export const FORWARDING_OPTIONS: readonly ChoiceOption[] = [
  { value: 'cell', label: 'Forward to my cell', description: 'Calls ring your own phone.' },
  { value: 'separate', label: 'A separate line', description: 'A dedicated business line.' },
]

export const HAS_LOGO_OPTIONS: readonly ChoiceOption[] = [
  { value: 'yes', label: 'Yes, I have one' },
  { value: 'no', label: 'No, not yet', description: 'We start with a clean text logo.' },
]

/**
 * The lead's custom fields as the form asks them, and the choices' options:
 * the form's labels and the staff's lead detail read them from here.
 */
export const ONBOARDING_QUESTIONS: Record<keyof OnboardingPayload['customFields'], { label: string; options?: readonly ChoiceOption[] }> = {
  businessName: { label: 'Business name' },
  niche: { label: 'Niche' },
  targetClient: { label: 'Target client' },
  pitchLine: { label: 'Your pitch line' },
  ownsDomain: { label: 'Do you already own a domain for this business?', options: OWNS_DOMAIN_OPTIONS },
  domainName: { label: 'Domain name' },
  preferredAreaCode: { label: 'Preferred area code' },
  phoneForwarding: { label: 'Where should calls to your business number go?', options: FORWARDING_OPTIONS },
  forwardingNumber: { label: 'Forwarding number' },
  hasLogo: { label: 'Do you have a logo?', options: HAS_LOGO_OPTIONS },
  additionalRequests: { label: 'Additional requests' },
}

export const emptyOnboarding: OnboardingValues = {
  fullName: '',
  businessEmail: '',
  niche: '',
  businessName: '',
  ownsDomain: 'no',
  domainName: '',
  preferredAreaCode: '',
  phoneForwarding: '',
  forwardingNumber: '',
  targetClient: '',
  pitchLine: '',
  hasLogo: 'no',
  additionalRequests: '',
}

export const ONBOARDING_FIELDS = Object.keys(emptyOnboarding) as OnboardingField[]

/** Limits from the server's rules, never copied by hand. */
export const LIMITS = {
  fullName: RULES.leads.name,
  businessEmail: RULES.leads.email,
  businessName: RULES.onboarding.businessName,
  domainName: RULES.onboarding.domainName,
  forwardingNumber: RULES.leads.phone,
  targetClient: RULES.onboarding.targetClient,
  pitchLine: RULES.onboarding.pitchLine,
  additionalRequests: RULES.onboarding.additionalRequests,
} as const

/** The domain name field shows only for someone who owns a domain. */
export const showsDomainName = (v: Pick<OnboardingValues, 'ownsDomain'>) => v.ownsDomain === 'yes'
/** The forwarding number shows only when calls go to a cell phone. */
export const showsForwardingNumber = (v: Pick<OnboardingValues, 'phoneForwarding'>) => v.phoneForwarding === 'cell'
/** The logo upload shows only for someone who has a logo. */
export const showsLogoUpload = (v: Pick<OnboardingValues, 'hasLogo'>) => v.hasLogo === 'yes'

/** Every field of a step, in screen order, shown or not. */
export const STEP_FIELDS: Record<Step, readonly OnboardingField[]> = {
  1: ['fullName', 'businessEmail', 'niche', 'businessName'],
  2: ['ownsDomain', 'domainName', 'preferredAreaCode', 'phoneForwarding', 'forwardingNumber', 'targetClient'],
  3: ['pitchLine', 'hasLogo', 'additionalRequests'],
}

export function stepOfField(field: OnboardingField): Step {
  for (const step of [1, 2, 3] as const) if (STEP_FIELDS[step].includes(field)) return step
  return 3
}

/** The fields shown on a step for these answers. */
export function visibleFields(step: Step, v: OnboardingValues): OnboardingField[] {
  return STEP_FIELDS[step].filter(
    (f) => (f !== 'domainName' || showsDomainName(v)) && (f !== 'forwardingNumber' || showsForwardingNumber(v)),
  )
}

/**
 * The fields a step needs before Continue: the spec's (step 1 fullName,
 * businessEmail, niche, businessName; step 2 preferredAreaCode,
 * phoneForwarding, targetClient; step 3 pitchLine), plus a shown
 * conditional field, which the server needs as soon as it shows.
 */
export function requiredFields(step: Step, v: OnboardingValues): OnboardingField[] {
  switch (step) {
    case 1:
      return ['fullName', 'businessEmail', 'niche', 'businessName']
    case 2:
      return [
        ...(showsDomainName(v) ? (['domainName'] as const) : []),
        'preferredAreaCode',
        'phoneForwarding',
        ...(showsForwardingNumber(v) ? (['forwardingNumber'] as const) : []),
        'targetClient',
      ]
    case 3:
      return ['pitchLine']
  }
}

/** Whether every required field of the step has an answer (Continue is enabled). */
export function isStepFilled(step: Step, v: OnboardingValues): boolean {
  return requiredFields(step, v).every((f) => String(v[f]).trim() !== '')
}

export const nextStep = (s: Step): Screen => (s + 1) as Screen
export const previousStep = (s: Step): Step => (s > 1 ? s - 1 : 1) as Step
export const progressPercent = (s: Screen): number => (s >= 4 ? 100 : Math.round(((s - 1) / STEP_COUNT) * 100))

/** "https://www.Example.com/" -> "www.Example.com": people paste addresses. */
export function cleanDomain(value: string): string {
  return value
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[/?#].*$/, '')
}

/** The body of POST /api/leads for a completed onboarding. */
export interface OnboardingPayload {
  name: string
  email: string
  phone: string
  businessChallenge: string
  source: typeof ONBOARDING_SOURCE
  customFields: Record<
    | 'businessName'
    | 'niche'
    | 'targetClient'
    | 'pitchLine'
    | 'ownsDomain'
    | 'domainName'
    | 'preferredAreaCode'
    | 'phoneForwarding'
    | 'forwardingNumber'
    | 'hasLogo'
    | 'additionalRequests',
    string
  >
  logoId?: string
  website: string
}

/**
 * The lead: the spec's custom fields exactly, a hidden field emptied when it
 * does not apply (the server refuses a domain without ownsDomain yes), the
 * phone the forwarding number or "Not provided", and the logo only with
 * hasLogo yes.
 */
export function toOnboardingPayload(v: OnboardingValues, logoId: string | undefined, honeypot = ''): OnboardingPayload {
  const domainName = showsDomainName(v) ? cleanDomain(v.domainName) : ''
  const forwardingNumber = showsForwardingNumber(v) ? v.forwardingNumber.trim() : ''
  const payload: OnboardingPayload = {
    name: v.fullName.trim(),
    email: v.businessEmail.trim(),
    phone: forwardingNumber || NO_PHONE,
    businessChallenge: v.pitchLine.trim(),
    source: ONBOARDING_SOURCE,
    customFields: {
      businessName: v.businessName.trim(),
      niche: v.niche,
      targetClient: v.targetClient.trim(),
      pitchLine: v.pitchLine.trim(),
      ownsDomain: v.ownsDomain,
      domainName,
      preferredAreaCode: v.preferredAreaCode.trim(),
      phoneForwarding: v.phoneForwarding,
      forwardingNumber,
      hasLogo: v.hasLogo,
      additionalRequests: v.additionalRequests.trim(),
    },
    website: honeypot,
  }
  if (showsLogoUpload(v) && logoId) payload.logoId = logoId
  return payload
}

/** The form field a server error names ("customFields.niche", "email", "phone", "logoId"), if any. */
export function fieldForServerField(serverField: string): OnboardingField | 'logo' | undefined {
  switch (serverField) {
    case 'name':
      return 'fullName'
    case 'email':
      return 'businessEmail'
    case 'phone':
      return 'forwardingNumber'
    case 'logoId':
      return 'logo'
  }
  const key = serverField.startsWith('customFields.') ? serverField.slice('customFields.'.length) : ''
  return (ONBOARDING_FIELDS as string[]).includes(key) ? (key as OnboardingField) : undefined
}
