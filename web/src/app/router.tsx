import { Navigate, useRoutes, type RouteObject } from 'react-router'
import { RootLayout } from '../components/layout/RootLayout'
import { OwnDocument } from './OwnDocument'
import { LazyNotFound, lazyPages } from './pages'
import { routeTable } from './routeTable'

/**
 * Builds the route list from routes.json; each path maps to its lazy page.
 * The table's redirects are followed on client navigation too (the server
 * answers them with 301 on a full load).
 */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = routeTable.routes.map((route) => {
    const Page = lazyPages[route.path] ?? LazyNotFound
    const element = route.csp ? (
      <OwnDocument csp={route.csp}>
        <Page />
      </OwnDocument>
    ) : (
      <Page />
    )
    return route.path === '/' ? { index: true, element } : { path: route.path, element }
  })
  for (const [from, to] of Object.entries(routeTable.redirects ?? {})) {
    children.push({ path: from, element: <Navigate to={to} replace /> })
  }
  children.push({ path: '*', element: <LazyNotFound /> })
  return [{ path: '/', element: <RootLayout />, children }]
}

const routes = buildRoutes()

export function AppRoutes() {
  return useRoutes(routes)
}
