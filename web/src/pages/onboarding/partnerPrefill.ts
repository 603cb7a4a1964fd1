import { useLocation } from 'react-router'
import type { OnboardingDraft } from './onboardingStorage'

/** What the welcome page hands the onboarding of a partner who just paid: who they are, as we know it. */
export interface PartnerPrefill {
  fullName: string
  businessEmail: string
  businessName: string
}

/** Navigation state of /partner-onboarding when a new partner arrives from their invitation. */
export interface OnboardingArrival {
  partner: PartnerPrefill
}

export function isOnboardingArrival(state: unknown): state is OnboardingArrival {
  if (state === null || typeof state !== 'object' || !('partner' in state)) return false
  const p = state.partner
  return p !== null && typeof p === 'object' && ['fullName', 'businessEmail', 'businessName'].every((k) => typeof (p as Record<string, unknown>)[k] === 'string')
}

/** The arriving partner's details, if they came from their invitation. */
export function usePartnerPrefill(): PartnerPrefill | undefined {
  const state: unknown = useLocation().state
  return isOnboardingArrival(state) ? state.partner : undefined
}

/** The draft with the partner's details in the fields still empty: what was typed before wins. */
export function withPrefill(draft: OnboardingDraft, prefill: PartnerPrefill | undefined): OnboardingDraft {
  if (!prefill) return draft
  const values = { ...draft.values }
  for (const key of ['fullName', 'businessEmail', 'businessName'] as const) {
    if (values[key].trim() === '') values[key] = prefill[key]
  }
  return { ...draft, values }
}
