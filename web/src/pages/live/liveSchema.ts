import { z } from '../../lib/zod'
import { isEmail } from '../../lib/email'
import { RULES } from '../../lib/rules'
import { KEY_FEATURES, type LiveProjectInput, type LiveProjectValues } from './liveRules'

// Apart from the rules so that the live page loads the validation library
// only when the form is first checked or focused (useLazySchemaForm).

const L = RULES.live

const tooLong = (n: number) => `Please keep this under ${n} characters.`
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max))

/** The form's checks: the server's rules, with the message under each field. */
export const liveProjectSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(L.name, tooLong(L.name)),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(L.email, tooLong(L.email))
    .refine((v) => isEmail(v), 'Please enter a valid email address.'),
  company: optionalText(L.company),
  phone: optionalText(L.phone),
  projectType: z.enum(['website', 'app', 'automation', 'ai-agent']),
  projectDescription: z
    .string()
    .trim()
    .min(1, 'Please describe your project.')
    .max(L.projectDescription, tooLong(L.projectDescription)),
  industry: optionalText(L.industry),
  targetAudience: optionalText(L.targetAudience),
  keyFeatures: z.array(z.enum(KEY_FEATURES)),
  budget: optionalText(L.budget),
  timeline: z.enum(['', 'asap', '1-2weeks', '1month', 'flexible']),
  additionalNotes: optionalText(L.additionalNotes),
  sessionPreference: z.enum(['6am', '6pm', 'either']),
}) satisfies z.ZodType<LiveProjectValues, LiveProjectInput>

