import { Toast, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'
import { useToast } from './use-toast'

/** Renders the toast queue (at most one visible). Mount once at the app root. */
export function Toaster() {
  const { toasts } = useToast()
  // At most one toast shows, so the viewport follows its placement.
  const placement = toasts.find((t) => t.open)?.placement ?? toasts[0]?.placement ?? 'bottom'
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, placement: _placement, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          {title ? <ToastTitle>{title}</ToastTitle> : null}
          {description ? <ToastDescription>{description}</ToastDescription> : null}
        </Toast>
      ))}
      <ToastViewport placement={placement} />
    </ToastProvider>
  )
}
