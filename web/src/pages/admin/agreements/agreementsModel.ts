import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import { ADMIN_KEY } from '../adminApi'
import type { AgreementSignature, AgreementTemplate } from '../../partners/agreements/agreementsApi'

/** Staff's agreements and missed promises (docs/api.md, Admin: /api/admin/agreements, /api/admin/sla/breaches). Pure. */

export type { AgreementSignature, AgreementTemplate }

export interface AdminAgreements {
  /** Every version, by kind, newest first. */
  templates: AgreementTemplate[]
}

/** A signature in staff's list, with whether it signs the newest version of its kind. */
export interface AgreementSignatureRow extends AgreementSignature {
  current: boolean
}

export const SIGNATURE_STATUSES = [
  { value: 'current', label: 'Newest version' },
  { value: 'outdated', label: 'Older version' },
] as const

export const BREACH_STATUSES = [
  { value: 'open', label: 'Still open' },
  { value: 'late', label: 'Kept late' },
] as const

export interface SlaBreach {
  id: number
  partnerId: number
  partner: string
  clientId: number
  clientName: string
  /** first_reply or milestone. */
  kind: string
  /** A milestone's "Title (Project)"; "" for a first reply. */
  subject: string
  targetHours: number
  startedAt: string
  dueAt: string
  breachedAt: string
  /** When the late reply came; null while the client still waits. */
  completedAt: string | null
}

export const ADMIN_AGREEMENTS_KEY = [...ADMIN_KEY, 'agreements'] as const
export const ADMIN_BREACHES_KEY = [...ADMIN_KEY, 'sla-breaches'] as const
export const ADMIN_SIGNATURES_KEY = [...ADMIN_KEY, 'agreement-signatures'] as const

/** The server's limits (rules.json, from internal/agreements). */
export const AGREEMENT_LIMITS = RULES.agreements

/** Each kind once, its versions newest first, kinds in the order of their newest version. */
export function byKind(templates: readonly AgreementTemplate[]): { kind: string; versions: AgreementTemplate[] }[] {
  const groups = new Map<string, AgreementTemplate[]>()
  for (const t of templates) {
    const list = groups.get(t.kind) ?? []
    list.push(t)
    groups.set(t.kind, list)
  }
  return [...groups.entries()]
    .map(([kind, versions]) => ({ kind, versions: [...versions].sort((a, b) => b.version - a.version) }))
    .sort((a, b) => (b.versions[0]?.publishedAt ?? '').localeCompare(a.versions[0]?.publishedAt ?? ''))
}

/** "partner_licence" as "Partner licence". */
export function kindLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const publishSchema = z.object({
  kind: z
    .string()
    .trim()
    .regex(new RegExp(RULES.agreements.kindPattern), 'Name the kind in lower case, such as partner_licence (letters, digits, _).'),
  title: z.string().trim().min(1, 'Give the agreement a title.').max(AGREEMENT_LIMITS.title, `Use at most ${AGREEMENT_LIMITS.title} characters.`),
  body: z.string().trim().min(1, "Write the agreement's text (Markdown).").max(AGREEMENT_LIMITS.body, `Use at most ${AGREEMENT_LIMITS.body} characters.`),
  required: z.boolean(),
})
export type PublishValues = z.input<typeof publishSchema>
export const PUBLISH_FIELDS = ['kind', 'title', 'body', 'required'] as const

/** The form's starting values: the newest version of a kind (for its next version), or empty. */
export function publishDefaults(from: AgreementTemplate | null): PublishValues {
  return from ? { kind: from.kind, title: from.title, body: from.body, required: from.required } : { kind: '', title: '', body: '', required: true }
}

/** Whether a missed promise was kept late or is still open. */
export function breachOutcome(b: Pick<SlaBreach, 'completedAt'>): 'kept-late' | 'open' {
  return b.completedAt ? 'kept-late' : 'open'
}

/** What a missed promise promised: "First reply within 8 working h", "Milestone Design (Website)". */
export function promiseLabel(b: Pick<SlaBreach, 'kind' | 'subject' | 'targetHours'>): string {
  return b.kind === 'milestone' ? `Milestone ${b.subject}` : `First reply within ${b.targetHours} working h`
}
