import { Suspense, useEffect, useRef } from 'react'
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router'
import { layoutFor } from '../../lib/routeTable'
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
  const firstPath = useRef(location.pathname)

  useEffect(() => {
    // The server rendered the first page's head; the head code and every
    // page's title and description load with the first navigation.
    if (location.pathname === firstPath.current) return
    firstPath.current = ''
    const path = location.pathname
    void import('../../app/routeHeads').then((m) => m.applyHead(path)).catch(() => undefined)
  }, [location.pathname])

  useEffect(() => {
    const isFirst = first.current
    first.current = false
    const id = decodeURIComponent(location.hash.replace(/^#/, ''))
    if (id) return scrollToAnchorWhenReady(id)
    if (isFirst || navigationType === NavigationType.Pop) return undefined
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    document.getElementById('main')?.focus({ preventScroll: true })
    return undefined
  }, [location.key, location.hash, navigationType])
}

/** While a page that brings its own header loads: a bar of the same height, then the skeleton. */
function OwnChromeSkeleton({ dark }: { dark: boolean }) {
  return (
    <>
      <div aria-hidden="true" className={dark ? 'h-16 bg-navy-900' : 'h-16 border-b border-slate-200 bg-white'} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageSkeleton />
      </main>
    </>
  )
}

export function RootLayout() {
  useRouteEffects()
  const { pathname } = useLocation()
  const layout = layoutFor(pathname)

  if (layout === 'app') {
    // Tool screens (admin): the page renders its own <header> and <main id="main">.
    return (
      <div className="flex min-h-dvh flex-col bg-mist">
        <SkipLink />
        <Suspense fallback={<OwnChromeSkeleton dark={false} />}>
          <Outlet />
        </Suspense>
      </div>
    )
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {layout === 'ownHeader' ? (
        // The page renders its own top navigation (<header>) and <main id="main">.
        <Suspense fallback={<OwnChromeSkeleton dark />}>
          <Outlet />
        </Suspense>
      ) : (
        <>
          <Header />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </main>
        </>
      )}
      <MissionBanner />
      <Footer />
    </div>
  )
}
