/**
 * The head of each page (title, description, canonical, share card) for
 * client navigation: a chunk of its own with the whole route table, loaded
 * on the first navigation inside the app. The first page's head is the
 * server's.
 */
import table from '../lib/routes.json'
import { findRoute, type RouteTable } from '../lib/routeTable'
import { withSettings } from '../lib/siteConfig'

export const routeTable: RouteTable = table as RouteTable

export interface PageHead {
  title: string
  description: string
  canonical?: string
  noindex: boolean
  notFound: boolean
}

/**
 * Head settings for a path (its settings filled in, as the server does), in a
 * state when one is given and the route names it (see RouteEntry.states);
 * unknown paths get the table's notFound entry.
 */
export function headFor(pathname: string, t: RouteTable = routeTable, state?: string): PageHead {
  const route = findRoute(pathname, t)
  if (!route) {
    return { title: withSettings(t.notFound.title), description: withSettings(t.notFound.description), noindex: true, notFound: true }
  }
  const inState = state ? route.states?.[state] : undefined
  return {
    title: withSettings(inState?.title ?? route.title),
    description: withSettings(inState?.description ?? route.description),
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
export function applyHead(pathname: string, t: RouteTable = routeTable, state?: string): PageHead {
  const head = headFor(pathname, t, state)
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
