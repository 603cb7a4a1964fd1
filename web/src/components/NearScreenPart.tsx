import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react'
import { useHydrated } from '../lib/hydration'
import { useNearScreen } from '../lib/useNearScreen'

/**
 * What counts as a visitor's first use of the page, each of which loads every
 * waiting part; a change of address (back, forward, a #fragment) too, since
 * the router's next render must reach the part.
 */
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'popstate', 'hashchange'] as const

/** Marks the end of a part's hydration (its effects run once its boundary is live). */
function Committed({ onCommit }: { onCommit: (live: boolean) => void }) {
  useEffect(() => onCommit(true), [onCommit])
  return null
}

/**
 * A part of a pre-rendered page below the fold (sections, a form further down,
 * the footer) whose code loads when it appears on the screen or at the
 * visitor's first press, key, touch, wheel or scroll, whichever comes first,
 * rather than with the page. No band around the screen counts: any scroll is
 * a first use, so a part out of sight waits only for what cannot reach it.
 *
 * Until then its server HTML stays exactly as it is: React leaves a Suspense
 * boundary whose code has not arrived dehydrated and hydrates it in place once
 * it has, so nothing is redrawn, links work as links, what a person types into
 * a field is kept, and a form sent early is held until it is live
 * (`lib/earlySubmit`, through `data-code-pending`). The boundary's element is
 * made once, so no render above it can reach it before its code is here; the
 * router's location changes are transitions, which React holds until the part
 * is hydrated rather than draw it afresh. Rendered in the browser without
 * server HTML (a later navigation, a page the server does not render), the
 * code loads at once.
 */
export function nearScreenPart(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let open: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (open = resolve))
  // Whether the part's first render hydrates the server's HTML, as the part
  // itself knows (a boundary of the page may hydrate after the rest is live).
  const first = { hydrating: false }
  const Part = lazy(() => (first.hydrating ? gate.then(load) : load()))

  function NearScreenPart() {
    const hydrated = useHydrated()
    // The build's server render draws every part at once; only the browser waits.
    useState(() => (first.hydrating = typeof window !== 'undefined' && !hydrated))
    const [ref, near] = useNearScreen<HTMLDivElement>(true, '0px')
    const [live, setLive] = useState(false)
    useEffect(() => {
      if (near) open()
    }, [near])
    useEffect(() => {
      const go = () => open()
      for (const type of FIRST_USE) document.addEventListener(type, go, { capture: true, passive: true, once: true })
      return () => {
        for (const type of FIRST_USE) document.removeEventListener(type, go, { capture: true })
      }
    }, [])
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Part />
          <Committed onCommit={setLive} />
        </Suspense>
      ),
      [],
    )
    return (
      <div ref={ref} data-code-pending={live ? undefined : ''}>
        {part}
      </div>
    )
  }
  return NearScreenPart
}
