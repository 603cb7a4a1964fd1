import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'

/** Sign-in, invitation and password forms of the partner area. Pure rules, no React. */

const MIN_PASSWORD = RULES.partners.passwordMin

/** Spec section 5: email and password required; no length or format bound on sign-in. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email.'),
  password: z.string().min(1, 'Please enter your password.'),
})
export type LoginValues = z.input<typeof loginSchema>

const newPassword = z
  .string()
  .min(MIN_PASSWORD, `Choose a password of at least ${MIN_PASSWORD} characters.`)

/** /partners/welcome: choose a password, typed twice. */
export const welcomeSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords do not match.' })
export type WelcomeValues = z.input<typeof welcomeSchema>

/** Settings: the current password is required to set a new one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.'),
    newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: 'The two passwords do not match.' })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one.',
  })
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>

/**
 * The invitation token from the welcome link's fragment (#invite=...), which
 * browsers never send to a server. Undefined when there is none.
 */
export function inviteTokenFrom(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get('invite')?.trim()
  return token ? token : undefined
}

/** The token of an e-mailed sign-in link (#signin=... on /partners/login), kept out of every request line. */
export function signInTokenFrom(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('signin')?.trim()
  return token ? token : undefined
}

/** Asking for a sign-in link by e-mail: one address, checked as the server checks it. */
export const signInLinkSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email.')
    .max(RULES.partners.email, `Please keep this under ${RULES.partners.email} characters.`)
    .pipe(z.email('Please enter a valid email address.')),
})
export type SignInLinkValues = z.input<typeof signInLinkSchema>

/** What the welcome page says about an invitation the server refused. */
export function invitationProblem(status: number | undefined): string {
  if (status === 410) return 'This invitation has expired. Ask the team for a new one.'
  if (status === 404) return 'This invitation has already been used or does not exist.'
  if (status === 429) return 'Too many attempts from your network. Please wait a few minutes and try again.'
  return 'We could not check your invitation. Please try again.'
}
