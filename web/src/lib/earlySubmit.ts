/**
 * A form sent before the page's code (or its part's, NearScreenPart) has arrived. The site's HTML is
 * rendered at build time and hydrated in the browser: until then a press on
 * Send (or Enter in a field) would be the browser's own submission, a
 * reload of the page with the values in the address, and what the person
 * typed would be lost. The app's entry, which runs before the page's chunk,
 * stops that submission and notes the form; the form, once live, sends its
 * values then (usePlainForm). Nothing is dispatched again: the form's own
 * send runs once, with what the fields hold at that moment.
 */
const pending = new WeakSet<HTMLFormElement>()
const live = new WeakSet<HTMLFormElement>()

/** Called by the entry before the page's code loads; returns the stop function (tests). */
export function holdEarlySubmits(doc: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || live.has(form)) return
    // After hydration only a form whose part of the page still waits for its code (NearScreenPart).
    if (doc.documentElement.dataset.hydrated === 'true' && !form.closest('[data-code-pending]')) return
    event.preventDefault()
    pending.add(form)
  }
  doc.addEventListener('submit', onSubmit, true)
  return () => doc.removeEventListener('submit', onSubmit, true)
}

/** The form is live (its own handler sends it from now on); true when it was sent before. */
export function formIsLive(form: HTMLFormElement): boolean {
  live.add(form)
  const wasSent = pending.has(form)
  pending.delete(form)
  return wasSent
}
