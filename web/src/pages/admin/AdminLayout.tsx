import { useQueryClient } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { isUnauthorized } from '../../lib/api'
import { checkAdminAccess, type AccessState } from './adminApi'

/** Guards the staff area: 'Checking access...' until GET /api/admin/check answers; denied goes to /admin/login. */
function useAdminAccess(): AccessState {
  const [state, setState] = useState<AccessState>('checking')
  const navigate = useNavigate()
  useEffect(() => {
    const controller = new AbortController()
    void checkAdminAccess(controller.signal).then((ok) => {
      if (controller.signal.aborted) return
      setState(ok ? 'allowed' : 'denied')
      if (!ok) void navigate('/admin/login', { replace: true })
    })
    return () => controller.abort()
  }, [navigate])
  return state
}

/**
 * A session that ends while staff work (it expired, or was ended elsewhere)
 * takes them back to sign-in, whichever load or action met the 401: one
 * watch over every query and mutation of the area, not one per view. The
 * views only keep such an error out of their own messages.
 */
function useBackToSignInWhenSessionEnds(): void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useEffect(() => {
    const onError = (error: unknown) => {
      if (isUnauthorized(error)) void navigate('/admin/login', { replace: true })
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient, navigate])
}

/** Every staff page (all of /admin but its login) sits under this guard. */
export default function AdminLayout() {
  const access = useAdminAccess()
  useBackToSignInWhenSessionEnds()
  if (access !== 'allowed') {
    return (
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 focus:outline-none">
        <p role="status" className="flex items-center gap-3 text-[15px] font-medium text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
          Checking access...
        </p>
      </main>
    )
  }
  return <Outlet />
}
