import { RULES } from '../../../lib/rules'
import { z } from '../../../lib/zod'

/** The server's bounds on a signer's typed name (rules.json, from internal/agreements). */
export const SIGNER_NAME_MIN = RULES.agreements.nameMin
export const SIGNER_NAME_MAX = RULES.agreements.name

/** Read and Sign: the signer's full name and their consent, both required. */
export const signSchema = z.object({
  name: z
    .string()
    .trim()
    .min(SIGNER_NAME_MIN, 'Type your full name.')
    .max(SIGNER_NAME_MAX, `Use at most ${SIGNER_NAME_MAX} characters.`),
  consent: z.boolean().refine((v) => v, 'Tick the box to agree to this agreement.'),
})
export type SignValues = z.input<typeof signSchema>
