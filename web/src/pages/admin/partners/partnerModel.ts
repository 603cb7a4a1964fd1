/**
 * What the staff's Partners tab reads from the API (docs/api.md, "Partners
 * (staff)" and "Onboarding, uploads and applications"), and the small pure
 * rules the screens share: labels, money and date formats, search.
 */

import type { Partner as PartnerRecord } from '../../../lib/partnerSession'
import type { Payment } from '../../../lib/revenueModel'

export type PartnerStatus = 'pending' | 'active' | 'deactivated'

/** A partner record: the one the partner's own session reads, with its status narrowed to the three there are. */
export interface Partner extends Omit<PartnerRecord, 'status'> {
  status: PartnerStatus
}

/** A row of GET /api/admin/partners. */
export interface PartnerSummary extends Partner {
  projects: number
  clients: number
}

export interface PartnerProject {
  id: number
  clientName: string
  title: string
  status: string
  dueDate: string | null
  valueCents: number
  progress: number
  updatedAt: string
}

export interface PartnerClient {
  id: number
  name: string
  email: string
  phone: string
  company: string
  status: string
  createdAt: string
}

/** GET /api/admin/partners/{id}. */
export interface PartnerDetail {
  partner: Partner
  projects: PartnerProject[]
  clients: PartnerClient[]
  payments: Payment[]
}

/** What creating, re-inviting or approving answers: a one-time link. */
export interface Invitation {
  invitationUrl: string
  invitationExpiresAt: string
}

export interface CreatedPartner extends Invitation {
  partner: Partner
}

/**
 * What approving an application answers: a new partner with their
 * invitation, or (joined) the account the address already had, a buyer
 * who paid before onboarding, with nothing to accept.
 */
export type ApprovedApplication = (CreatedPartner & { joined: false }) | { partner: Partner; joined: true; invitationUrl: null; invitationExpiresAt: null }

export type ApplicationStatus = 'pending' | 'approved' | 'declined'

/** A row of GET /api/admin/partner-applications. */
export interface Application {
  id: number
  email: string
  fullName: string
  businessName: string
  niche: string
  answers: Record<string, string>
  logoUrl: string
  status: ApplicationStatus
  declineReason?: string
  leadId: number | null
  partnerId: number | null
  createdAt: string
  updatedAt: string
}

export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  active: 'Active',
  pending: 'Invited',
  deactivated: 'Deactivated',
}

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
}

export const PROJECT_STATUS_LABELS: Record<string, string> = {
  planning: 'Planning',
  'in-progress': 'In Progress',
  review: 'Review',
  completed: 'Completed',
  'on-hold': 'On Hold',
}

/** The onboarding wizard's questions, in its order, as staff read them. */
export const ANSWER_LABELS: readonly (readonly [string, string])[] = [
  ['businessName', 'Business name'],
  ['niche', 'Niche'],
  ['targetClient', 'Target client'],
  ['pitchLine', 'Pitch line'],
  ['ownsDomain', 'Owns a domain'],
  ['domainName', 'Domain name'],
  ['preferredAreaCode', 'Preferred area code'],
  ['phoneForwarding', 'Phone forwarding'],
  ['forwardingNumber', 'Forwarding number'],
  ['hasLogo', 'Has a logo'],
  ['additionalRequests', 'Additional requests'],
]

const ANSWER_VALUE_LABELS: Record<string, Record<string, string>> = {
  ownsDomain: { yes: 'Yes', no: 'No' },
  hasLogo: { yes: 'Yes', no: 'No' },
  phoneForwarding: { cell: 'Forward to my cell phone', separate: 'A separate business line' },
}

/**
 * Every answer of an application, known questions first in the wizard's
 * order, then any other key as sent; empty answers are left out.
 */
export function answerEntries(answers: Record<string, string> | null | undefined): { key: string; label: string; value: string }[] {
  const source = answers ?? {}
  const out: { key: string; label: string; value: string }[] = []
  const seen = new Set<string>()
  for (const [key, label] of ANSWER_LABELS) {
    seen.add(key)
    const raw = source[key]?.trim()
    if (raw) out.push({ key, label, value: ANSWER_VALUE_LABELS[key]?.[raw] ?? raw })
  }
  for (const [key, value] of Object.entries(source)) {
    if (seen.has(key) || !value?.trim()) continue
    out.push({ key, label: humanizeKey(key), value: value.trim() })
  }
  return out
}

/** "preferredAreaCode" -> "Preferred area code". */
export function humanizeKey(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** 123456 -> "$1,234.56". */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '—'
  return usd.format(cents / 100)
}

const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const dateAndTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—'
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '—' : dateOnly.format(d)
}

/** A calendar day stored as midnight UTC ("2026-03-05T00:00:00Z"), shown as that day wherever the reader is. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—'
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return '—'
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(d)
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '—' : dateAndTime.format(d)
}

/** Today as YYYY-MM-DD in the reader's own calendar (the default "received" day). */
export function todayISO(now: Date = new Date()): string {
  const y = now.getFullYear()
  const m = String(now.getMonth() + 1).padStart(2, '0')
  const d = String(now.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/** Case-insensitive match on company, contact and e-mail. */
export function matchesPartner(p: Pick<Partner, 'company' | 'contactName' | 'email'>, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  return [p.company, p.contactName, p.email].some((v) => v.toLowerCase().includes(q))
}

/** Counts per status, for the filter chips. */
export function countByStatus<S extends string>(items: readonly { status: S }[]): Partial<Record<S, number>> {
  const out: Partial<Record<S, number>> = {}
  for (const it of items) out[it.status] = (out[it.status] ?? 0) + 1
  return out
}

/** Two letters for an avatar: "Bright Smiles AI" -> "BS". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const letters = words.length === 1 ? words[0]!.slice(0, 2) : words[0]!.charAt(0) + words[1]!.charAt(0)
  return letters.toUpperCase()
}
