import { useLocation } from 'react-router'
import { useHydrated } from './hydration'

/**
 * The navigation state the application form leaves with on its way to the
 * call page it books: this visitor has just applied. Anyone else (a link from
 * /resources, a search result, the confirmation e-mail) arrives without it.
 */
export const justAppliedState = { applied: true } as const

/**
 * Whether the visitor arrived straight from sending an application. The
 * server's HTML is for everyone, so it (and the render that hydrates it)
 * says nothing of an application; a reload keeps the state.
 */
export function useJustApplied(): boolean {
  const state: unknown = useLocation().state
  const hydrated = useHydrated()
  return hydrated && typeof state === 'object' && state !== null && (state as { applied?: unknown }).applied === true
}
