/**
 * The guarded areas of the app. Each has a layout route that checks access
 * once for every page under it; the sign-in pages stay outside their guard.
 */
export type Area = 'admin' | 'partner' | 'client'

/** Pages of an area that must be reachable without a session. */
const outsideGuard = new Set(['/admin/login', '/admin/welcome', '/partners/login', '/partners/welcome'])

/** The guarded area a route-table path belongs to, or undefined for a public page. */
export function areaOf(path: string): Area | undefined {
  if (outsideGuard.has(path)) return undefined
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/partners/')) return 'partner'
  if (path.startsWith('/c/')) return 'client'
  return undefined
}
