import { apiRequest, getJSON } from './api'

/**
 * Two-factor sign-in, for staff and partners alike: a code from an
 * authenticator app (6 digits, a new one every 30 seconds, each works once)
 * or one of ten one-time recovery codes ("xxxxx-xxxxx"). Pure rules and the
 * requests of a signed-in person's own second factor; no React.
 */

/** GET .../two-factor: whether it is on, whether the account must keep it, and how many recovery codes are unused. */
export interface TwoFactorState {
  enabled: boolean
  required: boolean
  recoveryCodesLeft: number
}

/** A key to add to an authenticator app: the key itself, the same as an otpauth:// link, and as a QR code (a PNG data URL). */
export interface TwoFactorSetup {
  secret: string
  otpauthUrl: string
  qr: string
}

/** How many recovery codes a person gets. */
export const RECOVERY_CODE_COUNT = 10

export const CODE_REQUIRED = 'Please enter the 6-digit code from your authenticator app.'
export const CODE_OR_RECOVERY = 'Enter the 6-digit code from your app, or a recovery code like abcde-12345.'
export const CODE_SIX_DIGITS = 'The code from your authenticator app has 6 digits.'

/**
 * A code as the server wants it: an app's code as its 6 digits (spaces and
 * dashes a person or a phone's autofill put in dropped), a recovery code
 * lower case as "xxxxx-xxxxx". Anything else is returned trimmed, for the
 * check to refuse.
 */
export function normalizeCode(input: string): string {
  const compact = input.replace(/[\s\u00a0-]+/g, '')
  if (/^\d{6}$/.test(compact)) return compact
  const lower = compact.toLowerCase()
  if (/^[a-z0-9]{10}$/.test(lower)) return `${lower.slice(0, 5)}-${lower.slice(5)}`
  return input.trim()
}

/** Whether a normalised code is an authenticator app's (6 digits) rather than a recovery code. */
export function isAppCode(code: string): boolean {
  return /^\d{6}$/.test(code)
}

/**
 * What is wrong with a typed code, or undefined when it may be sent. Where a
 * recovery code is not taken (the first code of a new key), only an app's
 * code is.
 */
export function codeProblem(input: string, recovery = true): string | undefined {
  if (input.trim() === '') return CODE_REQUIRED
  const code = normalizeCode(input)
  if (isAppCode(code)) return undefined
  if (!recovery) return CODE_SIX_DIGITS
  return /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code) ? undefined : CODE_OR_RECOVERY
}

/** A key shown for typing by hand: groups of four ("ABCD EFGH ..."). */
export function groupKey(secret: string): string[] {
  const clean = secret.replace(/\s+/g, '').toUpperCase()
  return clean.match(/.{1,4}/g) ?? []
}

/** The text of a recovery codes file: what they are, for which account, then one code a line. */
export function recoveryCodesText(codes: readonly string[], account: string, site = 'AI Mission'): string {
  return [
    `${site} recovery codes for ${account}`,
    '',
    'Each code signs you in once when you cannot use your authenticator app.',
    'Keep them somewhere safe, apart from your phone.',
    '',
    ...codes,
    '',
  ].join('\n')
}

/** The file name recovery codes are saved under. */
export const RECOVERY_CODES_FILE = 'ai-mission-recovery-codes.txt'

/**
 * What a right password (or an e-mailed sign-in link) led to: a session, or
 * a challenge to answer with a code, or (staff owners and admins without a
 * second factor) a challenge to set one up first.
 */
export type SecondStep = { kind: 'signedIn' } | { kind: 'code'; challenge: string } | { kind: 'setup'; challenge: string }

/**
 * Reads a sign-in answer: staff answer {ok:true}, or {ok:false,
 * secondFactor:"totp"|setupRequired:true, challenge}; partners answer their
 * session ({sessionId, partner}), or {secondFactor:"totp", challenge}.
 * Undefined for an answer that is none of these.
 */
export function secondStepOf(body: unknown): SecondStep | undefined {
  if (body === null || typeof body !== 'object') return undefined
  const { ok, secondFactor, setupRequired, challenge, sessionId } = body as Record<string, unknown>
  const hasChallenge = typeof challenge === 'string' && challenge !== ''
  if (hasChallenge && setupRequired === true) return { kind: 'setup', challenge }
  if (hasChallenge && secondFactor === 'totp') return { kind: 'code', challenge }
  if (ok === true || typeof sessionId === 'string') return { kind: 'signedIn' }
  return undefined
}

async function post<T>(url: string, body?: unknown): Promise<T> {
  const res = await apiRequest('POST', url, body)
  return (await res.json()) as T
}

/** The requests of a signed-in person's own second factor, under `base` (staff: /api/admin/me/two-factor; partners: /api/partner/two-factor). */
export interface TwoFactorApi {
  /** Query key of the state, under the area's key so signing out drops it. */
  key: readonly unknown[]
  state: (signal?: AbortSignal) => Promise<TwoFactorState>
  /** The key to set up; the same one until it is confirmed. */
  setup: () => Promise<TwoFactorSetup>
  /** The first code of the key turns it on; the recovery codes come back, this once. */
  confirm: (code: string) => Promise<string[]>
  /** A current code or a recovery code turns it off (409 where the account must keep it). */
  off: (code: string) => Promise<void>
  /** A current code or a recovery code gets a new set of recovery codes (shown this once); the old set stops working. */
  renewCodes: (code: string) => Promise<string[]>
}

export function twoFactorApi(base: string, areaKey: readonly unknown[]): TwoFactorApi {
  return {
    key: [...areaKey, 'two-factor'],
    state: (signal) => getJSON<TwoFactorState>(base, signal),
    setup: () => post<TwoFactorSetup>(`${base}/setup`),
    confirm: (code) => post<{ recoveryCodes?: string[] }>(`${base}/confirm`, { code }).then((r) => r.recoveryCodes ?? []),
    off: (code) => post(`${base}/off`, { code }).then(() => undefined),
    renewCodes: (code) => post<{ recoveryCodes?: string[] }>(`${base}/recovery-codes`, { code }).then((r) => r.recoveryCodes ?? []),
  }
}
