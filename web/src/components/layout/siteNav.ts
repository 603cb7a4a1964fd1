/**
 * Where the site header leads, on every width: the wide header lists them,
 * the phone menu lists the same ones.
 */
export interface NavItem {
  to: string
  label: string
}

export const SITE_NAV: readonly NavItem[] = [
  { to: '/#about', label: 'Mission' },
  { to: '/#demographic-targeting', label: "Who it's for" },
  { to: '/ai-finder', label: 'AI quiz' },
  { to: '/board', label: 'Board' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/partner-licensing', label: 'Partners' },
]

/** The header's call to action (left out on pages reached after a form). */
export const APPLY_LINK: NavItem = { to: '/#form', label: 'Apply now' }

/** True when a nav item is the page being shown (in-page anchors never are). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  return !item.to.includes('#') && item.to === pathname
}
