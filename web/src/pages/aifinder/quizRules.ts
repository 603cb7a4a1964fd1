import { RULES } from '../../lib/rules'
/**
 * AI Opportunity Finder (spec sections 2-5 and 9): option lists, per-step
 * validation, the submit payload and the results object. Pure, no React.
 */

export type Industry =
  | 'ecommerce'
  | 'saas'
  | 'professional-services'
  | 'real-estate'
  | 'healthcare'
  | 'education'
  | 'marketing'
  | 'finance'
  | 'construction'
  | 'hospitality'
  | 'other'
export type TeamSize = 'solo' | '2-5' | '6-10' | '11-25' | '26-50' | '51-100' | '100+'
export type RevenueGoal = '<100k' | '100k-250k' | '250k-500k' | '500k-1m' | '1m-5m' | '5m+'
export type TechComfort = 'beginner' | 'intermediate' | 'advanced'
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7

export const STEP_COUNT = 7
export const STEPS: readonly Step[] = [1, 2, 3, 4, 5, 6, 7]

/** Length limits shared with the server (internal/aifinder/answers.go). */
export const MAX_NAME = RULES.aiFinder.name
export const MAX_EMAIL = RULES.aiFinder.email
export const MAX_CHALLENGE = RULES.aiFinder.biggestChallenge
export const MAX_TOOLS = RULES.aiFinder.currentTools

export interface QuizAnswers {
  name: string
  email: string
  industry: Industry | ''
  teamSize: TeamSize | ''
  biggestChallenge: string
  revenueGoal: RevenueGoal | ''
  techComfort: TechComfort | ''
  currentTools: string
}

export type QuizField = keyof QuizAnswers

export const emptyAnswers: QuizAnswers = {
  name: '',
  email: '',
  industry: '',
  teamSize: '',
  biggestChallenge: '',
  revenueGoal: '',
  techComfort: '',
  currentTools: '',
}

export interface Option<T extends string> {
  value: T
  label: string
  description?: string
}

export const INDUSTRY_OPTIONS: readonly Option<Industry>[] = [
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'saas', label: 'SaaS & Software' },
  { value: 'professional-services', label: 'Professional Services' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'marketing', label: 'Marketing & Agency' },
  { value: 'finance', label: 'Finance & Insurance' },
  { value: 'construction', label: 'Construction & Trades' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'other', label: 'Other' },
]

export const TEAM_SIZE_OPTIONS: readonly Option<TeamSize>[] = [
  { value: 'solo', label: 'Just me' },
  { value: '2-5', label: '2-5 people' },
  { value: '6-10', label: '6-10 people' },
  { value: '11-25', label: '11-25 people' },
  { value: '26-50', label: '26-50 people' },
  { value: '51-100', label: '51-100 people' },
  { value: '100+', label: '100+ people' },
]

export const REVENUE_GOAL_OPTIONS: readonly Option<RevenueGoal>[] = [
  { value: '<100k', label: 'Under $100k' },
  { value: '100k-250k', label: '$100k-$250k' },
  { value: '250k-500k', label: '$250k-$500k' },
  { value: '500k-1m', label: '$500k-$1M' },
  { value: '1m-5m', label: '$1M-$5M' },
  { value: '5m+', label: '$5M+' },
]

export const TECH_COMFORT_OPTIONS: readonly Option<TechComfort>[] = [
  { value: 'beginner', label: 'Beginner', description: 'We use email and a few apps. Keep it simple.' },
  { value: 'intermediate', label: 'Intermediate', description: 'We run several tools and have tried some automation.' },
  { value: 'advanced', label: 'Advanced', description: 'We connect tools, use APIs or have technical staff.' },
]

/** The spec's per-step messages (section 5), shown as destructive toasts. */
export const STEP_MESSAGES: Record<Step, string> = {
  1: 'Please enter your name',
  2: 'Please enter a valid email',
  3: 'Please select your industry',
  4: 'Please select your team size',
  5: 'Please describe your biggest challenge',
  6: 'Please select your revenue goal',
  7: 'Please select your tech comfort level',
}

/** The answer each step asks for (step 7 also holds the optional currentTools). */
export const STEP_FIELD: Record<Step, QuizField> = {
  1: 'name',
  2: 'email',
  3: 'industry',
  4: 'teamSize',
  5: 'biggestChallenge',
  6: 'revenueGoal',
  7: 'techComfort',
}

/** Short names of the steps, for the progress label. */
export const STEP_NAMES: Record<Step, string> = {
  1: 'Your name',
  2: 'Email',
  3: 'Industry',
  4: 'Team size',
  5: 'Biggest challenge',
  6: 'Revenue goal',
  7: 'Tech comfort',
}

const includes = <T extends string>(options: readonly Option<T>[], value: string): boolean =>
  options.some((o) => o.value === value)

/**
 * The spec's check for one step, run when Next is pressed: the message to
 * show, or undefined when the step may be left.
 */
export function validateStep(step: Step, a: QuizAnswers): string | undefined {
  let ok: boolean
  switch (step) {
    case 1:
      ok = a.name.trim() !== ''
      break
    case 2:
      ok = a.email.trim() !== '' && a.email.includes('@')
      break
    case 3:
      ok = includes(INDUSTRY_OPTIONS, a.industry)
      break
    case 4:
      ok = includes(TEAM_SIZE_OPTIONS, a.teamSize)
      break
    case 5:
      ok = a.biggestChallenge.trim() !== ''
      break
    case 6:
      ok = includes(REVENUE_GOAL_OPTIONS, a.revenueGoal)
      break
    case 7:
      ok = includes(TECH_COMFORT_OPTIONS, a.techComfort)
      break
  }
  return ok ? undefined : STEP_MESSAGES[step]
}

/** The first step whose check fails, if any (used before submitting). */
export function firstInvalidStep(a: QuizAnswers): Step | undefined {
  return STEPS.find((s) => validateStep(s, a) !== undefined)
}

export function nextStep(step: Step): Step {
  return Math.min(STEP_COUNT, step + 1) as Step
}

export function previousStep(step: Step): Step {
  return Math.max(1, step - 1) as Step
}

/** Percentage for the progress bar: step n of 7 shows n/7 done. */
export function progressPercent(step: Step): number {
  return Math.round((step / STEP_COUNT) * 100)
}

/** The step that asks for a field (a server field error may point at any step). */
export function stepOfField(field: string): Step | undefined {
  if (field === 'currentTools') return 7
  return STEPS.find((s) => STEP_FIELD[s] === field)
}

export type QuizPayload = QuizAnswers & { website: string }

/**
 * The body of POST /api/ai-finder/submit: every answer, trimmed, and the
 * hidden honeypot field (empty unless a bot filled it).
 */
export function toPayload(a: QuizAnswers, honeypot = ''): QuizPayload {
  return {
    website: honeypot,
    name: a.name.trim(),
    email: a.email.trim(),
    industry: a.industry,
    teamSize: a.teamSize,
    biggestChallenge: a.biggestChallenge.trim(),
    revenueGoal: a.revenueGoal,
    techComfort: a.techComfort,
    currentTools: a.currentTools.trim(),
  }
}

export function labelOf<T extends string>(options: readonly Option<T>[], value: string): string | undefined {
  return options.find((o) => o.value === value)?.label
}

export const industryLabel = (value: string): string | undefined => labelOf(INDUSTRY_OPTIONS, value)

/** The first word of a full name, as the report greets the visitor. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}
