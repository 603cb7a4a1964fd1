import { parseLogoFile, type LogoFile } from '../../components/upload/logoFile'
import { emptyOnboarding, ONBOARDING_FIELDS, STEP_COUNT, type OnboardingValues, type Step } from './onboardingRules'

/**
 * The onboarding draft in localStorage, so that a reload (or coming back
 * later on the same device) keeps the answers and the step. Only answers and
 * the uploaded logo's id and address are kept, never the file; the draft
 * goes once the onboarding is sent. Storage may be missing or full (private
 * modes): every call fails quietly.
 */

export const DRAFT_KEY = 'partnerOnboardingDraft'

type MaybeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined

function local(): MaybeStorage {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export interface OnboardingDraft {
  step: Step
  values: OnboardingValues
  logo: LogoFile | null
}

const CHOICES: Partial<Record<keyof OnboardingValues, readonly string[]>> = {
  ownsDomain: ['yes', 'no'],
  hasLogo: ['yes', 'no'],
  phoneForwarding: ['', 'cell', 'separate'],
}

/** Reads the draft; a missing or damaged one starts fresh, a damaged field falls back alone. */
export function loadDraft(s: MaybeStorage = local()): OnboardingDraft {
  const fresh: OnboardingDraft = { step: 1, values: { ...emptyOnboarding }, logo: null }
  let raw: unknown
  try {
    const text = s?.getItem(DRAFT_KEY)
    raw = text ? JSON.parse(text) : undefined
  } catch {
    return fresh
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fresh
  const r = raw as Record<string, unknown>
  const stored = r.values !== null && typeof r.values === 'object' ? (r.values as Record<string, unknown>) : {}
  const values: Record<string, string> = { ...emptyOnboarding }
  for (const key of ONBOARDING_FIELDS) {
    const v = stored[key]
    if (typeof v !== 'string') continue
    const allowed = CHOICES[key]
    if (allowed && !allowed.includes(v)) continue
    values[key] = v
  }
  const n = typeof r.step === 'number' && Number.isInteger(r.step) ? r.step : 1
  const step = Math.min(STEP_COUNT, Math.max(1, n)) as Step
  return { step, values: values as unknown as OnboardingValues, logo: parseLogoFile(r.logo) }
}

export function saveDraft(draft: OnboardingDraft, s: MaybeStorage = local()): void {
  try {
    s?.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or disabled: the wizard still works, it just won't survive a reload.
  }
}

export function clearDraft(s: MaybeStorage = local()): void {
  try {
    s?.removeItem(DRAFT_KEY)
  } catch {
    // nothing to do
  }
}

/** Whether a draft holds anything worth a "welcome back". */
export function hasProgress(d: OnboardingDraft): boolean {
  return d.step > 1 || d.logo !== null || ONBOARDING_FIELDS.some((k) => d.values[k] !== emptyOnboarding[k])
}

/** Whether this browser keeps a draft with progress, which the form reopens. */
export function hasDraftToResume(s: MaybeStorage = local()): boolean {
  return hasProgress(loadDraft(s))
}
