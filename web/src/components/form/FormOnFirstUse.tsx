import { createElement, memo, Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useHydrated } from '../../lib/hydration'

/**
 * A form that arrives rendered with the page but whose code (the form layer
 * with react-hook-form, the form, its checks) loads on first use: a pointer
 * over it, a touch, focus or a key in it. Not used, it costs the page nothing.
 *
 * How: on the server (the build's prerender) and in a browser render the form
 * is drawn as usual. When the browser hydrates the page, the form's part
 * waits inside a Suspense boundary, so React leaves the server's HTML as it
 * is: every field is there, labelled, focusable and typeable, natively. On
 * first use the code loads and React hydrates the part in place: the same
 * elements, so the focus and the caret stay where they are. What the form's
 * code then resets (react-hook-form puts its starting values into the
 * fields it registers) is given back as the person left it, through the
 * same events a person makes (input, click, blur), so the form's own
 * handlers record it. A submit meanwhile (Enter, the button) is held and made
 * again; a press on one of the form's other buttons is made again too, and
 * so is Enter in a field when the browser sent nothing (a disabled button).
 *
 * props must not change before first use (pass stable values): a new render
 * of a part React has not hydrated yet makes React draw it afresh. The
 * boundary is memoised for that, so a render of this component (at the end
 * of hydration, for one) leaves it alone.
 */
export function FormOnFirstUse<P extends object>({
  load,
  props,
  room,
  now = false,
}: {
  /** The form component's module, loaded on first use. */
  load: () => Promise<ComponentType<P>>
  props: P
  /** What shows while the code loads when the form is drawn in the browser (another page, another tab). */
  room: ReactNode
  /** Load the code without waiting for a use (the form has a stored draft to show). */
  now?: boolean
}) {
  const wrapper = useRef<HTMLDivElement>(null)
  // False while React hydrates the server's HTML (this part may hydrate after the rest of the page).
  const hydrated = useHydrated()
  const [part] = useState(() => new Part(load, hydrated))
  useEffect(() => part.watch(wrapper.current), [part])
  useEffect(() => {
    if (now) part.open()
  }, [part, now])
  return (
    <div ref={wrapper} className="contents">
      <Boundary part={part} props={props} room={room} />
    </div>
  )
}

/** The boundary keeps its element while its props are the same, so a render above does not disturb the waiting HTML. */
const Boundary = memo(function Boundary<P extends object>({ part, props, room }: { part: Part<P>; props: P; room: ReactNode }) {
  return (
    <Suspense fallback={<Waiting part={part} room={room} />}>
      <Loaded part={part} props={props} />
    </Suspense>
  )
}) as <P extends object>(p: { part: Part<P>; props: P; room: ReactNode }) => ReactNode

/**
 * Shown while the code loads in a browser render. React also comes here when
 * something above changes before first use (the address's #fragment, from the
 * skip link or the back button): it cannot update HTML it has not hydrated,
 * so it draws the part afresh. Then the part shows as the server drew it (a
 * copy of that HTML, so nothing moves or blinks) and its code loads at once.
 */
function Waiting({ part, room }: { part: { open: () => void; serverHTML?: string }; room: ReactNode }) {
  useEffect(() => part.open(), [part])
  const html = part.serverHTML
  return html === undefined ? room : <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />
}

function Loaded<P extends object>({ part, props }: { part: Part<P>; props: P }) {
  // The form's module, loaded once for the page (not a component made here).
  const form = use(part.component)
  // Before the form's own render resets its fields: what the person changed in the server's HTML.
  const [changes] = useState(() => part.changesSoFar())
  return (
    <>
      {createElement(form, props)}
      <Live part={part} changes={changes} />
    </>
  )
}

/** Runs once the form is live (hydrated or drawn), after its fields are registered. */
function Live({ part, changes }: { part: { live: (changes: Change[]) => void }; changes: Change[] }) {
  useLayoutEffect(() => part.live(changes), [part, changes])
  return null
}

/** A field's state that differs from the server's HTML, kept to be given back. */
interface Change {
  el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  value: string
  checked: boolean
  selection?: [number | null, number | null]
}

const fieldSelector = 'input:not([type=hidden]):not([type=file]), textarea, select'
const isCheckable = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
/** The button a press landed on, unless it submits (the held submit covers that); fields and links need nothing. */
function pressable(el: Element): HTMLElement | undefined {
  const button = el.closest<HTMLElement>('button, [role=combobox]')
  return button && !(button instanceof HTMLButtonElement && button.type === 'submit') ? button : undefined
}

/** One form part's code, and what happened to its HTML before the code came. */
class Part<P> {
  readonly component: Promise<ComponentType<P>>
  private resolve!: (c: ComponentType<P>) => void
  private loading = false
  private loaded = false
  private isLive = false
  private root: HTMLElement | null = null
  /** The waiting part's HTML as the server drew it. */
  serverHTML?: string
  /** Each field's value and choice in the server's HTML, read before React touches the part. */
  private readonly server = new Map<Element, { value: string; checked: boolean }>()
  private submit?: { form: HTMLFormElement; submitter: HTMLElement | null }
  private press?: { target: HTMLElement; key?: string }
  /** A field Enter was pressed in: the form's own code decides what that does (a submit, or what is missing). */
  private enter?: HTMLInputElement
  private readonly blurred = new Set<Element>()
  private stopWatching: () => void = () => undefined

  constructor(
    private readonly load: () => Promise<ComponentType<P>>,
    hydrated: boolean,
  ) {
    this.component = new Promise((resolve) => (this.resolve = resolve))
    // The build's server render, and a render in the browser over no server
    // HTML (another page, the tab chosen again): at once.
    if (typeof document === 'undefined' || hydrated) this.open()
  }

