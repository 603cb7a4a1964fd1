import { apiRequest, getJSON } from '../../../lib/api'
import { ADMIN_KEY } from '../adminApi'

/** One signed-in browser of a staff member (GET /api/admin/me/sessions, /api/admin/staff/{id}/sessions). */
export interface StaffSession {
  id: string
  /** Named from the browser's User-Agent: "Chrome on macOS". */
  device: string
  network: string
  createdAt: string
  /** Kept by the server to within 5 minutes. */
  lastSeenAt: string
  /** This browser. */
  current: boolean
}

/** Under ADMIN_KEY, so signing out drops them. */
export const MY_SESSIONS_KEY = [...ADMIN_KEY, 'my-sessions'] as const

export const fetchMySessions = (signal?: AbortSignal) =>
  getJSON<{ sessions?: StaffSession[] }>('/api/admin/me/sessions', signal).then((r) => r.sessions ?? [])

/** Ends one of the signed-in person's sessions at once (this browser's too, which signs it out); 404 when already ended. */
export const endMySession = (id: string) => apiRequest('POST', `/api/admin/me/sessions/${encodeURIComponent(id)}/end`).then(() => undefined)

/** What kind of device a session's name describes, for its icon. */
export function deviceKind(device: string): 'phone' | 'tablet' | 'computer' {
  if (/\biPad\b|\bTablet\b/i.test(device)) return 'tablet'
  if (/\biOS\b|\biPhone\b|\bAndroid\b|\bMobile\b/i.test(device)) return 'phone'
  return 'computer'
}
