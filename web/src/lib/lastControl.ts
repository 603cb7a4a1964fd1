// The control the visitor last pressed or typed in: what a toast is about by
// default, and what opened a dialog in a browser that does not focus a
// pressed button (Safari).
let last: Element | null = null
const CONTROL = 'button, a, input, select, textarea, summary, label, [role="button"], [role="radio"], [role="combobox"], [role="tab"]'

function remember(event: Event): void {
  const target = event.target
  if (target instanceof Element) last = target.closest(CONTROL) ?? target
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', remember, true)
  document.addEventListener('keydown', remember, true)
}

/** The focused element, else the control last pressed or typed in (when still on the page). */
export function activeControl(): Element | null {
  const active = typeof document === 'undefined' ? null : document.activeElement
  if (active && active !== document.body && active !== document.documentElement) return active
  return last?.isConnected ? last : null
}

/** The control last pressed or typed in, even when focus has moved since. */
export function lastControl(): Element | null {
  return last
}
