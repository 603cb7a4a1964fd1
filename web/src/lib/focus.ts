/**
 * Puts the keyboard on the control with this id: for a radio group, its
 * chosen radio (or the first); otherwise the element itself.
 */
export function focusControl(id: string, options?: FocusOptions): void {
  const el = document.getElementById(id)
  if (!el) return
  const target =
    el.getAttribute('role') === 'radiogroup'
      ? (el.querySelector<HTMLElement>('input[type="radio"]:checked') ?? el.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)'))
      : el
  target?.focus(options)
}
