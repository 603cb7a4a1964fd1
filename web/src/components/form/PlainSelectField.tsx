import { Field as FieldFrame } from '../ui/field'
import { Select, type SelectProps } from '../ui/select'
import { describe, type FieldProps } from './plainForm'

/** The select (ui/select) of a plain form (./plainForm), named for FormData. */
export function SelectField<F extends string>({ form, name, label, hint, className, id: givenId, ...select }: FieldProps<F> & Omit<SelectProps, 'name' | 'form'>) {
  const { error, id: auto } = form.field(name)
  const id = givenId ?? auto
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Select {...select} id={id} name={name} {...describe(id, error, hint)} />
    </FieldFrame>
  )
}

