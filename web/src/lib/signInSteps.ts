import type { SecondStep } from './twoFactor'

/**
 * The steps of a sign-in with two factors, staff and partners alike:
 *
 *   password ──right password──▶ code ──right code──▶ done
 *       │                         │
 *       │            (expired: back to password, with the message)
 *       │                         │
 *       └──owner/admin without──▶ setup ──first code──▶ recovery ──saved──▶ done
 *          a second factor
 *
 * A password answered with a session goes straight to done. The session
 * exists from "done" and from "recovery" (the codes are shown once, after
 * the key is confirmed and the session started).
 */
export type SignInStep =
  | { step: 'password'; notice?: string }
  | { step: 'code'; challenge: string }
  | { step: 'setup'; challenge: string }
  | { step: 'recovery'; codes: string[] }
  | { step: 'done' }

export type SignInEvent =
  /** A right password or sign-in link, and what it led to. */
  | { type: 'passed'; next: SecondStep }
  /** The code was right: signed in. */
  | { type: 'codeAccepted' }
  /** The new key's first code was right: signed in, with recovery codes to save. */
  | { type: 'setupConfirmed'; recoveryCodes: string[] }
  /** The recovery codes are saved. */
  | { type: 'saved' }
  /** The challenge expired (or is unknown): start again, saying why. */
  | { type: 'expired'; message: string }
  /** Back to the password by choice (or a new try at it, which drops the last notice). */
  | { type: 'back' }

export const START: SignInStep = { step: 'password' }

export function nextSignInStep(state: SignInStep, event: SignInEvent): SignInStep {
  switch (event.type) {
    case 'passed':
      if (state.step !== 'password') return state
      if (event.next.kind === 'signedIn') return { step: 'done' }
      return { step: event.next.kind, challenge: event.next.challenge }
    case 'codeAccepted':
      return state.step === 'code' ? { step: 'done' } : state
    case 'setupConfirmed':
      return state.step === 'setup' ? { step: 'recovery', codes: event.recoveryCodes } : state
    case 'saved':
      return state.step === 'recovery' ? { step: 'done' } : state
    case 'expired':
      return state.step === 'code' || state.step === 'setup' ? { step: 'password', notice: event.message } : state
    case 'back':
      if (state.step === 'password') return state.notice ? { step: 'password' } : state
      return state.step === 'code' || state.step === 'setup' ? { step: 'password' } : state
  }
}

/** Whether this browser holds a session at this step. */
export function hasSession(state: SignInStep): boolean {
  return state.step === 'recovery' || state.step === 'done'
}
