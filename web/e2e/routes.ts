import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

interface Route {
  path: string
  layout?: string
  noindex?: boolean
  afterForm?: boolean
  faq?: { q: string; a: string }[]
}

const here = dirname(fileURLToPath(import.meta.url))

/** The shared route table (web/src/lib/routes.json). */
export const routeTable = JSON.parse(readFileSync(join(here, '..', 'src', 'lib', 'routes.json'), 'utf8')) as {
  siteName: string
  routes: Route[]
}

/** Pages that need earlier state (the quiz results redirect without it) are checked by their own tests. */
const needsState = new Set(['/ai-finder/results'])

/** Every public page a visitor can open directly, plus the 404 screen. */
export const publicPaths = [
  ...routeTable.routes
    .filter((r) => !r.path.includes(':') && r.layout !== 'app' && !needsState.has(r.path))
    .map((r) => r.path),
  '/this-page-does-not-exist',
]

/** The admin dashboard's tabs, as ?tab= values and names. */
export const adminTabs = [
  { value: 'leads', name: 'Leads' },
  { value: 'testimonials', name: 'Testimonials' },
  { value: 'requests', name: 'Public Requests' },
  { value: 'partners', name: 'Partners' },
  { value: 'ideas', name: 'Ideas' },
  { value: 'outbox', name: 'Outbox' },
  { value: 'webhooks', name: 'Webhooks' },
  { value: 'audit', name: 'Audit log' },
  { value: 'agreements', name: 'Agreements' },
  { value: 'people', name: 'People' },
  { value: 'events', name: 'Events' },
  { value: 'showcase', name: 'Showcase' },
  { value: 'live', name: 'Live Sessions' },
  { value: 'purchases', name: 'Purchases' },
  { value: 'success', name: 'Success' },
  { value: 'marketplace', name: 'Marketplace' },
  { value: 'automations', name: 'Automations' },
]

/** The share card the build makes for a path (web/scripts/share-images.mjs). */
export function shareImagePath(path: string): string {
  const segs = path.split('/').filter((s) => s && !s.startsWith(':'))
  return `/og/${segs.length ? segs.join('-') : 'home'}.jpg`
}
