import { isEmail } from '../../../lib/email'
import { RULES } from '../../../lib/rules'
import { z } from '../../../lib/zod'
import { STAFF_ROLES } from '../adminApi'

/** The server's limits for staff accounts (internal/team, published in rules.json). */
export const STAFF_PASSWORD_MIN = RULES.team.passwordMin
export const STAFF_NAME_MAX = RULES.team.name

const EMAIL_MAX = RULES.email.max

/** Invite someone: an address and a role, checked as the server checks them. */
export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter an email address.')
    .max(EMAIL_MAX, `Please keep this under ${EMAIL_MAX} characters.`)
    .refine((v) => isEmail(v), 'Please enter a valid email address.'),
  role: z.enum(STAFF_ROLES, 'Choose a role.'),
})
export type InviteValues = z.input<typeof inviteSchema>
export const INVITE_FIELDS = ['email', 'role']

/** /admin/welcome: the new member's name and password. */
export const joinSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(STAFF_NAME_MAX, `Please keep your name under ${STAFF_NAME_MAX} characters.`),
  password: z.string().min(STAFF_PASSWORD_MIN, `Choose a password of at least ${STAFF_PASSWORD_MIN} characters.`),
})
export type JoinValues = z.input<typeof joinSchema>
export const JOIN_FIELDS = ['name', 'password']
