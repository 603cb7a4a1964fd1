import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import type { Deliverable, Milestone } from '../portal/api'

/** Milestone and deliverable forms of the project details (docs/api.md). Pure rules, no React. */

const L = RULES.partners

export const MILESTONE_STATUSES = [
  { value: 'planned', label: 'Planned' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const

export const DELIVERABLE_TYPES = [
  { value: 'document', label: 'Document' },
  { value: 'design', label: 'Design' },
  { value: 'software', label: 'Software' },
  { value: 'report', label: 'Report' },
  { value: 'video', label: 'Video' },
  { value: 'link', label: 'Link' },
  { value: 'other', label: 'Other' },
] as const

export function milestoneStatusLabel(status: string): string {
  return MILESTONE_STATUSES.find((s) => s.value === status)?.label ?? status
}

export function deliverableTypeLabel(type: string): string {
  return DELIVERABLE_TYPES.find((t) => t.value === type)?.label ?? type
}

const wholeIn = (min: number, max: number, message: string) =>
  z.string().trim().refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, message)

export const milestoneSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a milestone title.').max(L.title),
  dueDate: z.string(),
  status: z.enum(['planned', 'in-progress', 'completed']),
  percentComplete: wholeIn(0, 100, 'Enter a whole number from 0 to 100.'),
  visibleToClient: z.boolean(),
  order: wholeIn(0, 10_000, 'Enter a whole number, 0 or more.'),
})
export type MilestoneValues = z.input<typeof milestoneSchema>

export function milestoneDefaults(m?: Milestone, nextOrder = 0): MilestoneValues {
  return {
    title: m?.title ?? '',
    dueDate: m?.dueDate ? m.dueDate.slice(0, 10) : '',
    status: m?.status ?? 'planned',
    percentComplete: String(m?.percentComplete ?? 0),
    visibleToClient: m?.visibleToClient ?? true,
    order: String(m?.order ?? nextOrder),
  }
}

/** A completed milestone counts as 100% (as the server's progress does). */
export function milestonePayload(v: MilestoneValues): Record<string, unknown> {
  return {
    title: v.title.trim(),
    dueDate: v.dueDate || null,
    status: v.status,
    percentComplete: v.status === 'completed' ? 100 : Number(v.percentComplete),
    visibleToClient: v.visibleToClient,
    order: Number(v.order),
  }
}

/** The order a new milestone gets: after the last one. */
export function nextMilestoneOrder(milestones: readonly Pick<Milestone, 'order'>[]): number {
  return milestones.reduce((max, m) => Math.max(max, m.order + 1), 0)
}

export const deliverableSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a deliverable title.').max(L.title),
  type: z.enum(['document', 'design', 'software', 'report', 'video', 'link', 'other']),
  link: z
    .string()
    .trim()
    .max(L.url)
    .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'Enter a link that starts with https://'),
  visibleToClient: z.boolean(),
})
export type DeliverableValues = z.input<typeof deliverableSchema>

export function deliverableDefaults(d?: Deliverable): DeliverableValues {
  return {
    title: d?.title ?? '',
    type: d?.type ?? 'document',
    link: d?.link ?? '',
    visibleToClient: d?.visibleToClient ?? false,
  }
}

export function deliverablePayload(v: DeliverableValues): Record<string, unknown> {
  return { title: v.title.trim(), type: v.type, link: v.link.trim(), visibleToClient: v.visibleToClient }
}

/** Milestones in their order, then by due date. */
export function sortMilestones<T extends Pick<Milestone, 'order' | 'dueDate' | 'id'>>(milestones: readonly T[]): T[] {
  return [...milestones].sort((a, b) => a.order - b.order || (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.id - b.id)
}
