import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router'
import { applyHead } from '../../app/routeTable'
import { scrollToAnchorWhenReady } from '../../lib/scroll'
import { Footer } from './Footer'
import { Header } from './Header'
import { MissionBanner } from './MissionBanner'
import { PageSkeleton } from './PageSkeleton'
import { SkipLink } from './SkipLink'

/** Keeps title/description in step with the route and handles scroll on navigation. */
function useRouteEffects() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const first = useRef(true)

  useEffect(() => {
    applyHead(location.pathname)
  }, [location.pathname])

  useEffect(() => {
    const isFirst = first.current
    first.current = false
    const id = decodeURIComponent(location.hash.replace(/^#/, ''))
    if (id) return scrollToAnchorWhenReady(id)
    if (isFirst || navigationType === 'POP') return undefined
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    document.getElementById('main')?.focus({ preventScroll: true })
    return undefined
  }, [location.key, location.hash, navigationType])
}

export function RootLayout() {
  useRouteEffects()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <MissionBanner />
      <Footer />
    </div>
  )
}
