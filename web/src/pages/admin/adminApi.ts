import { createContext, useContext } from 'react'
import { ApiError, apiErrorMessage, apiFieldErrors, apiRequest } from '../../lib/api'

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

export type LoginOutcome =
  | { ok: true }
  | { ok: false; kind: 'rejected' | 'throttled' | 'network'; message: string; fields?: Record<string, string> }

export const LOGIN_FAILED_FALLBACK = 'Invalid email or password'
export const LOGIN_NETWORK_ERROR = 'Connection error. Please try again.'

/** Turns the answer of POST /api/admin/login into what the form shows (spec section 8). */
export function loginOutcome(error: unknown): LoginOutcome {
  if (error === undefined) return { ok: true }
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
    await apiRequest('POST', '/api/admin/login', { email, password })
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
