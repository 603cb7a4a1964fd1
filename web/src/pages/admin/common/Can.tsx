import { useCallback, type ReactNode } from 'react'
import { can, useStaffAccess, type Permission } from '../adminApi'

/**
 * Whether the signed-in person's role allows a permission: the one way a
 * staff screen decides to show a control that writes. The server refuses the
 * same requests; hiding them spares a role a button that can only fail.
 */
export function useCan(): (permission: Permission) => boolean {
  const access = useStaffAccess()
  return useCallback((permission: Permission) => can(access, permission), [access])
}

/** Its children when the role allows `permission`; `fallback` (nothing by default) when not. */
export function Can({ permission, children, fallback = null }: { permission: Permission; children: ReactNode; fallback?: ReactNode }) {
  return <>{useCan()(permission) ? children : fallback}</>
}
