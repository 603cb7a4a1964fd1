import shell from 'virtual:route-shell'

/**
 * The page chrome around a route:
 * - site (default): site header, main, mission banner, footer;
 * - ownHeader: the page renders its own top navigation (<header>) and <main>; banner and footer stay;
 * - app: a tool screen (admin) that renders its own <header> and <main>, without marketing chrome.
 */
export type RouteLayout = 'site' | 'ownHeader' | 'app'

/** One question of a page's FAQ; the server also publishes them as FAQPage data. */
export interface FaqEntry {
  q: string
  a: string
  /** Words of the answer that link to another page. */
  link?: { text: string; href: string }
}

/** One entry of the shared route table (web/src/lib/routes.json). */
export interface RouteEntry {
  path: string
  title: string
  description: string
  /** The page's short name in breadcrumbs and on its share image. */
  crumb?: string
  canonical?: string
  noindex?: boolean
  sitemap?: boolean
  layout?: RouteLayout
  /** The address carries a secret (a client portal link): no referrer, never indexed. */
  private?: boolean
  /** Reached only after sending a form: no 'Apply' calls to action around it. */
  afterForm?: boolean
  faq?: FaqEntry[]
  /**
   * The page is served with a Content-Security-Policy of its own (named
   * here, built by the server), so it must be loaded as a document of its
   * own rather than rendered into a document loaded for another page.
   */
  csp?: string
  /**
   * The page's head in a state it can be found in (a link that does not
   * exist, or no longer works), by the state's word: the server serves it
   * for the states its check finds, the app applies it for the others.
   */
  states?: Record<string, { title: string; description?: string }>
}

export interface RouteTable {
  siteName: string
  defaultImage: string
  organization?: { name: string; logo: string; description: string }
  notFound: { title: string; description: string }
  routes: RouteEntry[]
  /** Old or convenience paths the server answers with a permanent redirect. */
  redirects?: Record<string, string>
}

/** What the shell needs of each route on every page: matching, chrome, own-document pages. */
export type ShellRoute = Pick<RouteEntry, 'path' | 'layout' | 'afterForm' | 'csp'>

/** The route table as the first load carries it (see routeTableParts in vite.config.ts). */
export interface RouteShell {
  routes: ShellRoute[]
  redirects?: Record<string, string>
}

export const routeShell: RouteShell = shell as RouteShell

/** Whether a table path such as /c/:token matches a path; :name matches one non-empty segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (!pattern.includes(':')) return pattern === pathname
  const pat = pattern.split('/')
  const segs = pathname.split('/')
  if (pat.length !== segs.length) return false
  return pat.every((p, i) => (p.startsWith(':') ? segs[i] !== '' : p === segs[i]))
}

/**
 * Looks a path up in the table as the server does: an exact path first, then
 * a parameter route (no trailing-slash folding).
 */
export function findRoute<R extends ShellRoute = ShellRoute>(pathname: string, t: { routes: R[] } = routeShell as { routes: R[] }): R | undefined {
  return (
    t.routes.find((r) => r.path === pathname) ??
    t.routes.find((r) => r.path.includes(':') && matchesPattern(r.path, pathname))
  )
}

/** True on pages that follow a sent form, where asking the visitor to apply again makes no sense. */
export function isAfterForm(pathname: string, t: RouteShell = routeShell): boolean {
  return findRoute(pathname, t)?.afterForm === true
}

/** The chrome a path is shown in (unknown paths use the site chrome). */
export function layoutFor(pathname: string, t: RouteShell = routeShell): RouteLayout {
  return findRoute(pathname, t)?.layout ?? 'site'
}
