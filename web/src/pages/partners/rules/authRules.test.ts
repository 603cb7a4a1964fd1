import { describe, expect, it } from 'vitest'
import { RULES } from '../../../lib/rules'
import { invitationProblem, inviteTokenFrom, loginSchema, passwordChangeSchema, welcomeSchema } from './authRules'

const long = 'x'.repeat(RULES.partners.passwordMin)

describe('partner sign-in rules', () => {
  it('needs an email and a password, with no other bound', () => {
    expect(loginSchema.safeParse({ email: ' ', password: '' }).success).toBe(false)
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
  })

  it('needs a long enough new password, typed twice the same', () => {
    expect(welcomeSchema.safeParse({ password: 'short', confirm: 'short' }).success).toBe(false)
    const mismatch = welcomeSchema.safeParse({ password: long, confirm: `${long}y` })
    expect(mismatch.success).toBe(false)
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirm'])
    expect(welcomeSchema.safeParse({ password: long, confirm: long }).success).toBe(true)
  })

  it('needs the current password to change it, and a different new one', () => {
    expect(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: long, confirm: long }).success).toBe(false)
    expect(passwordChangeSchema.safeParse({ currentPassword: long, newPassword: long, confirm: long }).success).toBe(false)
    expect(passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword: long, confirm: long }).success).toBe(true)
  })

  it('reads the invitation token from the fragment only', () => {
    expect(inviteTokenFrom('#invite=abc123')).toBe('abc123')
    expect(inviteTokenFrom('#other=1&invite=t')).toBe('t')
    expect(inviteTokenFrom('')).toBeUndefined()
    expect(inviteTokenFrom('#invite=')).toBeUndefined()
  })

  it('explains a refused invitation', () => {
    expect(invitationProblem(410)).toMatch(/expired/)
    expect(invitationProblem(404)).toMatch(/already been used/)
    expect(invitationProblem(undefined)).toMatch(/try again/)
  })
})
