import { Toast, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'
import { useToast } from './use-toast'

/** The toast queue (at most one visible), with Radix's toast; loaded by Toaster when the first toast comes. */
export default function ToastQueue() {
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
