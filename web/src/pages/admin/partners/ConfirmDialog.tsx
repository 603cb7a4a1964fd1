import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { ModalContent } from '../../../components/ui/modal'

/** Asks before a change that matters (deactivating a partner); the confirm button shows progress. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  variant = 'primary',
  pending,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel: string
  variant?: ButtonVariant
  pending: boolean
  onConfirm: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <ModalContent role="alertdialog" hideClose className="sm:max-w-md">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2 text-[15px] leading-relaxed">{description}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant={variant} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </ModalContent>
    </Dialog>
  )
}
