import { lazy, type ComponentType } from 'react'
import { areaOf, type Area } from './areas'
import { findRoute } from '../lib/routeTable'

type PageModule = { default: ComponentType }
type Loader = () => Promise<PageModule>

// /live, /6am and /6pm are one screen, so one chunk.
const livePage: Loader = () => import('../pages/live/LivePage')

/**
 * Page component for each path of routes.json. Every page is its own chunk.
 * A path in the table without an entry here renders the 404 screen.
 */
export const pageLoaders: Record<string, Loader> = {
  '/': () => import('../pages/home/HomePage'),
  '/income-disclosure': () => import('../pages/legal/IncomeDisclosurePage'),
  '/refund-policy': () => import('../pages/legal/RefundPolicyPage'),
  '/clients-call': () => import('../pages/calls/ClientsCallPage'),
  '/partners-call': () => import('../pages/calls/PartnersCallPage'),
  '/board': () => import('../pages/board/BoardPage'),
  '/requests': () => import('../pages/board/RequestPage'),
  '/testimonials': () => import('../pages/testimonials/TestimonialsPage'),
  '/ai-finder': () => import('../pages/aifinder/AiFinderPage'),
  '/ai-finder/results': () => import('../pages/aifinder/ResultsPage'),
  '/ai-finder/report/:token': () => import('../pages/aifinder/SharedReportPage'),
  '/partner-licensing': () => import('../pages/partner-licensing/PartnerLicensingPage'),
  '/book-call': () => import('../pages/calls/BookCallPage'),
  '/partner-onboarding': () => import('../pages/onboarding/OnboardingPage'),
  '/calendar': () => import('../pages/calendar/CalendarPage'),
  '/live': livePage,
  '/6am': livePage,
  '/6pm': livePage,
  '/go': () => import('../pages/go/GoPage'),
  '/go/thanks': () => import('../pages/go/GoThanksPage'),
  '/story': () => import('../pages/story/StoryPage'),
  '/skool': () => import('../pages/community/SkoolPage'),
  '/standup': () => import('../pages/standup/StandupPage'),
  '/resources': () => import('../pages/resources/ResourcesPage'),
  '/admin/login': () => import('../pages/admin/AdminLoginPage'),
  '/admin/welcome': () => import('../pages/admin/AdminWelcomePage'),
  '/admin': () => import('../pages/admin/AdminPage'),
  '/admin/account': () => import('../pages/admin/account/AccountPage'),
  '/partners/login': () => import('../pages/partners/PartnerLoginPage'),
  '/partner-login': () => import('../pages/partners/PartnerLoginPage'),
  '/partners/welcome': () => import('../pages/partners/WelcomePage'),
  '/partners/portal': () => import('../pages/partners/portal/PortalPage'),
  '/partners/branding': () => import('../pages/partners/branding/BrandingPage'),
  '/partners/community': () => import('../pages/partners/community/CommunityPage'),
  '/partners/revenue': () => import('../pages/partners/revenue/RevenuePage'),
  '/partners/success': () => import('../pages/partners/success/SuccessPage'),
  '/partners/marketplace': () => import('../pages/partners/marketplace/MarketplacePage'),
  '/c/:token': () => import('../pages/client/ClientPortalPage'),
}

/** The layout of each guarded area (its access check and chrome), a chunk of its own. */
export const areaLoaders: Record<Area, Loader> = {
  admin: () => import('../pages/admin/AdminLayout'),
  partner: () => import('../pages/partners/PartnerLayout'),
  client: () => import('../pages/client/ClientLayout'),
}

export const notFoundLoader: Loader = () => import('../pages/NotFoundPage')

const cache = new Map<Loader, Promise<PageModule>>()
/** Modules already loaded, so a page can render at once (server render, hydration) instead of suspending. */
const loaded = new Map<Loader, PageModule>()

function load(loader: Loader): Promise<PageModule> {
  let p = cache.get(loader)
  if (!p) {
    p = loader().then((mod) => {
      loaded.set(loader, mod)
      return mod
    })
    cache.set(loader, p)
    // A failed chunk load may be retried on the next navigation.
    p.catch(() => cache.delete(loader))
  }
  return p
}

/** The loaders the first render of a path needs: its area layout, then its page (or the 404 screen). */
function loadersFor(pathname: string): Loader[] {
  const route = findRoute(pathname)
  const area = route && areaOf(route.path)
  const page = (route && pageLoaders[route.path]) ?? notFoundLoader
  return area ? [areaLoaders[area], page] : [page]
}

/** Starts loading the chunk for a path early (e.g. before first render). */
export function preloadPage(pathname: string): void {
  for (const loader of loadersFor(pathname)) void load(loader).catch(() => undefined)
}

/**
 * Loads everything the first render of a path needs. Awaited before
 * hydrating a pre-rendered page, so the first client render shows the page
 * itself, as the server did, rather than a loading fallback.
 */
export async function loadPage(pathname: string): Promise<void> {
  await Promise.all(loadersFor(pathname).map(load))
}

/**
 * A route's component: the page itself once its chunk is loaded, otherwise
 * a lazy component that suspends (and shows the layout's fallback) until it is.
 */
function pageComponent(loader: Loader): ComponentType {
  const Lazy = lazy(() => load(loader))
  function Page() {
    const Loaded = loaded.get(loader)?.default
    return Loaded ? <Loaded /> : <Lazy />
  }
  return Page
}

export const lazyPages: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(pageLoaders).map(([path, loader]) => [path, pageComponent(loader)]),
)

export const LazyNotFound = pageComponent(notFoundLoader)

export const lazyAreaLayouts = Object.fromEntries(
  Object.entries(areaLoaders).map(([area, loader]) => [area, pageComponent(loader)]),
) as Record<Area, ComponentType>
