import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Gives the page the head of a state it is in (routes.json "states"): an
 * invalid or spent link says so in the tab's title, as the server's page
 * does for the states it finds itself. Undefined is the page's usual head.
 * The head code loads with the state (it is what navigation loads); when the
 * state ends, the title and description the page had come back.
 */
export function useStateHead(state: string | undefined): void {
  const { pathname } = useLocation()
  useEffect(() => {
    if (!state) return undefined
    let live = true
    const description = document.head.querySelector('meta[name="description"]')
    const before = { title: document.title, description: description?.getAttribute('content') }
    void import('../app/routeHeads')
      .then((m) => {
        if (live) m.applyHead(pathname, m.routeTable, state)
      })
      .catch(() => undefined)
    return () => {
      live = false
      document.title = before.title
      if (before.description != null) description?.setAttribute('content', before.description)
    }
  }, [pathname, state])
}
