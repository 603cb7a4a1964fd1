import { emailError } from '../../lib/email'
import { RULES } from '../../lib/rules'
/** Option lists of the project form, exactly as the spec gives them (values are what the server stores). */
export const PROJECT_TYPES = [
  { value: 'website', label: 'Website', description: 'Landing pages, sites and online stores' },
  { value: 'app', label: 'App', description: 'Web or mobile apps with logins and data' },
  { value: 'automation', label: 'Automation', description: 'Workflows that connect the tools you use' },
  { value: 'ai-agent', label: 'AI Agent', description: 'Chat, phone or back-office agents' },
] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]['value']
export const DEFAULT_PROJECT_TYPE: ProjectType = 'website'

export const TIMELINES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-2weeks', label: '1-2 weeks' },
  { value: '1month', label: 'Within a month' },
  { value: 'flexible', label: 'Flexible' },
] as const

export const SESSION_PREFERENCES = [
  { value: '6am', label: '6am session' },
  { value: '6pm', label: '6pm session' },
  { value: 'either', label: 'Either works' },
] as const

export const KEY_FEATURES = [
  'Contact Form',
  'Payment Processing',
  'User Login',
  'Database Integration',
  'Email Automation',
  'Social Media Integration',
  'Search Functionality',
  'Mobile Responsive',
  'Analytics Tracking',
] as const

/** The required fields, in form order: an empty one raises the 'Missing Information' toast. */
export const REQUIRED_FIELDS = ['name', 'email', 'projectDescription'] as const

export type KeyFeature = (typeof KEY_FEATURES)[number]
export type Timeline = '' | (typeof TIMELINES)[number]['value']
export type SessionPreference = (typeof SESSION_PREFERENCES)[number]['value']

/** The form's values (texts trimmed by readLiveProject). */
export interface LiveProjectValues {
  name: string
  email: string
  company: string
  phone: string
  projectType: ProjectType
  projectDescription: string
  industry: string
  targetAudience: string
  keyFeatures: KeyFeature[]
  budget: string
  timeline: Timeline
  additionalNotes: string
  sessionPreference: SessionPreference
}
export type LiveProjectInput = LiveProjectValues
export type LiveProjectField = keyof LiveProjectInput

export const emptyLiveProject: LiveProjectInput = {
  name: '',
  email: '',
  company: '',
  phone: '',
  projectType: DEFAULT_PROJECT_TYPE,
  projectDescription: '',
  industry: '',
  targetAudience: '',
  keyFeatures: [],
  budget: '',
  timeline: '',
  additionalNotes: '',
  sessionPreference: 'either',
}

export const LIVE_FIELDS = Object.keys(emptyLiveProject) as LiveProjectField[]

/** Whether any required field is still empty (the spec's 'Missing Information' case). */
export function missingRequired(v: Pick<LiveProjectInput, (typeof REQUIRED_FIELDS)[number]>): boolean {
  return REQUIRED_FIELDS.some((f) => !v[f].trim())
}

export interface LiveProjectPayload extends LiveProjectValues {
  website?: string
}

/** The POST body: the checked values, the features in the spec's order, the honeypot only when filled. */
export function toLivePayload(v: LiveProjectValues, honeypot = ''): LiveProjectPayload {
  const keyFeatures = KEY_FEATURES.filter((f) => v.keyFeatures.includes(f))
  const payload: LiveProjectPayload = { ...v, keyFeatures }
  if (honeypot) payload.website = honeypot
  return payload
}

/** Where the visitor is in the three-step flow. */
export type LiveProgress =
  | { step: 1 }
  | { step: 2; id: number; bookingToken: string; sessionPreference: string }
  | { step: 3; id: number; sessionPreference: string }

export const LIVE_PROGRESS_KEY = 'live-session-progress'

/**
 * The flow's progress, read back after a reload. The booking token is the
 * one-submission capability the server gave this tab; it stays in session
 * storage only until the call is marked booked.
 */
