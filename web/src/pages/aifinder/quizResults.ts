import { parseRecommendations, type Recommendations } from './report'
import {
  DRAFT_KEY,
  LEAD_ID_KEY,
  parseJSON,
  PROFILE_KEY,
  read,
  remove,
  REPORT_TOKEN_KEY,
  RESULTS_KEY,
  session,
  type MaybeStorage,
  type ReportProfile,
} from './quizStorage'

/**
 * The results kept by the last quiz submit (quizStorage.saveResults), read
 * back for the results page, and forgotten on 'Take Quiz Again'.
 */

export interface StoredResults {
  recommendations: Recommendations
  leadId?: string
  reportToken?: string
  profile: ReportProfile
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
