import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'

/** The New Message dialog and message display. Pure rules, no React. */

const L = RULES.partners

export const MESSAGE_TYPE_LABELS: Record<string, string> = {
  'project-update': 'Project Update',
  'client-feedback': 'Client Feedback',
  'system-alert': 'System Alert',
}

export function messageTypeLabel(type: string): string {
  return MESSAGE_TYPE_LABELS[type] ?? type
}

export const newMessageSchema = z.object({
  clientId: z.string().min(1, 'Please choose a client.'),
  projectId: z.string(),
  subject: z.string().trim().max(L.title),
  message: z.string().trim().min(1, 'Please write a message.').max(L.text),
})
export type NewMessageValues = z.input<typeof newMessageSchema>

export const emptyNewMessage: NewMessageValues = { clientId: '', projectId: '', subject: '', message: '' }

/** The body of POST /api/partner/messages ('' project means none). */
export function newMessagePayload(v: NewMessageValues): Record<string, unknown> {
  return {
    clientId: Number(v.clientId),
    ...(v.projectId ? { projectId: Number(v.projectId) } : {}),
    subject: v.subject.trim(),
    message: v.message.trim(),
  }
}
