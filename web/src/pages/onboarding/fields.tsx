import { useId, type ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { FormField } from '../../components/form/form'
import { FieldMessage } from '../../components/ui/field'
import { Input, type InputProps } from '../../components/ui/input'
import { RadioCard, RadioGroup } from '../../components/ui/radio-group'
import { Textarea } from '../../components/ui/textarea'
import type { OnboardingField, OnboardingValues } from './onboardingRules'

/** The control id of each field, so an error can put the keyboard on it. */
export const fieldId = (field: OnboardingField) => `onb-${field}`

export const Optional = () => <span className="font-normal text-slate-500">(optional)</span>

/** A labelled text input bound to the form. */
export function TextField({
  name,
  label,
  hint,
  ...props
}: { name: OnboardingField; label: ReactNode; hint?: ReactNode } & Omit<InputProps, 'name' | 'id'>) {
  const { register } = useFormContext<OnboardingValues>()
  return (
    <FormField<OnboardingValues> name={name} label={label} hint={hint} id={fieldId(name)}>
      {({ invalid, ...c }) => <Input {...c} invalid={invalid} {...props} {...register(name)} />}
    </FormField>
  )
}

/** A labelled multi-line input bound to the form. */
export function TextAreaField({
  name,
  label,
  hint,
  maxLength,
  placeholder,
  rows = 3,
}: {
  name: OnboardingField
  label: ReactNode
  hint?: ReactNode
  maxLength: number
  placeholder?: string
  rows?: number
}) {
  const { register } = useFormContext<OnboardingValues>()
  return (
    <FormField<OnboardingValues> name={name} label={label} hint={hint} id={fieldId(name)}>
      {({ invalid, ...c }) => (
        <Textarea
          {...c}
          invalid={invalid}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          className="min-h-24"
          {...register(name)}
        />
      )}
    </FormField>
  )
}

/** A question answered by picking one card (yes/no, cell/separate). */
export function ChoiceField({
  name,
  label,
  options,
  hint,
}: {
  name: 'ownsDomain' | 'phoneForwarding' | 'hasLogo'
  label: ReactNode
  options: readonly { value: string; title: string; description?: string }[]
  hint?: ReactNode
}) {
  const { control, getFieldState, formState } = useFormContext<OnboardingValues>()
  const labelId = useId()
  const id = fieldId(name)
  const error = getFieldState(name, formState).error?.message
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className="space-y-2.5">
      <p id={labelId} className="text-sm font-medium text-slate-900">
        {label}
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            id={id}
            name={field.name}
            value={field.value}
            onValueChange={(v) => field.onChange(v)}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className="sm:grid-cols-2"
          >
            {options.map((o) => (
              <RadioCard key={o.value} value={o.value} title={o.title} description={o.description} onBlur={field.onBlur} />
            ))}
          </RadioGroup>
        )}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  )
}
