import { apiRequest, getJSON } from '../../../lib/api'
import type { StaffSession } from '../account/sessionsApi'
import type { StaffRole } from '../adminApi'
import type { InvitationSummary, Member, StaffInvitation, TeamAnswer } from './teamModel'

async function send<T>(method: 'POST' | 'PATCH', url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body)
  return (await res.json()) as T
}

export const fetchTeam = (signal?: AbortSignal) => getJSON<TeamAnswer>('/api/admin/staff', signal)

/** 201 the invitation (the server e-mails the link); 409 for an active member's address; 400 with fields. */
export const inviteStaff = (input: { email: string; role: StaffRole }) =>
  send<{ invitation: StaffInvitation }>('POST', '/api/admin/staff/invitations', input).then((r) => r.invitation)

/** 409 when it would leave the site without an active owner. */
export const changeRole = (id: number, role: StaffRole) =>
  send<{ member: Member }>('PATCH', `/api/admin/staff/${id}`, { role }).then((r) => r.member)

/** Deactivating ends the member's sessions at once; 409 for the last owner. */
export const setMemberActive = (id: number, active: boolean) =>
  send<{ member: Member }>('POST', `/api/admin/staff/${id}/${active ? 'reactivate' : 'deactivate'}`).then((r) => r.member)

/** The invitation behind a link's token: 404 unknown, 410 expired or used, 429 too many tries. */
export const fetchStaffInvitation = (token: string) => send<InvitationSummary>('POST', '/api/admin/invitation', { token })

/** Joins the team: the account is made and this browser signed in; 400 with fields, 404 or 410 as above. */
export const acceptStaffInvitation = (input: { token: string; name: string; password: string }) =>
  send<{ ok: true; member: Member }>('POST', '/api/admin/invitation/accept', input).then((r) => r.member)

/** A member's signed-in browsers (owners). */
export const fetchMemberSessions = (id: number, signal?: AbortSignal) =>
  getJSON<{ sessions?: StaffSession[] }>(`/api/admin/staff/${id}/sessions`, signal).then((r) => r.sessions ?? [])

/** Ends every session of a member at once (owners); how many ended. */
export const endMemberSessions = (id: number) => send<{ ended?: number }>('POST', `/api/admin/staff/${id}/sessions/end`).then((r) => r.ended ?? 0)
