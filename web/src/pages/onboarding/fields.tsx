import type { OnboardingField } from './onboardingRules'

/** The control id of each field, so an error can put the keyboard on it. */
export const fieldId = (field: OnboardingField) => `onb-${field}`

export const Optional = () => <span className="font-normal text-slate-500">(optional)</span>
