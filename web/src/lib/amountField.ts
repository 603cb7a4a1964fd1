import { amountProblem } from './money'
import { z } from './zod'

/**
 * A form field for dollars typed as text, checked by the server's grammar
 * and with the server's messages; the value stays the text the server reads.
 * Blank counts as 0, so a required amount has a min of 1 cent.
 */
export function amountField(min: number, max: number) {
  return z.string().superRefine((v, ctx) => {
    const message = amountProblem(v, min, max)
    if (message) ctx.addIssue({ code: 'custom', message })
  })
}
