import { useLayoutEffect, useRef } from 'react'
import { Toast, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'
import { placeViewport } from './toastPlacement'
import { useToast } from './use-toast'

/** The toast queue (at most one visible), with Radix's toast; loaded by Toaster when the first toast comes. */
export default function ToastQueue() {
  const { toasts } = useToast()
  const viewport = useRef<HTMLOListElement>(null)
  // At most one toast shows, so the viewport follows it: placed when it comes,
  // and again when its drawn height changes or the page moves under it (a
  // list growing after the action, a scroll), so it stays clear of the controls.
  const shown = toasts.find((t) => t.open) ?? toasts[0]
  const anchor = shown?.anchor
  useLayoutEffect(() => {
    const el = viewport.current
    if (!el || !anchor) return undefined
    placeViewport(el, anchor)
    let frame = 0
    const again = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => placeViewport(el, anchor))
    }
    window.addEventListener('scroll', again, { passive: true })
    window.addEventListener('resize', again)
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(again)
    observer?.observe(el)
    observer?.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', again)
      window.removeEventListener('resize', again)
      observer?.disconnect()
    }
  }, [anchor])
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, anchor: _anchor, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          {title ? <ToastTitle>{title}</ToastTitle> : null}
          {description ? <ToastDescription>{description}</ToastDescription> : null}
        </Toast>
      ))}
      <ToastViewport ref={viewport} />
    </ToastProvider>
  )
}
