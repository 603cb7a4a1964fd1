import { useRoutes, type RouteObject } from 'react-router'
import { RootLayout } from '../components/layout/RootLayout'
import { LazyNotFound, lazyPages } from './pages'
import { routeTable } from './routeTable'

/** Builds the route list from routes.json; each path maps to its lazy page. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = routeTable.routes.map((route) => {
    const Page = lazyPages[route.path] ?? LazyNotFound
    return route.path === '/' ? { index: true, element: <Page /> } : { path: route.path, element: <Page /> }
  })
  children.push({ path: '*', element: <LazyNotFound /> })
  return [{ path: '/', element: <RootLayout />, children }]
}

const routes = buildRoutes()

export function AppRoutes() {
  return useRoutes(routes)
}
