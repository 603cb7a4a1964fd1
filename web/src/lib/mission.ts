import { useQuery } from '@tanstack/react-query'
import { getJSON } from './api'
import { useHydrated } from './hydration'

/** The mission (internal/progress: Goal and Deadline, checked by a Go test). */
export const MISSION_GOAL = 10000
export const MISSION_DEADLINE = '2027-01-18'
export const MISSION_DEADLINE_TEXT = 'January 18, 2027'

/** GET /api/mission/progress: businesses helped so far, counted by the server or set by staff. */
export interface MissionProgress {
  businessesHelped: number
  goal: number
  deadline: string
}

export const MISSION_PROGRESS_KEY = ['mission-progress'] as const

/**
 * The mission's progress, asked for once `wanted` (the footer or the banner
 * has come near the screen), so the first load carries no request and no
 * figure: until it is known, the caller shows a neutral state. The footer
 * and the banner share the one request. A part hydrating after the figure
 * arrived (the footer loads as it nears the screen) still draws its first
 * render as the server did, without it.
 */
export function useMissionProgress(wanted: boolean): MissionProgress | undefined {
  const query = useQuery({
    queryKey: MISSION_PROGRESS_KEY,
    queryFn: ({ signal }) => getJSON<MissionProgress>('/api/mission/progress', signal),
    enabled: wanted,
  })
  const hydrated = useHydrated()
  return hydrated ? query.data : undefined
}

/**
 * The share of the goal reached, in percent with one decimal, rounded down
 * so the site never claims more than was done (and at most 100).
 */
export function progressPercent(p: MissionProgress): number {
  if (!(p.goal > 0) || !(p.businessesHelped > 0)) return 0
  return Math.min(100, Math.floor((p.businessesHelped / p.goal) * 1000) / 10)
}
