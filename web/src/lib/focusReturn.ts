import { announce } from './announce'

/**
 * Where the keyboard goes when what held it goes away: a dialog's opener when
 * the dialog closes, or a control the page removed or disabled after an
 * action. The element itself when it can still take focus; otherwise the
 * nearest control left where it stood (the next one, else the one before,
 * else the heading of its card or section), and the move is announced.
 */

/** A focused element, with the siblings each of its ancestors had then, to find its place once it is gone. */
export interface FocusSpot {
  el: Element
  path: { node: Element; prev: Element | null; next: Element | null }[]
  page: string
}

export function spotOf(el: Element | null): FocusSpot | undefined {
  if (!el || el === document.body || el === document.documentElement) return undefined
  const path: FocusSpot['path'] = []
  for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
    path.push({ node, prev: node.previousElementSibling, next: node.nextElementSibling })
  }
  return { el, path, page: location.pathname }
}

/** On the page, shown, not disabled and not behind a dialog. */
function canFocus(el: Element): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    el.isConnected &&
    !el.matches(':disabled') &&
    !el.closest('[inert], [aria-hidden="true"]') &&
    el.getClientRects().length > 0
  )
}

const after = (point: Node, el: Node) =>
  (point.compareDocumentPosition(el) & (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY)) ===
  Node.DOCUMENT_POSITION_FOLLOWING

/** The control nearest the spot's place, or a heading of its card; undefined when its whole region is gone. */
export function nearestTo(spot: FocusSpot): HTMLElement | undefined {
  for (let i = 1; i < spot.path.length; i++) {
    const scope = spot.path[i]?.node
    const below = spot.path[i - 1]
    if (!scope?.isConnected || !below) continue
    const all = [...scope.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
      (e): e is HTMLElement => canFocus(e) && e.tabIndex >= 0,
    )
    // Where the lost element stood: itself (disabled), else its old neighbours.
    const { node, prev, next } = below
    const point = node.isConnected ? node : prev?.parentElement === scope ? prev : next?.parentElement === scope ? next : null
    const onOrAfter = (e: HTMLElement) => !point || after(point, e) || (point === next && point.contains(e))
    const found = all.find(onOrAfter) ?? all.filter((e) => !node.contains(e)).at(-1)
    if (found) return found
    const heading = [...scope.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].find(canFocus)
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
      return heading
    }
    // Never past the page's main region or the dialog it was in.
    if (scope.matches('main, [role="dialog"], [role="alertdialog"]')) break
  }
  return undefined
}

function nameOf(el: Element): string {
  const labelled = el.getAttribute('aria-labelledby')
  const text =
    el.getAttribute('aria-label') ||
    (labelled ? document.getElementById(labelled)?.textContent : '') ||
    (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el.labels?.[0]?.textContent : '') ||
    el.textContent ||
    ''
  return text.replace(/\s+/g, ' ').trim().slice(0, 80)
}

/**
 * Puts the keyboard back on the spot's element or, when that is gone or
 * disabled, near it, and says where. With `orMain`, a spot whose whole region
 * is gone sends the keyboard to the page's <main>.
 */
export function refocus(spot: FocusSpot | undefined, orMain = false): void {
  // A dialog that opened as this one closed (a rating asked after an approval) keeps the keyboard.
  if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return
  if (spot && canFocus(spot.el)) {
    spot.el.focus()
    return
  }
  const near = (spot && nearestTo(spot)) ?? (orMain ? document.getElementById('main') : null)
  if (!near) return
  near.focus()
  announce(`Focus moved to ${nameOf(near) || 'the page'}.`)
}

/**
 * While installed, a focused control that the page removes or disables (not
 * one the visitor leaves) hands the keyboard to refocus(). Returns the
 * uninstaller. Used by the signed-in areas, whose lists change under the
 * keyboard (a vote, a generated link, a sent form).
 */
export function keepFocus(): () => void {
  let spot: FocusSpot | undefined
  let pressing = false
  const onIn = (event: FocusEvent) => {
    spot = spotOf(event.target as Element)
  }
  // A press on the page's background moves focus to <body> on purpose.
  const onPress = () => {
    pressing = true
    setTimeout(() => (pressing = false))
  }
  const onOut = (event: FocusEvent) => {
    const lost = spot
    // <main> is the page's to place (RootLayout), as after a page change.
    if (event.relatedTarget || pressing || lost?.el !== event.target || lost.el.id === 'main') return
    // After the change settles: a dialog closing, or a new page, puts focus where it belongs itself.
    setTimeout(() => {
      const active = document.activeElement
      if ((active ?? document.body) !== document.body || location.pathname !== lost.page) return
      if (canFocus(lost.el)) lost.el.focus()
      else if (nearestTo(lost)) refocus(lost)
    })
  }
  document.addEventListener('focusin', onIn)
  document.addEventListener('focusout', onOut)
  document.addEventListener('pointerdown', onPress, true)
  return () => {
    document.removeEventListener('focusin', onIn)
    document.removeEventListener('focusout', onOut)
    document.removeEventListener('pointerdown', onPress, true)
  }
}
