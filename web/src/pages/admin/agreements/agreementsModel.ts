import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import { ADMIN_KEY } from '../adminApi'
import type { AgreementSignature, AgreementTemplate } from '../../partners/agreements/agreementsApi'

/** Staff's agreements and missed promises (docs/api.md, Admin: /api/admin/agreements, /api/admin/sla/breaches). Pure. */

export type { AgreementSignature, AgreementTemplate }

export interface AdminAgreements {
  /** Every version, by kind, newest first. */
  templates: AgreementTemplate[]
  /** Who signed what, newest first (the latest 500). */
  signatures: AgreementSignature[]
}

export interface SlaBreach {
  id: number
  partnerId: number
  partner: string
  clientId: number
  clientName: string
  kind: string
  targetHours: number
  startedAt: string
  dueAt: string
  breachedAt: string
  /** When the late reply came; null while the client still waits. */
  completedAt: string | null
}

export const ADMIN_AGREEMENTS_KEY = [...ADMIN_KEY, 'agreements'] as const
export const ADMIN_BREACHES_KEY = [...ADMIN_KEY, 'sla-breaches'] as const

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