  /** Starts loading the code (again after a failure). */
  open(): void {
    if (this.loading) return
    this.loading = true
    this.load().then(
      (c) => {
        this.loaded = true
        this.resolve(c)
      },
      () => {
        this.loading = false
      },
    )
  }

  /**
   * Watches the waiting HTML for its first use, from the document so as to
   * see events before React (which holds them back from a part it has not
   * hydrated).
   */
  watch(root: HTMLElement | null): (() => void) | undefined {
    if (!root || this.isLive) return undefined
    this.root = root
    this.serverHTML = root.innerHTML
    for (const el of root.querySelectorAll<Change['el']>(fieldSelector)) {
      this.server.set(el, { value: defaultValueOf(el), checked: isCheckable(el) && el.defaultChecked })
    }
    // Only a submit is ever cancelled here; the rest only listen.
    const passive = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'focusout'] as const
    const active = ['keydown', 'click', 'submit'] as const
    const onEvent = (e: Event) => this.onEvent(e)
    for (const t of passive) document.addEventListener(t, onEvent, { capture: true, passive: true })
    for (const t of active) document.addEventListener(t, onEvent, true)
    const stop = () => {
      for (const t of passive) document.removeEventListener(t, onEvent, true)
      for (const t of active) document.removeEventListener(t, onEvent, true)
    }
    this.stopWatching = stop
    return stop
  }

  private onEvent(e: Event): void {
    const target = e.target
    if (this.isLive || !(target instanceof Element) || !this.root?.contains(target)) return
    this.open()
    switch (e.type) {
      case 'submit':
        // Without its code the form would be sent by the browser: hold it.
        e.preventDefault()
        this.submit = { form: target as HTMLFormElement, submitter: (e as SubmitEvent).submitter }
        break
      case 'focusout':
        this.blurred.add(target)
        break
      case 'click':
      case 'keydown': {
        // Once the code is here React hydrates the part on such an event and
        // handles it; until then React drops it, so a press is made again.
        if (!this.loaded && e.type === 'keydown' && (e as KeyboardEvent).key === 'Enter' && submitsOnEnter(target)) this.enter = target
        const button = this.loaded ? undefined : pressable(target)
        if (!button) break
        if (e.type === 'click') this.press = { target: button }
        else if (!['Tab', 'Enter', ' ', 'Shift'].includes((e as KeyboardEvent).key)) this.press = { target: button, key: (e as KeyboardEvent).key }
        break
      }
    }
  }

  /** The fields whose value or choice is no longer the server's. */
  changesSoFar(): Change[] {
    if (!this.root || this.isLive) return []
    const active = document.activeElement
    const changes: Change[] = []
    for (const el of this.root.querySelectorAll<Change['el']>(fieldSelector)) {
      const server = this.server.get(el)
      if (!server || (isCheckable(el) ? el.checked === server.checked : el.value === server.value)) continue
      changes.push({
        el,
        value: el.value,
        checked: isCheckable(el) && el.checked,
        selection: el === active && !(el instanceof HTMLSelectElement) ? selectionOf(el) : undefined,
      })
    }
    return changes
  }

  /** The form is live: give back what the person did before. */
  live(changes: Change[]): void {
    if (this.isLive) return
    this.isLive = true
    this.stopWatching()
    // After this commit's effects, before the browser paints.
    queueMicrotask(() => {
      for (const c of changes) giveBack(c)
      for (const el of this.blurred) {
        if (el !== document.activeElement && el.isConnected) el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
      }
      const press = this.press
      if (press?.target.isConnected) {
        if (press.key) press.target.dispatchEvent(new KeyboardEvent('keydown', { key: press.key, bubbles: true, cancelable: true }))
        else press.target.click()
      }
      const submit = this.submit
      if (submit?.form.isConnected) {
        const submitter = submit.submitter
        if (submitter?.isConnected) submit.form.requestSubmit(submitter)
        else submit.form.requestSubmit()
      } else if (this.enter?.isConnected) {
        // The browser sent nothing (the server's submit button is disabled
        // until the form is filled): the form's own handler hears the key,
        // and what it leaves alone submits, as the key would have.
        const key = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
        if (this.enter.dispatchEvent(key)) this.enter.form?.requestSubmit()
      }
    })
  }
}

/** A field in which Enter submits its form, as browsers do it. */
function submitsOnEnter(el: Element): el is HTMLInputElement {
  return el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'hidden'].includes(el.type)
}

function defaultValueOf(el: Change['el']): string {
  if (el instanceof HTMLSelectElement) {
    const chosen = [...el.options].find((o) => o.defaultSelected) ?? el.options[0]
    return chosen?.value ?? ''
  }
  return el.defaultValue
}

function selectionOf(el: HTMLInputElement | HTMLTextAreaElement): [number | null, number | null] | undefined {
  try {
    return [el.selectionStart, el.selectionEnd]
  } catch {
    // Inputs such as type=email have no selection to read.
    return undefined
  }
}

/**
 * Puts a field back as the person left it, with the event a person's change
 * makes, so that React and the form see it. The value is set with the
 * element's own setter: React's record of the value then still differs and
 * it reports the change.
 */
function giveBack({ el, value, checked, selection }: Change): void {
  if (isCheckable(el)) {
    if (el.type === 'radio' && !checked) return
    // The record of the choice is made the opposite, then a click makes it, as a person's click would.
    el.checked = !checked
    el.click()
    return
  }
  // React's record of the value is made something else first, so that it sees the change even if the field still shows it.
  if (!(el instanceof HTMLSelectElement)) el.value = value === '' ? ' ' : ''
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value)
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  if (selection && !(el instanceof HTMLSelectElement)) {
    try {
      el.setSelectionRange(selection[0], selection[1])
    } catch {
      // No selection on this type of input.
    }
  }
}
