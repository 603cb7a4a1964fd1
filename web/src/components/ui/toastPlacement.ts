import { CONTROL_GROUP, type ToastAnchor } from './use-toast'

/** A box on the screen, in viewport pixels. */
export interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

/**
 * The toast's top in px from the viewport's top, or the bottom edge (kept
 * above the safe area by CSS); on a wide screen, in the left-hand corner
 * when nothing in the right-hand column is free.
 */
export type ToastSpot = { top: number; side?: 'left' } | 'bottom'

/** Under the 64 px sticky header, 16 px from the screen's edges; 400 px wide from 640 px, else the full width. */
export const TOAST_TOP = 80
const EDGE = 16
const WIDE_FROM = 640
const TOAST_WIDTH = 400
/** Air kept between the toast and a control. */
const GAP = 8

/** The toast's left and right edges at this screen width. */
export function toastColumn(viewWidth: number, side: 'right' | 'left' = 'right'): { left: number; right: number } {
  if (viewWidth < WIDE_FROM) return { left: EDGE, right: viewWidth - EDGE }
  return side === 'right' ? { left: viewWidth - EDGE - TOAST_WIDTH, right: viewWidth - EDGE } : { left: EDGE, right: EDGE + TOAST_WIDTH }
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP

/**
 * Where a toast of this height sits without covering the control that raised
 * it or its neighbours: the screen edge farther from that control, else the
 * nearer edge, else the free band between the neighbours farthest from it;
 * on a wide screen with no room in the right-hand column, the same in the
 * left-hand one. With nothing free anywhere, the farther edge.
 */
export function placeToast(
  anchor: Box | undefined,
  neighbours: Box[],
  height: number,
  view: { width: number; height: number },
): ToastSpot {
  const bottomTop = view.height - EDGE - height
  if (!anchor) return 'bottom'
  const centre = (anchor.top + anchor.bottom) / 2
  const [far, near] = anchor.top > view.height - anchor.bottom ? [TOAST_TOP, bottomTop] : [bottomTop, TOAST_TOP]
  const bands = [anchor, ...neighbours]
    .flatMap((b) => [b.bottom + GAP + 1, b.top - GAP - 1 - height])
    .sort((a, b) => Math.abs(b + height / 2 - centre) - Math.abs(a + height / 2 - centre))
  const sides = view.width >= WIDE_FROM ? (['right', 'left'] as const) : (['right'] as const)
  for (const side of sides) {
    const column = toastColumn(view.width, side)
    const clear = (top: number) =>
      top >= TOAST_TOP && top <= bottomTop && ![anchor, ...neighbours].some((b) => overlaps(b, { ...column, top, bottom: top + height }))
    const top = [far, near, ...bands].find(clear)
    if (top === undefined) continue
    if (side === 'left') return { top, side }
    return top === bottomTop ? 'bottom' : { top }
  }
  return far === bottomTop ? 'bottom' : { top: far }
}

const CONTROL = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/** The shown controls of the anchor's group and of the groups just before and after it. */
export function neighboursOf(anchor: Element): Element[] {
  const group = anchor.closest(CONTROL_GROUP) ?? anchor.parentElement
  if (!group) return []
  return [group.previousElementSibling, group, group.nextElementSibling].flatMap((g) =>
    g ? [...g.querySelectorAll(CONTROL)].filter((c) => c !== anchor && c.getClientRects().length > 0) : [],
  )
}

/** Places the toast viewport for the shown toast, measured as it is drawn. */
export function placeViewport(viewport: HTMLElement, anchor: ToastAnchor): void {
  // A control redrawn by the action is gone; its item or card still stands
  // where it was, unless the action went to another page (signing in).
  const el = anchor.el?.isConnected ? anchor.el : anchor.group?.isConnected ? anchor.group : undefined
  const samePage = anchor.path === undefined || anchor.path === window.location.pathname
  const box = el?.getBoundingClientRect() ?? (samePage ? anchor.box : undefined)
  const height = viewport.offsetHeight || 96
  const spot = placeToast(box, el ? neighboursOf(el).map((n) => n.getBoundingClientRect()) : [], height, {
    width: window.innerWidth,
    height: window.innerHeight,
  })
  viewport.dataset.placement = spot === 'bottom' ? 'bottom' : spot.top === TOAST_TOP ? 'top' : 'between'
  viewport.style.top = spot === 'bottom' ? '' : `${spot.top}px`
  viewport.style.bottom = spot === 'bottom' ? '' : 'auto'
  // The left-hand corner: the same 400 px column, 16 px from the left edge.
  const left = spot !== 'bottom' && spot.side === 'left'
  viewport.style.left = left ? '16px' : ''
  viewport.style.right = left ? 'auto' : ''
}
