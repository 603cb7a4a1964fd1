import { useFormContext, type FieldValues } from 'react-hook-form'
import { Field as FieldFrame } from '../ui/field'
import { Select, type SelectOption } from '../ui/select'
import { useFieldState, type FieldBaseProps } from './form'

type SelectFieldProps<T extends FieldValues> = FieldBaseProps<T> & {
  options: readonly SelectOption[]
  placeholder?: string
  required?: boolean
}

/** The select (ui/select) of a react-hook-form form, registered by name. */
export function SelectField<T extends FieldValues>({ name, label, hint, className, id: givenId, options, placeholder, required }: SelectFieldProps<T>) {
  const { register } = useFormContext<T>()
  const { id, error, control } = useFieldState<T>(name, givenId, hint)
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Select
        {...register(name)}
        options={options}
        placeholder={placeholder}
        id={id}
        invalid={control.invalid}
        aria-required={required ? 'true' : undefined}
        aria-describedby={control['aria-describedby']}
      />
    </FieldFrame>
  )
}

/** SelectField typed for one form's values (see form.tsx). */
export function selectFieldFor<T extends FieldValues>() {
  return SelectField<T>
}
