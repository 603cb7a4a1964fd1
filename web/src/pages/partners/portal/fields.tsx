import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { FormRoot } from '../../../components/form/form'
import { Button } from '../../../components/ui/button'
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'

/**
 * A form dialog: title, description, the fields of the form, then Cancel and
 * the submit button (footer), all inside the form so Enter submits.
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
    <DialogContent className={wide ? 'sm:max-w-2xl' : undefined} {...(description ? {} : { 'aria-describedby': undefined })}>
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

export const Optional = () => <span className="font-normal text-slate-500">(optional)</span>
