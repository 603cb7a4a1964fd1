import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { keepFocus } from '../../lib/focusReturn'
import { useSignInAgainWhenSessionEnds } from '../../lib/useSignInAgainWhenSessionEnds'
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

/** Every staff page (all of /admin but its login) sits under this guard. */
export default function AdminLayout() {
  const access = useAdminAccess()
  useSignInAgainWhenSessionEnds('/admin/login')
  useEffect(keepFocus, [])
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
