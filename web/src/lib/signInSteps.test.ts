import { describe, expect, it } from 'vitest'
import { hasSession, nextSignInStep, START, type SignInEvent, type SignInStep } from './signInSteps'

const run = (events: SignInEvent[], from: SignInStep = START) => events.reduce(nextSignInStep, from)
const EXPIRED = 'Your sign-in has expired. Please sign in again.'

describe('sign-in steps', () => {
  it('goes straight to done when the password alone signs in', () => {
    expect(run([{ type: 'passed', next: { kind: 'signedIn' } }])).toEqual({ step: 'done' })
  })

  it('asks for the code after a right password, and is done once it is right', () => {
    const code = run([{ type: 'passed', next: { kind: 'code', challenge: 'c1' } }])
    expect(code).toEqual({ step: 'code', challenge: 'c1' })
    expect(hasSession(code)).toBe(false)
    expect(nextSignInStep(code, { type: 'codeAccepted' })).toEqual({ step: 'done' })
  })

  it('sets two-factor sign-in up, shows the recovery codes once, then is done', () => {
    const codes = ['aaaaa-bbbbb']
    const setup = run([{ type: 'passed', next: { kind: 'setup', challenge: 'c2' } }])
    expect(setup).toEqual({ step: 'setup', challenge: 'c2' })
    const recovery = nextSignInStep(setup, { type: 'setupConfirmed', recoveryCodes: codes })
    expect(recovery).toEqual({ step: 'recovery', codes })
    // The session starts with the confirmation, before the codes are saved.
    expect(hasSession(recovery)).toBe(true)
    expect(nextSignInStep(recovery, { type: 'saved' })).toEqual({ step: 'done' })
  })

  it('goes back to the password with the message when the challenge expired', () => {
    for (const kind of ['code', 'setup'] as const) {
      const back = run([{ type: 'passed', next: { kind, challenge: 'c' } }, { type: 'expired', message: EXPIRED }])
      expect(back).toEqual({ step: 'password', notice: EXPIRED })
      expect(hasSession(back)).toBe(false)
    }
  })

  it('goes back by choice without a message, and a new try drops the last one', () => {
    expect(run([{ type: 'passed', next: { kind: 'code', challenge: 'c' } }, { type: 'back' }])).toEqual({ step: 'password' })
    expect(nextSignInStep({ step: 'password', notice: EXPIRED }, { type: 'back' })).toEqual({ step: 'password' })
  })

  it('ignores what does not belong to the step it is at', () => {
    expect(nextSignInStep(START, { type: 'codeAccepted' })).toBe(START)
    expect(nextSignInStep(START, { type: 'saved' })).toBe(START)
    expect(nextSignInStep(START, { type: 'expired', message: EXPIRED })).toBe(START)
    const code: SignInStep = { step: 'code', challenge: 'c' }
    expect(nextSignInStep(code, { type: 'setupConfirmed', recoveryCodes: [] })).toBe(code)
    expect(nextSignInStep(code, { type: 'passed', next: { kind: 'signedIn' } })).toBe(code)
    const recovery: SignInStep = { step: 'recovery', codes: [] }
    // Signed in already: an expired challenge no longer matters.
    expect(nextSignInStep(recovery, { type: 'expired', message: EXPIRED })).toBe(recovery)
    expect(nextSignInStep(recovery, { type: 'back' })).toBe(recovery)
  })
})
