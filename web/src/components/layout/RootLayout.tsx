import { Suspense, useEffect, useRef } from 'react'
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router'
import { layoutFor } from '../../lib/routeTable'
import { scrollToAnchorWhenReady } from '../../lib/scroll'
import { nearScreenPart } from '../NearScreenPart'
import { Header } from './Header'
import { MissionBanner } from './MissionBanner'
import { PageSkeleton } from './PageSkeleton'
import { SkipLink } from './SkipLink'

// The footer is the foot of every page: its HTML comes with the page, its code
// as it nears the screen (its links work as links until then).
const Footer = nearScreenPart(() => import('./Footer').then((m) => ({ default: m.Footer })))

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

  const shownPath = useRef(location.pathname)
  useEffect(() => {
    const isFirst = first.current
    first.current = false
    // Only the search changed (a tab, a filter): the same screen, so focus
    // stays on the control that changed it and the page keeps its place.
    const samePage = shownPath.current === location.pathname
    shownPath.current = location.pathname
    const id = decodeURIComponent(location.hash.replace(/^#/, ''))
    if (id) return scrollToAnchorWhenReady(id)
    if (isFirst || samePage || navigationType === NavigationType.Pop) return undefined
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    document.getElementById('main')?.focus({ preventScroll: true })
    return undefined
  }, [location.key, location.pathname, location.hash, navigationType])

  // A focused <main> replaced or hidden while its page settles (a loading
  // screen, an access check, then the page: as after signing in) hands focus
  // on to the <main> shown rather than dropping it on <body>.
  useEffect(() => {
    const onOut = (event: FocusEvent) => {
      const lost = event.target as Element
      if (lost.id !== 'main' || event.relatedTarget) return
      setTimeout(() => {
        if (document.activeElement !== document.body || (lost.isConnected && lost.getClientRects().length > 0)) return
        for (const main of document.querySelectorAll<HTMLElement>('#main')) {
          if (main.getClientRects().length > 0) return main.focus({ preventScroll: true })
        }
      })
    }
    document.addEventListener('focusout', onOut)
    return () => document.removeEventListener('focusout', onOut)
  }, [])
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
