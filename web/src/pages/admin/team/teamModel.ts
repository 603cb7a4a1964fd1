/**
 * The People section's data (GET /api/admin/staff) and the words for the
 * roles, shared by the section, the app bar and the invitation page.
 */
import type { BadgeTone } from '../../../components/ui/badge'
import type { SelectOption } from '../../../components/ui/select'
import { ADMIN_KEY, STAFF_ROLES, type StaffRole } from '../adminApi'

export type MemberStatus = 'active' | 'deactivated'

/** A staff account. */
export interface Member {
  id: number
  email: string
  /** Empty for the first owner until they give one. */
  name: string
  role: StaffRole
  status: MemberStatus
  createdAt: string
}

/** An invitation not used yet. */
export interface StaffInvitation {
  email: string
  role: StaffRole
  /** The e-mail of who sent it. */
  invitedBy?: string
  createdAt: string
  expiresAt: string
}

export interface TeamAnswer {
  members: Member[]
  invitations: StaffInvitation[]
}

/** The invitation as its link's page shows it (POST /api/admin/invitation). */
export interface InvitationSummary {
  email: string
  role: StaffRole
  expiresAt: string
}

/** Under ADMIN_KEY, so signing out drops it. */
export const TEAM_KEY = [...ADMIN_KEY, 'team'] as const

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
}

/** One line each: what the role may do (the server's permission table, in words). */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including who is on the team and their roles.',
  admin: 'Everything except the team: webhooks, payments and settings too.',
  editor: 'Moderation, leads, partners’ records and content. No webhooks, money or settings.',
  viewer: 'Reads everything, changes nothing.',
}

const ROLE_TONES: Record<StaffRole, BadgeTone> = { owner: 'brand', admin: 'brand', editor: 'neutral', viewer: 'neutral' }

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as StaffRole] ?? role
}

export function roleTone(role: string): BadgeTone {
  return ROLE_TONES[role as StaffRole] ?? 'neutral'
}

/** "an editor", "an owner", "a viewer": the role in a sentence. */
export function aRole(role: string): string {
  const word = roleLabel(role).toLowerCase()
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`
}

export const ROLE_OPTIONS: SelectOption[] = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))

/** How a member is named: their name, else their e-mail. */
export function displayName(person: { name: string; email: string }): string {
  return person.name.trim() || person.email
}

/** Active members first (owners, then the others by role), then by name. */
export function sortMembers(members: readonly Member[]): Member[] {
  const rank = (m: Member) => (m.status === 'active' ? 0 : 10) + STAFF_ROLES.indexOf(m.role)
  return [...members].sort((a, b) => rank(a) - rank(b) || displayName(a).localeCompare(displayName(b)))
}
