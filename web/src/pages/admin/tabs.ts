import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** One tab of the admin dashboard; each tab is its own lazy chunk. */
export interface AdminTab {
  /** Also the ?tab= value in the URL. */
  value: string
  label: string
  Component: LazyExoticComponent<ComponentType>
}

/** The dashboard renders these in order; the first is the default. */
export const adminTabs: AdminTab[] = [
  { value: 'leads', label: 'Leads', Component: lazy(() => import('./leads/LeadsTab')) },
  { value: 'testimonials', label: 'Testimonials', Component: lazy(() => import('./TestimonialsTab')) },
  { value: 'requests', label: 'Public Requests', Component: lazy(() => import('./RequestsTab')) },
  { value: 'partners', label: 'Partners', Component: lazy(() => import('./partners/PartnersTab')) },
  { value: 'ideas', label: 'Ideas', Component: lazy(() => import('./ideas/IdeasTab')) },
  { value: 'outbox', label: 'Outbox', Component: lazy(() => import('./outbox/OutboxTab')) },
  { value: 'webhooks', label: 'Webhooks', Component: lazy(() => import('./webhooks/WebhooksTab')) },
  { value: 'events', label: 'Events', Component: lazy(() => import('./events/EventsTab')) },
  { value: 'showcase', label: 'Showcase', Component: lazy(() => import('./showcase/ShowcaseTab')) },
  { value: 'live', label: 'Live Sessions', Component: lazy(() => import('./live/LiveSessionsTab')) },
  { value: 'purchases', label: 'Purchases', Component: lazy(() => import('./purchases/PurchasesTab')) },
  { value: 'success', label: 'Success', Component: lazy(() => import('./success/SuccessTab')) },
  { value: 'marketplace', label: 'Marketplace', Component: lazy(() => import('./marketplace/MarketplaceTab')) },
  { value: 'mission', label: 'Mission', Component: lazy(() => import('./mission/MissionTab')) },
]
