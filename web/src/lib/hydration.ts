import { useSyncExternalStore } from 'react'

// Nothing to listen to: the value changes once, when hydration is over.
const noop = () => undefined
const subscribe = () => noop

/**
 * False in the build's server render and during hydration, true ever after
 * (and at once when a page is rendered in the browser without server HTML).
 * A value that only the browser knows (a stored draft, the clock, a
 * setting that changes the markup) is shown once this is true, so the first
 * client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/** Storage that holds nothing: what the server render and hydration read drafts from. */
export const noStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
}
