import { ADMIN_KEY } from '../adminApi'

export const LIVE_KEY = [...ADMIN_KEY, 'live-sessions'] as const

/** Live session submissions as staff see them (GET /api/admin/live-sessions). */
export interface Submission {
  id: number
  name: string
  email: string
  company: string
  phone: string
  projectType: string
  projectDescription: string
  industry: string
  targetAudience: string
  keyFeatures: string[]
  budget: string
  timeline: string
  additionalNotes: string
  sessionPreference: string
  calendarBooked: boolean
  zoomMeetingId: string
  status: string
  builtProjectId: number | null
  createdAt: string
  updatedAt: string
}

export const PROJECT_TYPE_LABELS: Record<string, string> = {
  website: 'Website',
  app: 'App',
  automation: 'Automation',
  'ai-agent': 'AI Agent',
}
export const TIMELINE_LABELS: Record<string, string> = { asap: 'ASAP', '1-2weeks': '1-2 weeks', '1month': '1 month', flexible: 'Flexible' }
export const SESSION_LABELS: Record<string, string> = { '6am': '6am session', '6pm': '6pm session', either: 'Either session' }
export const STATUS_LABELS: Record<string, string> = { submitted: 'Submitted', built: 'Built' }

export function label(map: Record<string, string>, value: string): string {
  return value ? (map[value] ?? value) : ''
}

/** Newest first, whatever order the server gave. */
export function newestFirst(list: readonly Submission[]): Submission[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
}

export interface LiveCounts {
  total: number
  booked: number
  built: number
}

export function liveCounts(list: readonly Submission[]): LiveCounts {
  return {
    total: list.length,
    booked: list.filter((s) => s.calendarBooked).length,
    built: list.filter((s) => s.status === 'built').length,
  }
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
}
