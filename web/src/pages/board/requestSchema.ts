import { z } from '../../lib/zod'
import {
  MAX_DESCRIPTION,
  MAX_NAME,
  MAX_TITLE,
  REQUEST_TYPES,
  type RequestField,
  type RequestForm,
  type RequestType,
} from '../../lib/requestRules'

// Apart from the rules so that the board, which shows requests but has no
// form, does not load the validation library with them.

const TYPE_VALUES = REQUEST_TYPES.map((t) => t.value)

/** The form's checks, with the server's rules and the field messages under each input. */
export const requestSchema = z.object({
  type: z
    .string()
    .refine((v) => (TYPE_VALUES as string[]).includes(v), 'Choose feature request, bug report or general idea.')
    .transform((v) => v as RequestType),
  title: z
    .string()
    .refine((v) => v.trim() !== '', 'Please give your request a title.')
    .refine((v) => v.trim().length <= MAX_TITLE, `Please keep the title under ${MAX_TITLE} characters.`),
  description: z
    .string()
    .refine((v) => v.trim() !== '', 'Please describe your request.')
    .refine((v) => v.trim().length <= MAX_DESCRIPTION, `Please keep the description under ${MAX_DESCRIPTION} characters.`),
  submittedBy: z.string().refine((v) => v.trim().length <= MAX_NAME, `Please keep your name under ${MAX_NAME} characters.`),
})

/** Field messages for the form, the first of each field (the server checks the same rules). */
export function requestErrors(form: RequestForm): Partial<Record<RequestField, string>> {
  const errors: Partial<Record<RequestField, string>> = {}
  for (const issue of requestSchema.safeParse(form).error?.issues ?? []) {
    const field = issue.path[0] as RequestField
    errors[field] ??= issue.message
  }
  return errors
}
