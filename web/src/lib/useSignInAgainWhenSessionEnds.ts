import { useLocation, useNavigate } from 'react-router'
import { isUnauthorized } from './api'
import { useOnApiError } from './useOnApiError'

/**
 * A session that ends while someone works (it expired, or was ended
 * elsewhere) takes them back to sign-in, whichever load or action met the
 * 401: one watch over every query and mutation of the signed-in area (staff
 * and partners alike), not one per view. The views only keep such an error
 * out of their own messages. `onEnded` forgets what the browser kept of the
 * session.
 */
export function useSignInAgainWhenSessionEnds(loginPath: string, onEnded?: () => void): void {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const from = pathname + search
  useOnApiError((error) => {
    if (!isUnauthorized(error)) return
    onEnded?.()
    void navigate(loginPath, { replace: true, state: { from } })
  })
}
