import { ApiError, apiErrorMessage, apiRequest } from './api'
import { secondStepOf, twoFactorApi, type SecondStep } from './twoFactor'

/**
 * Query keys of everything the partner area caches; dropped on sign-in and
 * logout so one partner never sees another's data.
 */
export const PARTNER_KEY = ['partner'] as const
export const ME_KEY = ['partner', 'me'] as const

export interface Partner {
  id: number
  company: string
  contactName: string
  email: string
  phone: string
  website: string
  revenueSharePercentage: number
  status: string
  lastSignInAt: string | null
  createdAt: string
}

/** GET /api/partner-auth/me when signed in: who, and the Notifications badge. */
export interface Me {
  partner: Partner
  unread: number
}

/**
 * The spec keeps the partner's session in two browser storage entries. Ours
 * hold non-secret markers only (the session itself is an HttpOnly cookie):
 * the public session marker the server answers, and when it was set. They
 * let the login page skip a request that would fail for a fresh visitor.
 */
export const SESSION_MARKER_KEY = 'partnerSessionId'
export const SIGNED_IN_AT_KEY = 'partnerSignedInAt'

export function rememberSession(marker: string | undefined): void {
  try {
    if (marker) {
      localStorage.setItem(SESSION_MARKER_KEY, marker)
      localStorage.setItem(SIGNED_IN_AT_KEY, new Date().toISOString())
    } else {
      localStorage.removeItem(SESSION_MARKER_KEY)
      localStorage.removeItem(SIGNED_IN_AT_KEY)
    }
  } catch {
    // Storage may be unavailable (private mode); the markers are only a hint.
  }
}

export function mightBeSignedIn(): boolean {
  try {
    return !!localStorage.getItem(SESSION_MARKER_KEY)
  } catch {
    return false
  }
}

/**
 * GET /api/partner-auth/me: the partner signed in, or null when nobody is
 * (the server answers that with a 200, so a signed-out visit logs no
 * error). Throws ApiError for any other failure.
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  const res = await fetch('/api/partner-auth/me', { credentials: 'include', signal })
  if (!res.ok) {
    const body = await res.text().catch(() => '')
    if (res.status === 401) rememberSession(undefined)
    throw new ApiError(res.status, res.statusText, body)
  }
  const me = (await res.json()) as Partial<Me> & { signedIn?: boolean }
  if (me.signedIn !== true || !me.partner) {
    rememberSession(undefined)
    return null
  }
  return me as Me
}

/** The answer of login, accept and password change: a public marker and the partner. */
export interface SignedIn {
  sessionId: string
  partner: Partner
}

/**
 * A sign-in's first step: right (a session, or, with two-factor sign-in on,
 * a challenge for the code: next), or why not.
 */
export type LoginOutcome =
  | { ok: true; next: SecondStep }
  | { ok: false; kind: 'rejected' | 'throttled' | 'network'; message: string; retryAfter?: number }

/** Spec section 8: the server's message, or these. */
export const LOGIN_FAILED_FALLBACK = 'Invalid email or password'
export const LOGIN_NETWORK_ERROR = 'Login failed. Please try again.'

/** Seconds from a Retry-After header (seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const when = Date.parse(trimmed)
  if (Number.isNaN(when)) return undefined
  return Math.max(0, Math.ceil((when - now) / 1000))
}

/** "30 seconds", "1 minute", "2 minutes": the wait a throttled sign-in shows. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** Turns a failed sign-in into what the form's alert shows. */
export function loginFailure(error: unknown, retryAfter?: number): Extract<LoginOutcome, { ok: false }> {
  if (error instanceof ApiError) {
    const message = apiErrorMessage(error)
    if (error.status === 429) {
      const wait = retryAfter !== undefined ? ` Please try again in ${formatWait(retryAfter)}.` : ' Please wait before trying again.'
      return { ok: false, kind: 'throttled', message: `Too many sign-in attempts.${wait}`, retryAfter }
    }
    return { ok: false, kind: 'rejected', message: message ?? LOGIN_FAILED_FALLBACK }
  }
  return { ok: false, kind: 'network', message: LOGIN_NETWORK_ERROR }
}

/** POSTs a sign-in (login, invitation acceptance) and keeps the public marker. */
async function signIn(url: string, body: unknown): Promise<LoginOutcome> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (error) {
    return loginFailure(error)
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '')
    return loginFailure(new ApiError(res.status, res.statusText, text), parseRetryAfter(res.headers.get('Retry-After')))
  }
  const answer = (await res.json().catch(() => undefined)) as unknown
  const next = secondStepOf(answer)
  if (!next) return loginFailure(new ApiError(res.status, res.statusText, ''))
  if (next.kind === 'signedIn') rememberSession((answer as SignedIn).sessionId)
  return { ok: true, next }
}

export function login(email: string, password: string): Promise<LoginOutcome> {
  return signIn('/api/partner-auth/login', { email, password })
}

export function acceptInvitation(token: string, password: string): Promise<LoginOutcome> {
  return signIn('/api/partner-auth/accept', { token, password })
}

/** Spends an e-mailed sign-in link (its token) and signs this browser in. */
export function openSignInLink(token: string): Promise<LoginOutcome> {
  return signIn('/api/partner-auth/sign-in-link/use', { token })
}

/**
 * Answers a sign-in's challenge (after the password or a sign-in link) with
 * the authenticator's code or a recovery code: the session starts. Throws
 * ApiError: 400 fields.code for a wrong code, 401 when the challenge
 * expired (5 minutes), 429.
 */
export async function submitSignInCode(challenge: string, code: string): Promise<SignedIn> {
  const res = await apiRequest('POST', '/api/partner-auth/code', { challenge, code })
  const signedIn = (await res.json()) as SignedIn
  rememberSession(signedIn.sessionId)
  return signedIn
}

/** The signed-in partner's own second factor. */
export const partnerTwoFactor = twoFactorApi('/api/partner/two-factor', PARTNER_KEY)

/** The server's answer to a sign-in link request: the same whether or not the address has an account. */
export const SIGN_IN_LINK_SENT = 'If a partner account uses this address, a sign-in link is on its way. It works once, for 20 minutes.'

/** POST /api/partner-auth/sign-in-link; throws ApiError (400, 429) or a network error. */
export async function requestSignInLink(email: string): Promise<string> {
  const res = await apiRequest('POST', '/api/partner-auth/sign-in-link', { email })
  const body = (await res.json().catch(() => ({}))) as { message?: unknown }
  return typeof body.message === 'string' ? body.message : SIGN_IN_LINK_SENT
}

/** Spec section 7: a failed logout is only logged; the markers go regardless. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/partner-auth/logout')
  } catch (error) {
    console.error('Partner logout failed', error instanceof Error ? error.message : error)
  } finally {
    rememberSession(undefined)
  }
}
