import { useEffect, useState, type ReactNode } from 'react'

/** Spec section 9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

export type ToastVariant = 'default' | 'destructive'

/** Which edge of the screen a toast sits on. */
export type ToastPlacement = 'top' | 'bottom'

export interface ToastOptions {
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  /** The control the toast is about; by default the one the visitor last pressed or typed in. */
  anchor?: Element | null
}

export interface ToasterToast extends Omit<ToastOptions, 'anchor'> {
  id: string
  open: boolean
  placement: ToastPlacement
  onOpenChange: (open: boolean) => void
}

/**
 * A toast goes to the edge farther from the control that raised it, so it
 * never covers that button or field (on a phone it spans the screen's width).
 */
export function placementFor(anchor: { top: number; bottom: number } | undefined, viewportHeight: number): ToastPlacement {
  if (!anchor) return 'bottom'
  const above = anchor.top
  const below = viewportHeight - anchor.bottom
  return above > below ? 'top' : 'bottom'
}

// The control the visitor last pressed or typed in, the usual cause of a toast.
let lastInteraction: Element | null = null
const CONTROL = 'button, a, input, select, textarea, summary, label, [role="button"], [role="radio"], [role="combobox"]'

function remember(event: Event): void {
  const target = event.target
  if (target instanceof Element) lastInteraction = target.closest(CONTROL) ?? target
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', remember, true)
  document.addEventListener('keydown', remember, true)
}

function anchorRect(anchor: Element | null | undefined): DOMRect | undefined {
  const candidates = [anchor, lastInteraction, document.activeElement]
  for (const el of candidates) {
    if (el && el.isConnected && el !== document.body && el !== document.documentElement) {
      const rect = el.getBoundingClientRect()
      if (rect.width > 0 || rect.height > 0) return rect
    }
  }
  return undefined
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

const listeners: ((state: ToastState) => void)[] = []
let memoryState: ToastState = { toasts: [] }

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action)
  listeners.forEach((listener) => listener(memoryState))
}

/** Shows a toast; callable from anywhere (no hook needed). */
export function toast({ anchor, ...options }: ToastOptions) {
  const id = genId()
  const update = ({ anchor: _ignored, ...next }: ToastOptions) => dispatch({ type: 'UPDATE', toast: { ...next, id } })
  const dismiss = () => dispatch({ type: 'DISMISS', toastId: id })
  const placement = typeof window === 'undefined' ? 'bottom' : placementFor(anchorRect(anchor), window.innerHeight)
  dispatch({
    type: 'ADD',
    toast: {
      ...options,
      id,
      placement,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss()
      },
    },
  })
  return { id, dismiss, update }
}

export function useToast() {
  const [state, setState] = useState<ToastState>(memoryState)
  useEffect(() => {
    listeners.push(setState)
    return () => {
      const index = listeners.indexOf(setState)
      if (index > -1) listeners.splice(index, 1)
    }
  }, [])
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS', toastId }),
  }
}
