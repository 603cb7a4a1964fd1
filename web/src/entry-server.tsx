/**
 * The build's server render (scripts/prerender.mjs): every public page of
 * the route table rendered to HTML once, at build time. The Go server puts
 * each page's HTML inside the app shell; the browser then hydrates it.
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { AppFrame } from './app/App'
import { setDocumentPath } from './app/OwnDocument'
import { loadPage } from './app/pages'
import { routeShell } from './lib/routeTable'
import { createQueryClient } from './lib/api'
import { siteConfigPlaceholders } from './lib/siteConfig'
import { AppRoutes } from './app/router'

/** Paths the build renders: public pages without a parameter; staff, partner and client tools stay client-only. */
export function prerenderPaths(): string[] {
  return routeShell.routes.filter((r) => !r.path.includes(':') && r.layout !== 'app').map((r) => r.path)
}

/** A path no route matches, rendered once as the 404 screen. */
export const notFoundPath = '/__not-found__'

/** Renders one path to the HTML that goes inside <div id="root">. */
export async function render(pathname: string): Promise<string> {
  // The deployment's settings are known only when the server starts, so the
  // HTML carries placeholders that the server fills in (internal/site).
  siteConfigPlaceholders()
  setDocumentPath(pathname)
  await loadPage(pathname)
  // Each page gets a fresh, empty cache: data is fetched in the browser.
  const client = createQueryClient()
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame client={client}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
    {
      // One piece of HTML without streaming instructions: those are inline
      // scripts, which the site's CSP forbids and a visitor without
      // JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error)
      },
    },
  )
  const html = await new Response(prelude).text()
  if (errors.length > 0) throw new Error(`render ${pathname}: ${String(errors[0])}`, { cause: errors[0] })
  return html
}
