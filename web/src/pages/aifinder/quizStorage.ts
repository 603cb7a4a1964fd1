import { emptyAnswers, STEP_COUNT, type QuizAnswers, type Step } from './quizRules'
import { parseRecommendations, type Recommendations } from './report'

/**
 * Session storage of the quiz (spec section 4): the results and lead id after
 * a successful submit, and the in-progress draft so a reload mid-quiz keeps
 * the answers. Storage may be missing or full (private modes); every call
 * fails quietly.
 */

export const RESULTS_KEY = 'aiFinderResults'
export const LEAD_ID_KEY = 'aiFinderLeadId'
export const REPORT_TOKEN_KEY = 'aiFinderReportToken'
/** First name and industry of the stored results, for the report's heading. */
export const PROFILE_KEY = 'aiFinderProfile'
export const DRAFT_KEY = 'aiFinderDraft'

type MaybeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined

function session(): MaybeStorage {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

function read(key: string, s: MaybeStorage): string | null {
  try {
    return s?.getItem(key) ?? null
  } catch {
    return null
  }
}

function write(key: string, value: string, s: MaybeStorage): void {
  try {
    s?.setItem(key, value)
  } catch {
    // Storage full or disabled: the quiz still works, it just won't survive a reload.
  }
}

function remove(key: string, s: MaybeStorage): void {
  try {
    s?.removeItem(key)
  } catch {
    // nothing to do
  }
}

function parseJSON(text: string | null): unknown {
  if (text === null) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export interface Draft {
  step: Step
  answers: QuizAnswers
}

/** Reads the in-progress quiz; a missing or damaged draft starts fresh. */
export function loadDraft(s: MaybeStorage = session()): Draft {
  const raw = parseJSON(read(DRAFT_KEY, s))
  const fresh: Draft = { step: 1, answers: { ...emptyAnswers } }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fresh
  const r = raw as Record<string, unknown>
  const stored = r.answers !== null && typeof r.answers === 'object' ? (r.answers as Record<string, unknown>) : {}
  const answers = { ...emptyAnswers }
  for (const key of Object.keys(emptyAnswers) as (keyof QuizAnswers)[]) {
    const v = stored[key]
    if (typeof v === 'string') (answers as Record<string, string>)[key] = v
  }
  const n = typeof r.step === 'number' && Number.isInteger(r.step) ? r.step : 1
  const step = Math.min(STEP_COUNT, Math.max(1, n)) as Step
  return { step, answers }
}

export function saveDraft(draft: Draft, s: MaybeStorage = session()): void {
  write(DRAFT_KEY, JSON.stringify(draft), s)
}

export function clearDraft(s: MaybeStorage = session()): void {
  remove(DRAFT_KEY, s)
}

export interface ReportProfile {
  /** First name only. */
  name?: string
  industry?: string
}

export interface StoredResults {
  recommendations: Recommendations
  leadId?: string
  reportToken?: string
  profile: ReportProfile
}

/** Keeps a successful submit's answer for the results page; the draft (with the e-mail) goes. */
export function saveResults(
  result: { recommendations: unknown; leadId?: number | string | null; reportToken?: unknown },
  profile: ReportProfile,
  s: MaybeStorage = session(),
): void {
  write(RESULTS_KEY, JSON.stringify(result.recommendations), s)
  write(LEAD_ID_KEY, String(result.leadId ?? ''), s)
  if (typeof result.reportToken === 'string' && result.reportToken !== '') {
    write(REPORT_TOKEN_KEY, result.reportToken, s)
  } else {
    remove(REPORT_TOKEN_KEY, s)
  }
  write(PROFILE_KEY, JSON.stringify(profile), s)
  clearDraft(s)
}

/** The stored results, or undefined when there are none (the page then redirects). */
export function loadResults(s: MaybeStorage = session()): StoredResults | undefined {
  const recommendations = parseRecommendations(parseJSON(read(RESULTS_KEY, s)))
  if (!recommendations) return undefined
  const p = parseJSON(read(PROFILE_KEY, s))
  const profile: ReportProfile = {}
  if (p !== null && typeof p === 'object') {
    const { name, industry } = p as Record<string, unknown>
    if (typeof name === 'string' && name !== '') profile.name = name
    if (typeof industry === 'string' && industry !== '') profile.industry = industry
  }
  return {
    recommendations,
    leadId: read(LEAD_ID_KEY, s) || undefined,
    reportToken: read(REPORT_TOKEN_KEY, s) || undefined,
    profile,
  }
}

/** 'Take Quiz Again': forget the results (and any half-finished draft). */
export function clearResults(s: MaybeStorage = session()): void {
  for (const key of [RESULTS_KEY, LEAD_ID_KEY, REPORT_TOKEN_KEY, PROFILE_KEY, DRAFT_KEY]) remove(key, s)
}
