import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { keepFocus } from '../../lib/focusReturn'
import { useSignInAgainWhenSessionEnds } from '../../lib/useSignInAgainWhenSessionEnds'
import { checkAdminAccess, StaffAccessContext, type StaffAccess } from './adminApi'

/**
 * Guards the staff area: 'checking' until GET /api/admin/check answers, then
 * who is signed in and what their role allows; denied goes to /admin/login.
 */
function useAdminAccess(): StaffAccess | 'checking' | 'denied' {
  const [state, setState] = useState<StaffAccess | 'checking' | 'denied'>('checking')
  const navigate = useNavigate()
  useEffect(() => {
    const controller = new AbortController()
    void checkAdminAccess(controller.signal).then((access) => {
      if (controller.signal.aborted) return
      setState(access ?? 'denied')
      if (!access) void navigate('/admin/login', { replace: true })
    })
    return () => controller.abort()
  }, [navigate])
  return state
}

/** Every staff page (all of /admin but its login and welcome) sits under this guard, which tells them who is signed in. */
export default function AdminLayout() {
  const access = useAdminAccess()
  useSignInAgainWhenSessionEnds('/admin/login')
  useEffect(keepFocus, [])
  if (access === 'checking' || access === 'denied') {
    return (
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 focus:outline-none">
        <p role="status" className="flex items-center gap-3 text-[15px] font-medium text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
          Checking access...
        </p>
      </main>
    )
  }
  return (
    <StaffAccessContext.Provider value={access}>
      <Outlet />
    </StaffAccessContext.Provider>
  )
}
