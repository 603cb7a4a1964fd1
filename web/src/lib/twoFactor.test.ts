import { describe, expect, it } from 'vitest'
import {
  CODE_OR_RECOVERY,
  CODE_REQUIRED,
  CODE_SIX_DIGITS,
  codeProblem,
  groupKey,
  isAppCode,
  normalizeCode,
  recoveryCodesText,
  secondStepOf,
} from './twoFactor'

describe('normalizeCode', () => {
  it('keeps the 6 digits of an app code, whatever was typed around them', () => {
    expect(normalizeCode('123456')).toBe('123456')
    expect(normalizeCode(' 123 456 ')).toBe('123456')
    expect(normalizeCode('123-456')).toBe('123456')
    expect(normalizeCode('123\u00a0456')).toBe('123456')
  })

  it('writes a recovery code as the server gave it: lower case, five and five', () => {
    expect(normalizeCode('ABCDE-FGH23')).toBe('abcde-fgh23')
    expect(normalizeCode('abcdefgh23')).toBe('abcde-fgh23')
    expect(normalizeCode(' abcde fgh23 ')).toBe('abcde-fgh23')
  })

  it('leaves anything else trimmed, for the check to refuse', () => {
    expect(normalizeCode(' 12345 ')).toBe('12345')
    expect(normalizeCode('not a code')).toBe('not a code')
  })

  it('tells an app code from a recovery code', () => {
    expect(isAppCode('123456')).toBe(true)
    expect(isAppCode('abcde-fgh23')).toBe(false)
  })
})

describe('codeProblem', () => {
  it('asks for a code when there is none', () => {
    expect(codeProblem('')).toBe(CODE_REQUIRED)
    expect(codeProblem('   ')).toBe(CODE_REQUIRED)
  })

  it('takes an app code or a recovery code at sign-in', () => {
    expect(codeProblem('123 456')).toBeUndefined()
    expect(codeProblem('ABCDE-FGH23')).toBeUndefined()
    expect(codeProblem('12345')).toBe(CODE_OR_RECOVERY)
    expect(codeProblem('abcde-fgh2')).toBe(CODE_OR_RECOVERY)
  })

  it('takes only an app code for the first code of a new key', () => {
    expect(codeProblem('123456', false)).toBeUndefined()
    expect(codeProblem('abcde-fgh23', false)).toBe(CODE_SIX_DIGITS)
    expect(codeProblem('1234567', false)).toBe(CODE_SIX_DIGITS)
  })
})

describe('groupKey', () => {
  it('shows a key in groups of four, upper case', () => {
    expect(groupKey('jbswy3dpehpk3pxpjbswy3dpehpk3pxp')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'JBSW', 'Y3DP', 'EHPK', '3PXP'])
    expect(groupKey('ABCDEF')).toEqual(['ABCD', 'EF'])
    expect(groupKey('')).toEqual([])
  })
})

describe('recoveryCodesText', () => {
  it('says whose codes they are, then one a line', () => {
    const text = recoveryCodesText(['aaaaa-bbbbb', 'ccccc-ddddd'], 'owner@example.com')
    expect(text.split('\n')[0]).toBe('AI Mission recovery codes for owner@example.com')
    expect(text).toContain('\naaaaa-bbbbb\nccccc-ddddd\n')
  })
})

describe('secondStepOf', () => {
  it('reads the staff answers', () => {
    expect(secondStepOf({ ok: true })).toEqual({ kind: 'signedIn' })
    expect(secondStepOf({ ok: false, secondFactor: 'totp', challenge: 'c1' })).toEqual({ kind: 'code', challenge: 'c1' })
    expect(secondStepOf({ ok: false, setupRequired: true, challenge: 'c2' })).toEqual({ kind: 'setup', challenge: 'c2' })
  })

  it('reads the partner answers', () => {
    expect(secondStepOf({ sessionId: 'marker', partner: { id: 1 } })).toEqual({ kind: 'signedIn' })
    expect(secondStepOf({ secondFactor: 'totp', challenge: 'c3' })).toEqual({ kind: 'code', challenge: 'c3' })
  })

  it('is nothing for an answer it does not know', () => {
    expect(secondStepOf(undefined)).toBeUndefined()
    expect(secondStepOf('ok')).toBeUndefined()
    expect(secondStepOf({ ok: false })).toBeUndefined()
    expect(secondStepOf({ ok: false, secondFactor: 'totp' })).toBeUndefined()
    expect(secondStepOf({ ok: false, secondFactor: 'sms', challenge: 'c' })).toBeUndefined()
  })
})
