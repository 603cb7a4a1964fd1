import { getJSON } from '../../../../lib/api'
import { send } from '../api'
import type { Sow } from '../../../../lib/sowModel'
import { z } from '../../../../lib/zod'
import { SOW_LIMITS } from '../../../../lib/sowModel'

/** The partner's calls of statements of work (docs/api.md, "Statements of work") and the editor's form. */

/** Under ['partner'], so every partner refresh (and sign-out) takes them too. */
export const sowKeys = {
  project: (projectId: number) => ['partner', 'sows', projectId] as const,
}

export async function fetchSows(projectId: number, signal?: AbortSignal): Promise<Sow[]> {
  const { sows } = await getJSON<{ sows: Sow[] }>(`/api/partner-projects/${projectId}/sows`, signal)
  return sows
}

/** A new draft, or the draft `id` changed. */
export function saveSow(projectId: number, id: number | undefined, input: SowValues): Promise<Sow> {
  const body = { title: input.title.trim(), body: input.body }
  return id === undefined ? send('POST', `/api/partner-projects/${projectId}/sows`, body) : send('PUT', `/api/partner/sows/${id}`, body)
}

export const sendSow = (id: number) => send<Sow>('POST', `/api/partner/sows/${id}/send`)
export const withdrawSow = (id: number) => send<Sow>('POST', `/api/partner/sows/${id}/withdraw`)
export const deleteSow = (id: number) => send<{ ok: boolean }>('DELETE', `/api/partner/sows/${id}`)
export const sowPdfHref = (id: number) => `/api/partner/sows/${id}/pdf`

/** The editor: a title and the Markdown text, both required, within the server's limits. */
export const sowSchema = z.object({
  title: z.string().trim().min(1, 'Give the statement of work a title.').max(SOW_LIMITS.title, `Use at most ${SOW_LIMITS.title} characters.`),
  body: z.string().refine((s) => s.trim() !== '', 'Write the statement of work.').refine((s) => [...s].length <= SOW_LIMITS.body, `Use at most ${SOW_LIMITS.body.toLocaleString('en-US')} characters.`),
})
export type SowValues = z.input<typeof sowSchema>
export const SOW_FIELDS = ['title', 'body'] as const
