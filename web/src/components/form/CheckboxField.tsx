import { Controller, useFormContext, type FieldValues } from 'react-hook-form'
import { cn } from '../../lib/utils'
import { Checkbox } from '../ui/checkbox'
import { FieldMessage } from '../ui/field'
import { useFieldState, type FieldBaseProps, type Option } from './form'

// Apart from form.tsx so that forms without a checkbox skip its code.

type CheckboxFieldProps<T extends FieldValues> = FieldBaseProps<T>

function CheckboxField<T extends FieldValues>({ name, label, hint, className, id: givenId }: CheckboxFieldProps<T>) {
  const { control: formControl } = useFormContext<T>()
  const { id, error, control } = useFieldState<T>(name, givenId, hint)
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex items-start gap-3">
        <Controller
          control={formControl}
          name={name}
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              id={id}
              name={name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              invalid={control.invalid}
              aria-describedby={control['aria-describedby']}
              className="mt-0.5"
            />
          )}
        />
        <label htmlFor={id} className="text-[15px] leading-snug text-slate-700">
          {label}
        </label>
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  )
}

type CheckboxGroupFieldProps<T extends FieldValues> = Omit<FieldBaseProps<T>, 'id'> & {
  id: string
  options: readonly Option[]
  groupClassName?: string
}

function CheckboxGroupField<T extends FieldValues>({ name, label, hint, className, id, options, groupClassName }: CheckboxGroupFieldProps<T>) {
  const { control: formControl } = useFormContext<T>()
  const { error, control } = useFieldState<T>(name, id, hint)
  return (
    <fieldset className={cn('space-y-2.5', className)} aria-describedby={control['aria-describedby']}>
      <legend id={`${id}-label`} className="text-sm font-medium text-slate-900">
        {label}
      </legend>
      <Controller
        control={formControl}
        name={name}
        render={({ field }) => {
          const chosen = (field.value ?? []) as string[]
          const toggle = (value: string, on: boolean) =>
            field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value))
          return (
            <div id={id} className={cn('grid gap-2.5', groupClassName)}>
              {options.map((o, i) => (
                <div key={o.value} className="flex items-start gap-3">
                  <Checkbox
                    ref={i === 0 ? field.ref : undefined}
                    id={`${id}-${o.value}`}
                    value={o.value}
                    checked={chosen.includes(o.value)}
                    onCheckedChange={(checked) => toggle(o.value, checked === true)}
                    onBlur={field.onBlur}
                    invalid={control.invalid}
                    className="mt-0.5"
                  />
                  <label htmlFor={`${id}-${o.value}`} className="text-[15px] leading-snug text-slate-700">
                    {o.label}
                  </label>
                </div>
              ))}
            </div>
          )
        }}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  )
}

/** CheckboxField and CheckboxGroupField typed for one form's values (see form.tsx). */
export function checkboxFieldsFor<T extends FieldValues>() {
  return { CheckboxField: CheckboxField<T>, CheckboxGroupField: CheckboxGroupField<T> }
}
