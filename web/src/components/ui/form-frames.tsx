import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { FormRoot } from '../form/form'
import { Button } from './button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog'

/**
 * The frame of every form in a centred dialog: title, description, the
 * fields, then Cancel and the submit button, all inside the form so Enter
 * submits.
 */
export function FormDialogContent<T extends FieldValues>({
  form,
  onSubmit,
  title,
  description,
  children,
  submit,
  wide,
}: {
  form: UseFormReturn<T, unknown, FieldValues>
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void
  title: string
  description?: ReactNode
  children: ReactNode
  submit: ReactNode
  /** A wider dialog on larger screens, for longer forms. */
  wide?: boolean
}) {
  return (
    <DialogContent className={wide ? 'sm:!max-w-2xl' : undefined} {...(description ? {} : { 'aria-describedby': undefined })}>
      <DialogTitle className="pr-10">{title}</DialogTitle>
      {description ? <DialogDescription className="mt-1.5">{description}</DialogDescription> : null}
      <FormRoot form={form} onSubmit={onSubmit} className="mt-6" aria-label={title}>
        <div className="space-y-5">{children}</div>
        <div className="mt-7 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          {submit}
        </div>
      </FormRoot>
    </DialogContent>
  )
}

/**
 * A FormDialogContent in its own dialog, opened and closed by the page. The
 * form is drawn only while the dialog is open; its submit button says what it
 * is doing (pendingLabel) while the request is out.
 */
export function FormDialog<T extends FieldValues>({
  open,
  onOpenChange,
  form,
  onSubmit,
  title,
  description,
  children,
  pending,
  submitLabel,
  pendingLabel,
  disabled,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  form: UseFormReturn<T, unknown, FieldValues>
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void
  title: string
  description: ReactNode
  children: ReactNode
  pending: boolean
  submitLabel: string
  pendingLabel: string
  /** The submit button stays off while the form cannot be sent yet. */
  disabled?: boolean
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <FormDialogContent
          form={form}
          onSubmit={onSubmit}
          title={title}
          description={description}
          submit={
            <Button type="submit" disabled={disabled} loading={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          }
        >
          {children}
        </FormDialogContent>
      ) : null}
    </Dialog>
  )
}

/**
 * The frame of every form in a side sheet (inside SheetContent): title,
 * scrolling fields, then Cancel and the submit button.
 */
export function SheetForm<T extends FieldValues>({
  form,
  onSubmit,
  title,
  description,
  saving,
  submitLabel,
  onCancel,
  children,
}: {
  form: UseFormReturn<T, unknown, FieldValues>
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void
  title: string
  description: ReactNode
  saving: boolean
  submitLabel: string
  onCancel: () => void
  children: ReactNode
}) {
  return (
    <FormRoot form={form} onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label={title}>
      <div className="border-b border-slate-100 px-5 pb-4 pr-16 pt-6 sm:px-7">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-1">{description}</DialogDescription>
      </div>
      <div className="flex-1 space-y-5 overflow-y-auto px-5 py-6 sm:px-7">{children}</div>
      <div className="flex flex-col-reverse gap-2.5 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </FormRoot>
  )
}
