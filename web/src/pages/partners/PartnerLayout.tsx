import { AlertTriangle, LoaderCircle } from 'lucide-react'
import { Suspense, useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { PageSkeleton } from '../../components/layout/PageSkeleton'
import { Button } from '../../components/ui/button'
import { PartnerShell } from './PartnerShell'
import { AgreementsGate } from './agreements/AgreementsGate'
import { isUnauthorized } from '../../lib/api'
import { keepFocus } from '../../lib/focusReturn'
import { rememberSession } from '../../lib/partnerSession'
import { useSignInAgainWhenSessionEnds } from '../../lib/useSignInAgainWhenSessionEnds'
import { PartnerContext, useMeQuery } from './usePartnerSession'

/**
 * Guards every page under /partners/ (but login and welcome): while the
 * session check runs it shows 'Checking access...'; signed out (or a 401)
 * goes to /partners/login. The shell (header with Notifications, Settings, Logout)
 * wraps every partner page.
 */
const forgetSession = () => rememberSession(undefined)

export default function PartnerLayout() {
  const me = useMeQuery()
  const location = useLocation()
  useSignInAgainWhenSessionEnds('/partners/login', forgetSession)
  useEffect(keepFocus, [])

  if (me.data === null || (me.isError && isUnauthorized(me.error))) {
    return <Navigate to="/partners/login" replace state={{ from: location.pathname + location.search }} />
  }
  if (me.data) {
    return (
      <PartnerContext.Provider value={me.data}>
        <PartnerShell>
          <AgreementsGate>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </AgreementsGate>
        </PartnerShell>
      </PartnerContext.Provider>
    )
  }
  return (
    <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 focus:outline-none">
      {me.isError ? (
        <div role="alert" className="max-w-sm text-center">
          <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-danger-600" />
          <h1 className="mt-3 text-lg font-semibold">We could not reach the portal</h1>
          <p className="mt-1 text-[15px] text-slate-600">Check your connection and try again.</p>
          <Button className="mt-5" onClick={() => void me.refetch()} loading={me.isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-[15px] font-medium text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
          Checking access...
        </p>
      )}
    </main>
  )
}
