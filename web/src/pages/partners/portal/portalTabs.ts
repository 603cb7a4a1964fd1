import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** The portal's five tabs (spec: Partner portal), as ?tab= values; the first is the default. */
export const PORTAL_TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'projects', label: 'Projects' },
  { value: 'clients', label: 'Clients' },
  { value: 'communications', label: 'Communications' },
  { value: 'revenue', label: 'Revenue' },
] as const

export type PortalTab = (typeof PORTAL_TABS)[number]['value']

export function tabFrom(value: string | null): PortalTab {
  return PORTAL_TABS.find((t) => t.value === value)?.value ?? 'dashboard'
}

/** Switches the portal's tab (View All, Notifications), keeping the URL the source of truth. */
export function useSetTab(): (tab: PortalTab) => void {
  const [, setParams] = useSearchParams()
  return useCallback(
    (tab: PortalTab) => {
      setParams(tab === 'dashboard' ? {} : { tab }, { replace: true })
      window.scrollTo({ top: 0, behavior: 'smooth' })
    },
    [setParams],
  )
}
