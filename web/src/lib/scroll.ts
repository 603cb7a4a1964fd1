import { focusControl } from './focus'

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

/**
 * The element an anchor names: its id, or an element that answers to it as a
 * second name (data-anchor-alias), so an old anchor keeps working after a rename.
 */
export function findAnchor(id: string): HTMLElement | null {
  if (!id) return null
  const byId = document.getElementById(id)
  if (byId) return byId
  for (const el of document.querySelectorAll<HTMLElement>('[data-anchor-alias]')) {
    if ((el.dataset.anchorAlias ?? '').split(/\s+/).includes(id)) return el
  }
  return null
}

/**
 * Scrolls an in-page anchor into view and moves keyboard focus there
 * (without a second jump). Returns false when the element is not on the page.
 */
export function scrollToAnchor(id: string, options: { focus?: boolean } = {}): boolean {
  const el = findAnchor(id)
  if (!el) return false
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  if (options.focus !== false) {
    // data-anchor-focus-id names the control to focus (a form's first field);
    // otherwise the element marked data-anchor-focus, or the anchor itself when focusable.
    const named = el.closest('[data-anchor-focus-id]') ?? el.querySelector('[data-anchor-focus-id]')
    const id = named?.getAttribute('data-anchor-focus-id')
    if (id) focusControl(id, { preventScroll: true })
    else
      (el.querySelector<HTMLElement>('[data-anchor-focus]') ?? (el.hasAttribute('tabindex') ? el : null))?.focus({
        preventScroll: true,
      })
  }
  return true
}

/**
 * Scrolls to an anchor that may not be rendered yet (lazy page): retries on
 * animation frames for up to `timeoutMs`.
 */
export function scrollToAnchorWhenReady(id: string, timeoutMs = 3000): () => void {
  const start = performance.now()
  let frame = 0
  const tick = () => {
    if (scrollToAnchor(id)) return
    if (performance.now() - start < timeoutMs) frame = requestAnimationFrame(tick)
  }
  frame = requestAnimationFrame(tick)
  return () => cancelAnimationFrame(frame)
}
