import { Navigate, useRoutes, type RouteObject } from 'react-router'
import { RootLayout } from '../components/layout/RootLayout'
import { areaOf, type Area } from './areas'
import { OwnDocument } from './OwnDocument'
import { LazyNotFound, lazyAreaLayouts, lazyPages } from './pages'
import { routeShell } from '../lib/routeTable'

const areas: Area[] = ['admin', 'partner', 'client']

/**
 * Builds the route list from routes.json; each path maps to its lazy page.
 * Pages of a guarded area (areas.ts) are nested under that area's layout
 * route, which checks access once for all of them. The table's redirects are
 * followed on client navigation too (the server answers them with 301 on a
 * full load).
 */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = []
  const byArea: Record<Area, RouteObject[]> = { admin: [], partner: [], client: [] }
  for (const route of routeShell.routes) {
    const Page = lazyPages[route.path] ?? LazyNotFound
    const element = route.csp ? (
      <OwnDocument csp={route.csp}>
        <Page />
      </OwnDocument>
    ) : (
      <Page />
    )
    const child: RouteObject = route.path === '/' ? { index: true, element } : { path: route.path, element }
    const area = areaOf(route.path)
    if (area) byArea[area].push(child)
    else children.push(child)
  }
  for (const area of areas) {
    if (byArea[area].length === 0) continue
    const Layout = lazyAreaLayouts[area]
    // A layout route without a path: its children keep their full paths.
    children.push({ id: `area-${area}`, element: <Layout />, children: byArea[area] })
  }
  for (const [from, to] of Object.entries(routeShell.redirects ?? {})) {
    children.push({ path: from, element: <Navigate to={to} replace /> })
  }
  children.push({ path: '*', element: <LazyNotFound /> })
  return [{ path: '/', element: <RootLayout />, children }]
}

const routes = buildRoutes()

export function AppRoutes() {
  return useRoutes(routes)
}
