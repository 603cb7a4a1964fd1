import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { FormRoot } from '../../../components/form/form'
import { Button } from '../../../components/ui/button'
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog'

/** A staff form in a side sheet: title, scrolling fields, then Cancel and Save. */
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
  description: string
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
