import { useCallback } from 'react'
import { oneOf, useUrlState, type UrlParam } from '../../../lib/urlState'

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

/** The project whose sheet is open (?project=ID, as the quote e-mails link to it). */
const SHEET_PARAMS: { project: UrlParam<string> } = { project: { fallback: '', parse: (raw) => (/^[1-9][0-9]{0,15}$/.test(raw) ? raw : undefined) } }

/**
 * The project whose sheet is open in the tab, and the function that opens
 * (a history entry: Back closes the sheet) or closes it (replacing it).
 */
export function useOpenProject(): [number | undefined, (id: number | undefined) => void] {
  const [{ project }, setParams] = useUrlState(SHEET_PARAMS)
  const open = useCallback((id: number | undefined) => setParams({ project: id === undefined ? '' : String(id) }, { push: id !== undefined }), [setParams])
  return [project ? Number(project) : undefined, open]
}
