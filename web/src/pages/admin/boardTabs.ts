import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface BoardAdminTab {
  value: string
  label: string
  Component: LazyExoticComponent<ComponentType>
}

/** The admin dashboard's Testimonials and Public Requests tabs, each its own chunk. */
export const boardTabs: BoardAdminTab[] = [
  { value: 'testimonials', label: 'Testimonials', Component: lazy(() => import('./TestimonialsTab')) },
  { value: 'requests', label: 'Public Requests', Component: lazy(() => import('./RequestsTab')) },
]

export default boardTabs
