import { createContext, useContext } from 'react'
import { ApiError, apiErrorMessage, apiFieldErrors, apiRequest } from '../../lib/api'
import { secondStepOf, twoFactorApi, type SecondStep, type TwoFactorSetup } from '../../lib/twoFactor'

/** Query keys of everything the admin area caches; dropped on logout. */
export const ADMIN_KEY = ['admin'] as const

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

/** What a staff role may do (GET /api/admin/check); the server decides every request by the same table. */
export const PERMISSIONS = ['read', 'manage', 'money', 'webhooks', 'settings', 'people'] as const
export type Permission = (typeof PERMISSIONS)[number]

export const STAFF_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The person signed in to the admin area. */
export interface SignedInStaff {
  id: number
  email: string
  /** Empty until they give one (the first owner). */
  name: string
  role: StaffRole
}

/** Who is signed in and what their role allows. */
export interface StaffAccess {
  staff: SignedInStaff
  permissions: Permission[]
}

function isRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value)
}

function isPermission(value: unknown): value is Permission {
  return (PERMISSIONS as readonly unknown[]).includes(value)
}

/** The check's answer as the app uses it: null unless signed in. */
export function accessFrom(body: unknown): StaffAccess | null {
  if (body === null || typeof body !== 'object') return null
  const { ok, staff, permissions } = body as { ok?: unknown; staff?: Partial<SignedInStaff>; permissions?: unknown }
  if (ok !== true) return null
  return {
    staff: {
      id: typeof staff?.id === 'number' ? staff.id : 0,
      email: typeof staff?.email === 'string' ? staff.email : '',
      name: typeof staff?.name === 'string' ? staff.name : '',
      role: isRole(staff?.role) ? staff.role : 'viewer',
    },
    permissions: Array.isArray(permissions) ? permissions.filter(isPermission) : [],
  }
}

/**
 * GET /api/admin/check: who is signed in, or null. Signed out is an answer
 * (200 with ok false, so a visit of /admin logs no error); any other status
 * or a network error means signed out too.
 */
export async function checkAdminAccess(signal?: AbortSignal): Promise<StaffAccess | null> {
  try {
    const res = await fetch('/api/admin/check', { credentials: 'include', signal })
    const access = res.ok ? accessFrom(await res.json()) : null
    rememberSignedIn(access !== null)
    return access
  } catch {
    return null
  }
}

/** The signed-in person, given to every staff page by the admin guard (AdminLayout). */
export const StaffAccessContext = createContext<StaffAccess | null>(null)

/** The signed-in person and their permissions; only under the admin guard. */
export function useStaffAccess(): StaffAccess {
  const access = useContext(StaffAccessContext)
  if (!access) throw new Error('useStaffAccess is used outside the admin guard')
  return access
}

/** Whether the signed-in person's role allows `permission`. */
export function can(access: Pick<StaffAccess, 'permissions'>, permission: Permission): boolean {
  return access.permissions.includes(permission)
}

/**
 * A sign-in's first step: the password was right (and what comes next: a
 * session, a code, or setting two-factor sign-in up), or why not.
 */
export type LoginOutcome =
  | { ok: true; next: SecondStep }
  | { ok: false; kind: 'rejected' | 'throttled' | 'network'; message: string; fields?: Record<string, string> }

export const LOGIN_FAILED_FALLBACK = 'Invalid email or password'
export const LOGIN_NETWORK_ERROR = 'Connection error. Please try again.'

/** Turns the answer of POST /api/admin/login into what the form shows (spec section 8); no error is a session. */
export function loginOutcome(error: unknown): LoginOutcome {
  if (error === undefined) return { ok: true, next: { kind: 'signedIn' } }
  if (error instanceof ApiError) {
    const message = apiErrorMessage(error)
    if (error.status === 429) {
      return { ok: false, kind: 'throttled', message: message ?? 'Too many attempts. Please wait before trying again.' }
    }
    const fields = apiFieldErrors(error)
    return Object.keys(fields).length > 0
      ? { ok: false, kind: 'rejected', message: message ?? LOGIN_FAILED_FALLBACK, fields }
      : { ok: false, kind: 'rejected', message: message ?? LOGIN_FAILED_FALLBACK }
  }
  return { ok: false, kind: 'network', message: LOGIN_NETWORK_ERROR }
}

export async function login(email: string, password: string): Promise<LoginOutcome> {
  try {
    const res = await apiRequest('POST', '/api/admin/login', { email, password })
    const next = secondStepOf(await res.json().catch(() => undefined))
    if (!next) return loginOutcome(new ApiError(res.status, res.statusText, ''))
    // A session only once the second factor (if any) is through.
    if (next.kind === 'signedIn') rememberSignedIn(true)
    return { ok: true, next }
  } catch (error) {
    return loginOutcome(error)
  }
}

async function postJSON<T>(url: string, body: unknown): Promise<T> {
  const res = await apiRequest('POST', url, body)
  return (await res.json()) as T
}

/**
 * Answers a sign-in's challenge with a code from the authenticator app or
 * a recovery code: the session starts. Throws ApiError: 400 fields.code for
 * a wrong code, 401 when the challenge expired (5 minutes), 429.
 */
export async function submitLoginCode(challenge: string, code: string): Promise<void> {
  await postJSON('/api/admin/login/code', { challenge, code })
  rememberSignedIn(true)
}

/** The key an owner or admin sets up during their sign-in (the same one until confirmed). */
export const startLoginSetup = (challenge: string) => postJSON<TwoFactorSetup>('/api/admin/login/setup', { challenge })

/** The new key's first code turns two-factor sign-in on and starts the session; the recovery codes come back, this once. */
export async function confirmLoginSetup(challenge: string, code: string): Promise<string[]> {
  const { recoveryCodes } = await postJSON<{ recoveryCodes?: string[] }>('/api/admin/login/setup/confirm', { challenge, code })
  rememberSignedIn(true)
  return recoveryCodes ?? []
}

/** The signed-in person's own second factor. */
export const staffTwoFactor = twoFactorApi('/api/admin/me/two-factor', ADMIN_KEY)

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout')
  rememberSignedIn(false)
}
