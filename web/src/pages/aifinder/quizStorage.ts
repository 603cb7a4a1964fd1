import { emptyAnswers, STEP_COUNT, type QuizAnswers, type Step } from './quizRules'

/**
 * Session storage of the quiz (spec section 4): the results and lead id after
 * a successful submit, and the in-progress draft so a reload mid-quiz keeps
 * the answers. Storage may be missing or full (private modes); every call
 * fails quietly. Reading the stored results back (with the report's parser)
 * is in quizResults.ts, so the quiz itself does not load the parser.
 */

export const RESULTS_KEY = 'aiFinderResults'
export const LEAD_ID_KEY = 'aiFinderLeadId'
export const REPORT_TOKEN_KEY = 'aiFinderReportToken'
/** First name and industry of the stored results, for the report's heading. */
export const PROFILE_KEY = 'aiFinderProfile'
export const DRAFT_KEY = 'aiFinderDraft'

export type MaybeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined

export function session(): MaybeStorage {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

export function read(key: string, s: MaybeStorage): string | null {
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

export function remove(key: string, s: MaybeStorage): void {
  try {
    s?.removeItem(key)
  } catch {
    // nothing to do
  }
}

export function parseJSON(text: string | null): unknown {
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

/** Whether a draft holds anything to come back to: a later step or an answer. */
export function draftHasProgress({ step, answers }: Draft): boolean {
  return step > 1 || (Object.keys(answers) as (keyof QuizAnswers)[]).some((field) => answers[field].trim() !== '')
}

/** Whether this browser keeps a draft with progress, which the quiz reopens. */
export function hasDraftToResume(s: MaybeStorage = session()): boolean {
  return draftHasProgress(loadDraft(s))
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

/** Whether a submit's results are kept (not whether they still read as a report: see loadResults). */
export function hasStoredResults(s: MaybeStorage = session()): boolean {
  return read(RESULTS_KEY, s) !== null
}
