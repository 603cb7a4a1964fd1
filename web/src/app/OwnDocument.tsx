import { useEffect, type ReactNode } from 'react'
import { PageSkeleton } from '../components/layout/PageSkeleton'
import { findRoute } from '../lib/routeTable'

/** The path this document was loaded for (the server chose its CSP for that path). */
let documentPath = typeof window !== 'undefined' ? window.location.pathname : '/'

/** For the build's server render, which renders each page as the document of its own path. */
export function setDocumentPath(pathname: string): void {
  documentPath = pathname
}

/** Whether the current document was served with the policy `csp`. */
export function documentHasPolicy(csp: string, loadedFor?: string): boolean {
  return findRoute(loadedFor ?? documentPath)?.csp === csp
}

/**
 * Renders a page that needs its own Content-Security-Policy. A policy
 * belongs to the document, so when the visitor arrives by an in-app link
 * from another page the document is reloaded at this address to get it.
 */
export function OwnDocument({ csp, children }: { csp: string; children: ReactNode }) {
  const ready = documentHasPolicy(csp)
  useEffect(() => {
    if (!ready) window.location.reload()
  }, [ready])
  return ready ? children : <PageSkeleton />
}
