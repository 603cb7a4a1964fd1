let region: HTMLElement | undefined

/**
 * Says a message to screen readers, politely, through one status region that
 * is made on first use (no page pays for it before).
 */
export function announce(message: string): void {
  if (!region?.isConnected) {
    region = document.createElement('div')
    region.setAttribute('role', 'status')
    region.className = 'sr-only'
    region.dataset.announcer = ''
    document.body.append(region)
  }
  const el = region
  // Emptied first, so the same words said twice are said again.
  el.textContent = ''
  setTimeout(() => (el.textContent = message), 60)
}
