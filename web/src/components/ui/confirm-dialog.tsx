import { Button, type ButtonVariant } from './button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'

/**
 * Asks before an action that matters (a delete, deactivating a partner); the
 * action's button, destructive unless said otherwise, shows progress until it
 * settles.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  variant = 'destructive',
  pending,
  onConfirm,
  onOpenChange,
}: {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  variant?: ButtonVariant
  pending: boolean
  onConfirm: () => void
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent role="alertdialog" closeLabel="Close" className="sm:max-w-md">
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-[15px] leading-relaxed">{description}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant={variant} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
