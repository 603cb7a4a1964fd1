import { z } from '../../../lib/zod'
import { isEmail } from '../../../lib/email'
import { RULES } from '../../../lib/rules'

/** The New Client dialog, client display and portal links (spec sections 3-5, 8). Pure rules, no React. */

const L = RULES.partners

export const newClientSchema = z.object({
  name: z.string().trim().min(1, "Please enter the client's name.").max(L.name),
  email: z
    .string()
    .trim()
    .min(1, "Please enter the client's email.")
    .max(L.email)
    .refine((v) => isEmail(v), 'Please enter a valid email address.'),
  phone: z.string().trim().max(L.phone),
  company: z.string().trim().max(L.company),
})
export type NewClientValues = z.input<typeof newClientSchema>

export const emptyNewClient: NewClientValues = { name: '', email: '', phone: '', company: '' }

/** Spec section 5: Create is disabled while pending or when name or email is empty. */
export function canCreateClient(values: Pick<NewClientValues, 'name' | 'email'>, pending: boolean): boolean {
  return !pending && values.name.trim() !== '' && values.email.trim() !== ''
}

/** Spec section 3: a client without a status shows as active. */
export function clientStatus(status: string | null | undefined): string {
  return status?.trim() ? status : 'active'
}

/** Up to two initials for the avatar: first letters of the first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = [...(words[0] ?? '')][0] ?? ''
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : ''
  return (first + last).toUpperCase()
}

/** Spec section 7: the link a client opens. */
export function portalLink(origin: string, token: string): string {
  return `${origin}/c/${token}`
}

/** Whether a link still opens: on, and not past its expiry. */
export function linkIsActive(link: { active: boolean; expiresAt: string | null }, now: Date = new Date()): boolean {
  return link.active && (link.expiresAt === null || new Date(link.expiresAt) > now)
}

/** The Manage Access form: which projects a link shows and until when. */
export interface AccessValues {
  allowedProjectIds: number[]
  /** YYYY-MM-DD, or '' for never. */
  expiresOn: string
}

/** The YYYY-MM-DD of a stored expiry in the viewer's time zone, '' for none. */
export function dayOf(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * The body of PATCH /api/client-links/{id}. An expiry day means the end of
 * that day where the partner is, sent as an exact time; '' clears it. An
 * expiry left as it was (currentExpiresOn) is not sent, so that a link
 * already past its expiry keeps it: the server refuses to set one past.
 */
export function accessPayload(
  values: AccessValues,
  currentExpiresOn?: string,
): { allowedProjectIds: number[]; expiresAt?: string | null } {
  const allowedProjectIds = [...new Set(values.allowedProjectIds)].sort((a, b) => a - b)
  if (currentExpiresOn !== undefined && values.expiresOn === currentExpiresOn) return { allowedProjectIds }
  let expiresAt: string | null = null
  if (values.expiresOn) {
    const [y, m, d] = values.expiresOn.split('-').map(Number)
    if (y && m && d) expiresAt = new Date(y, m - 1, d, 23, 59, 59).toISOString()
  }
  return { allowedProjectIds, expiresAt }
}

/** The expiry may not be a day already past. */
export function expiryError(expiresOn: string, today: Date = new Date()): string | undefined {
  if (!expiresOn) return undefined
  return expiresOn < dayOf(today.toISOString()) ? 'Choose today or a later day, or leave it empty for no expiry.' : undefined
}

/** The Manage Access form; an unchanged expiry already past may stay as it is. */
export function accessSchema(currentExpiresOn: string) {
  return z
    .object({ allowedProjectIds: z.array(z.number()), expiresOn: z.string(), active: z.boolean() })
    .superRefine((v, ctx) => {
      const problem = v.expiresOn === currentExpiresOn ? undefined : expiryError(v.expiresOn)
      if (problem) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: problem })
    })
}
export type AccessFormValues = z.input<ReturnType<typeof accessSchema>>

/**
 * The projects Manage Access offers for a client's link: that client's own,
 * by title. The server refuses any other, so another client's work is never
 * one tick away.
 */
export function clientProjects<P extends { clientId: number | null; title: string }>(projects: readonly P[], clientId: number): P[] {
  return projects.filter((p) => p.clientId === clientId).sort((a, b) => a.title.localeCompare(b.title))
}

/** How many titles a summary names before "and N more". */
const NAMED = 3

/**
 * What a link shares, in words for the partner: "Shares 2 projects: Booking
 * Assistant, Review Agent", or that it shares nothing yet. Titles come from
 * the projects known to the page; the count is the link's own.
 */
export function sharedSummary(ids: readonly number[], projects: readonly { id: number; title: string }[]): string {
  if (ids.length === 0) return 'Shares no projects yet'
  const titles = ids.map((id) => projects.find((p) => p.id === id)?.title).filter((t): t is string => !!t)
  const head = `Shares ${ids.length} project${ids.length === 1 ? '' : 's'}`
  if (titles.length === 0) return head
  const named = titles.slice(0, NAMED).join(', ')
  const more = ids.length - Math.min(titles.length, NAMED)
  return `${head}: ${named}${more > 0 ? ` and ${more} more` : ''}`
}
