import { Plus } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form'
import { FormField } from '../../../components/form/form'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { Select, type SelectOption } from '../../../components/ui/select'

/**
 * The Record … button of a partner's page and the dialog it opens. The form is
 * mounted only while the dialog is open, so every opening starts from fresh values.
 */
export function RecordDialog({ label, children }: { label: string; children: (onDone: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Plus aria-hidden="true" />
        {label}
      </Button>
      {open ? children(() => setOpen(false)) : null}
    </Dialog>
  )
}

/** A dollar amount as typed, with a $ before it; the server turns it into cents. */
export function DollarsField<T extends FieldValues>({ name, label, hint }: { name: FieldPath<T>; label: string; hint: string }) {
  const { register } = useFormContext<T>()
  return (
    <FormField<T> name={name} label={label} hint={hint}>
      {(c) => (
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-slate-500">
            $
          </span>
          <Input {...c} {...register(name)} inputMode="decimal" autoComplete="off" className="pl-8" />
        </div>
      )}
    </FormField>
  )
}

/**
 * One of a fixed list (a status, the project or client it is for), held by a
 * Controller so the form's value and the select never disagree.
 */
export function ChoiceField<T extends FieldValues>({
  name,
  label,
  hint,
  options,
  markInvalid = false,
}: {
  name: FieldPath<T>
  label: string
  hint?: string
  options: readonly SelectOption[]
  /** Draw the select as invalid while the field has an error (the client list, which the server checks). */
  markInvalid?: boolean
}) {
  const { control } = useFormContext<T>()
  return (
    <FormField<T> name={name} label={label} hint={hint}>
      {(c) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              id={c.id}
              aria-describedby={c['aria-describedby']}
              invalid={markInvalid ? c.invalid : undefined}
              options={options}
            />
          )}
        />
      )}
    </FormField>
  )
}
