import { useCallback } from 'react'
import { oneOf, useUrlState } from '../../../lib/urlState'

/** The portal's five tabs (spec: Partner portal), as ?tab= values; the first is the default. */
export const PORTAL_TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'projects', label: 'Projects' },
  { value: 'clients', label: 'Clients' },
  { value: 'communications', label: 'Communications' },
  { value: 'revenue', label: 'Revenue' },
] as const

export type PortalTab = (typeof PORTAL_TABS)[number]['value']

const TAB_PARAMS = { tab: oneOf(PORTAL_TABS.map((t) => t.value), 'dashboard') }

/**
 * The portal's tab, and the function that switches it (the tab list, View All,
 * Notifications), keeping the URL the source of truth. The page stays where it
 * is; the portal brings the tabs into view when the change came from outside
 * them (useTabsFollowValue).
 */
export function usePortalTab(): [PortalTab, (tab: string) => void] {
  const [{ tab }, setParams] = useUrlState(TAB_PARAMS)
  const setTab = useCallback((next: string) => setParams({ tab: TAB_PARAMS.tab.parse(next) }, { only: true }), [setParams])
  return [tab, setTab]
}
