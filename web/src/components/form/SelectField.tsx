import { Controller, useFormContext, type FieldValues } from 'react-hook-form'
import { Field as FieldFrame } from '../ui/field'
import { SelectBox } from '../ui/select-box'
import { useFieldState, type FieldBaseProps, type Option } from './form'

type SelectFieldProps<T extends FieldValues> = FieldBaseProps<T> & {
  options: readonly Option[]
  placeholder?: string
  required?: boolean
}

export function SelectField<T extends FieldValues>({ name, label, hint, className, id: givenId, options, placeholder, required }: SelectFieldProps<T>) {
  const { control: formControl } = useFormContext<T>()
  const { id, error, control } = useFieldState<T>(name, givenId, hint)
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Controller
        control={formControl}
        name={name}
        render={({ field }) => (
          <SelectBox
            name={name}
            value={field.value}
            onValueChange={field.onChange}
            options={options}
            placeholder={placeholder}
            ref={field.ref}
            id={id}
            invalid={control.invalid}
            aria-required={required ? 'true' : undefined}
            aria-describedby={control['aria-describedby']}
            onBlur={field.onBlur}
          />
        )}
      />
    </FieldFrame>
  )
}

/** SelectField typed for one form's values (see form.tsx). */
export function selectFieldFor<T extends FieldValues>() {
  return SelectField<T>
}
