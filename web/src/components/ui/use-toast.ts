import { useSyncExternalStore, type ReactNode } from 'react'
import { lastControl } from '../../lib/lastControl'

/** Spec section 9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

export type ToastVariant = 'default' | 'destructive'

export interface ToastOptions {
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  /** The control the toast is about; by default the one the visitor last pressed or typed in. */
  anchor?: Element | null
}

/** What a control belongs to: its item in a list or table, its card or its form. */
export const CONTROL_GROUP = 'li, tr, article, fieldset, form, [role="listitem"], [role="row"]'

/**
 * The control a toast is about, where it stood when the toast came, its item
 * or card (which outlives a redrawn control), and the page it was on (where
 * it stood means nothing once the action has moved to another page).
 */
export interface ToastAnchor {
  el?: Element
  box?: DOMRect
  group?: Element
  path?: string
}

export interface ToasterToast extends Omit<ToastOptions, 'anchor'> {
  id: string
  open: boolean
  anchor: ToastAnchor
  onOpenChange: (open: boolean) => void
}

function anchorOf(given: Element | null | undefined): ToastAnchor {
  for (const el of [given, lastControl(), document.activeElement]) {
    if (el && el.isConnected && el !== document.body && el !== document.documentElement) {
      const box = el.getBoundingClientRect()
      if (box.width > 0 || box.height > 0) {
        return { el, box, group: el.closest(CONTROL_GROUP) ?? undefined, path: window.location.pathname }
      }
    }
  }
  return {}
}

type Action =
  | { type: 'ADD'; toast: ToasterToast }
  | { type: 'UPDATE'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string }

export interface ToastState {
  toasts: ToasterToast[]
}

let count = 0
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return count.toString()
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()

function queueRemove(toastId: string): void {
  if (removeTimeouts.has(toastId)) return
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId)
    dispatch({ type: 'REMOVE', toastId })
  }, TOAST_REMOVE_DELAY)
  removeTimeouts.set(toastId, timeout)
}

export function reducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) }
    case 'DISMISS': {
      const { toastId } = action
      if (toastId) queueRemove(toastId)
      else state.toasts.forEach((t) => queueRemove(t.id))
      return {
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      }
    }
    case 'REMOVE':
      if (action.toastId === undefined) return { toasts: [] }
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) }
  }
}

const listeners = new Set<() => void>()
const noToasts: ToastState = { toasts: [] }
let memoryState: ToastState = noToasts

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action)
  listeners.forEach((listener) => listener())
}

/** Shows a toast; callable from anywhere (no hook needed). */
export function toast({ anchor, ...options }: ToastOptions) {
  const id = genId()
  const update = ({ anchor: _ignored, ...next }: ToastOptions) => dispatch({ type: 'UPDATE', toast: { ...next, id } })
  const dismiss = () => dispatch({ type: 'DISMISS', toastId: id })
  dispatch({
    type: 'ADD',
    toast: {
      ...options,
      id,
      // The queue places the toast clear of this control and its neighbours (toastPlacement.ts).
      anchor: typeof document === 'undefined' ? {} : anchorOf(anchor),
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss()
      },
    },
  })
  return { id, dismiss, update }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The toasts, as a store React reads: a toast raised between a reader's
 * render and its subscription (a form sent while the page hydrates) is still
 * seen, where a copy taken at render time would miss it.
 */
export function useToast() {
  const state = useSyncExternalStore(subscribe, () => memoryState, () => noToasts)
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS', toastId }),
  }
}