export function readProgress(storage: Pick<Storage, 'getItem'> | undefined = safeSession()): LiveProgress {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(LIVE_PROGRESS_KEY) ?? 'null')
    if (raw === null || typeof raw !== 'object') return { step: 1 }
    const r = raw as Record<string, unknown>
    const pref = typeof r.sessionPreference === 'string' ? r.sessionPreference : 'either'
    if (typeof r.id !== 'number' || !Number.isInteger(r.id) || r.id <= 0) return { step: 1 }
    if (r.step === 2 && typeof r.bookingToken === 'string' && r.bookingToken !== '') {
      return { step: 2, id: r.id, bookingToken: r.bookingToken, sessionPreference: pref }
    }
    if (r.step === 3) return { step: 3, id: r.id, sessionPreference: pref }
    return { step: 1 }
  } catch {
    return { step: 1 }
  }
}

export function saveProgress(p: LiveProgress, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeSession()): void {
  try {
    if (p.step === 1) storage?.removeItem(LIVE_PROGRESS_KEY)
    else storage?.setItem(LIVE_PROGRESS_KEY, JSON.stringify(p))
  } catch {
    // Private modes may refuse storage: the flow still works until a reload.
  }
}

function safeSession(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined
  } catch {
    return undefined
  }
}

/** 'either' reads better in a sentence as '6am or 6pm'. */
export function sessionPreferenceText(pref: string): string {
  if (pref === '6am') return 'the 6am session'
  if (pref === '6pm') return 'the 6pm session'
  return 'the 6am or 6pm session'
}

/** Featured projects first, keeping the server's order otherwise. */
export function featuredFirst<T extends { featured: boolean }>(list: readonly T[]): T[] {
  return [...list.filter((p) => p.featured), ...list.filter((p) => !p.featured)]
}

/** The live page shows at most this many approved testimonials. */
export const LIVE_TESTIMONIALS = 6

/**
 * Approved testimonials, the first six (GET /api/testimonials filtered on
 * the client). Featured ones are approved ones staff promoted, so they count.
 */
export function liveTestimonials<T extends { status: string }>(list: readonly T[]): T[] {
  return list.filter((t) => t.status === 'approved' || t.status === 'featured').slice(0, LIVE_TESTIMONIALS)
}

const L = RULES.live
const tooLong = (n: number) => `Please keep this under ${n} characters.`
const LIMITS: Partial<Record<LiveProjectField, number>> = {
  name: L.name,
  company: L.company,
  phone: L.phone,
  projectDescription: L.projectDescription,
  industry: L.industry,
  targetAudience: L.targetAudience,
  budget: L.budget,
  additionalNotes: L.additionalNotes,
}

/** The form's values from its fields, texts trimmed as the server keeps them; the honeypot beside them. */
export function readLiveProject(data: FormData): LiveProjectValues & { website: string } {
  const t = (name: LiveProjectField | 'website') => {
    const v = data.get(name)
    return typeof v === 'string' ? v.trim() : ''
  }
  return {
    name: t('name'),
    email: t('email'),
    company: t('company'),
    phone: t('phone'),
    projectType: (t('projectType') || DEFAULT_PROJECT_TYPE) as ProjectType,
    projectDescription: t('projectDescription'),
    industry: t('industry'),
    targetAudience: t('targetAudience'),
    keyFeatures: data.getAll('keyFeatures').filter((f): f is KeyFeature => (KEY_FEATURES as readonly unknown[]).includes(f)),
    budget: t('budget'),
    timeline: t('timeline') as Timeline,
    additionalNotes: t('additionalNotes'),
    sessionPreference: (t('sessionPreference') || 'either') as SessionPreference,
    website: t('website'),
  }
}

/** The form's checks: the server's rules, with the message under each field. */
export function liveProjectErrors(v: LiveProjectValues): Partial<Record<LiveProjectField, string>> {
  const errors: Partial<Record<LiveProjectField, string>> = {}
  if (!v.name) errors.name = 'Please enter your name.'
  if (!v.projectDescription) errors.projectDescription = 'Please describe your project.'
  for (const [field, max] of Object.entries(LIMITS) as [LiveProjectField, number][]) {
    if ((v[field] as string).length > max) errors[field] ??= tooLong(max)
  }
  const email = emailError(v.email, L.email)
  if (email) errors.email = email
  return errors
}
