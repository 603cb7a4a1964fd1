import table from './routes.json'

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

/** One entry of the shared route table (web/src/app/routes.json). */
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

export const routeTable: RouteTable = table as RouteTable

export interface PageHead {
  title: string
  description: string
  canonical?: string
  noindex: boolean
  notFound: boolean
}

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
export function findRoute(pathname: string, t: RouteTable = routeTable): RouteEntry | undefined {
  return (
    t.routes.find((r) => r.path === pathname) ??
    t.routes.find((r) => r.path.includes(':') && matchesPattern(r.path, pathname))
  )
}

/** True on pages that follow a sent form, where asking the visitor to apply again makes no sense. */
export function isAfterForm(pathname: string, t: RouteTable = routeTable): boolean {
  return findRoute(pathname, t)?.afterForm === true
}

/** The chrome a path is shown in (unknown paths use the site chrome). */
export function layoutFor(pathname: string, t: RouteTable = routeTable): RouteLayout {
  return findRoute(pathname, t)?.layout ?? 'site'
}

/** Head settings for a path; unknown paths get the table's notFound entry. */
export function headFor(pathname: string, t: RouteTable = routeTable): PageHead {
  const route = findRoute(pathname, t)
  if (!route) {
    return { title: t.notFound.title, description: t.notFound.description, noindex: true, notFound: true }
  }
  return {
    title: route.title,
    description: route.description,
    canonical: route.canonical,
    noindex: route.noindex === true,
    notFound: false,
  }
}

/**
 * The page's own share card, as the build names it (web/scripts/share-images.mjs)
 * and the server finds it; staff screens and unknown paths use the default.
 */
export function shareImageFor(pathname: string, t: RouteTable = routeTable): string {
  const route = findRoute(pathname, t)
  if (!route || route.layout === 'app') return t.defaultImage
  const segs = route.path.split('/').filter((s) => s && !s.startsWith(':'))
  return `/og/${segs.length ? segs.join('-') : 'home'}.jpg`
}

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, key)
    document.head.appendChild(el)
  }
  el.setAttribute('content', content)
}

function updateExisting(attr: 'name' | 'property', key: string, content: string): void {
  document.head.querySelector(`meta[${attr}="${key}"]`)?.setAttribute('content', content)
}

/**
 * Applies a path's head on client navigation: document title and description
 * always; share-card tags and canonical when the server rendered them.
 */
export function applyHead(pathname: string, t: RouteTable = routeTable): PageHead {
  const head = headFor(pathname, t)
  document.title = head.title
  setMeta('name', 'description', head.description)
  updateExisting('property', 'og:title', head.title)
  updateExisting('property', 'og:description', head.description)
  updateExisting('name', 'twitter:title', head.title)
  updateExisting('name', 'twitter:description', head.description)
  const image = new URL(shareImageFor(pathname, t), window.location.origin).toString()
  updateExisting('property', 'og:image', image)
  updateExisting('name', 'twitter:image', image)
  const ogUrl = document.head.querySelector('meta[property="og:url"]')
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!head.notFound) {
    const href = new URL(head.canonical ?? pathname, window.location.origin).toString()
    canonical?.setAttribute('href', href)
    ogUrl?.setAttribute('content', href)
  }
  return head
}
