import { ApiError, apiErrorMessage, apiRequest } from '../../lib/api'

/** Query keys of everything the admin area caches; dropped on logout. */
export const ADMIN_KEY = ['admin'] as const

export type AccessState = 'checking' | 'allowed' | 'denied'

/**
 * A hint (not a credential) that this browser signed in to the admin area
 * before. The login page asks the server only when it is set, so a visitor
 * without a session never triggers a 401 in the console.
 */
const SIGNED_IN_HINT = 'adminSignedIn'

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1')
    else localStorage.removeItem(SIGNED_IN_HINT)
  } catch {
    // Storage may be unavailable (private mode); the hint is only an optimisation.
  }
}

export function mightBeSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1'
  } catch {
    return false
  }
}

/**
 * GET /api/admin/check: ok means allowed. Signed out is an answer (200 with
 * ok false, so a visit of /admin logs no error); any other status or a
 * network error means denied too.
 */
export async function checkAdminAccess(signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch('/api/admin/check', { credentials: 'include', signal })
    const body = res.ok ? ((await res.json()) as { ok?: unknown }) : {}
    const allowed = body.ok === true
    rememberSignedIn(allowed)
    return allowed
  } catch {
    return false
  }
}

export type LoginOutcome =
  | { ok: true }
  | { ok: false; kind: 'rejected' | 'throttled' | 'network'; message: string }

export const LOGIN_FAILED_FALLBACK = 'Invalid password'
export const LOGIN_NETWORK_ERROR = 'Connection error. Please try again.'

/** Turns the answer of POST /api/admin/login into what the form shows (spec section 8). */
export function loginOutcome(error: unknown): LoginOutcome {
  if (error === undefined) return { ok: true }
  if (error instanceof ApiError) {
    const message = apiErrorMessage(error)
    if (error.status === 429) {
      return { ok: false, kind: 'throttled', message: message ?? 'Too many attempts. Please wait before trying again.' }
    }
    return { ok: false, kind: 'rejected', message: message ?? LOGIN_FAILED_FALLBACK }
  }
  return { ok: false, kind: 'network', message: LOGIN_NETWORK_ERROR }
}

export async function login(password: string): Promise<LoginOutcome> {
  try {
    await apiRequest('POST', '/api/admin/login', { password })
    rememberSignedIn(true)
    return loginOutcome(undefined)
  } catch (error) {
    return loginOutcome(error)
  }
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout')
  rememberSignedIn(false)
}
