import { zodResolver } from '@hookform/resolvers/zod'
import { useId, type ReactNode } from 'react'
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { apiErrorMessage, apiFieldErrors } from '../../lib/api'
import { Field } from '../ui/field'

/**
 * A form on react-hook-form with a zod schema: values, touched fields,
 * errors and submitting live in the form state, checked by the schema on
 * the client and by the server, whose `fields` answer lands under the right
 * inputs (applyServerErrors).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  mode: 'onSubmit' | 'onTouched' | 'onChange' = 'onTouched',
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues, mode })
}

/**
 * Puts a failed request's field errors under their inputs and focuses the
 * first. It returns the server's message (or undefined) for a toast, and
 * whether any field error matched a field of the form. rename maps a
 * server field ("customFields.niche") to the form's name ("niche") when
 * they differ.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  error: unknown,
  known: readonly string[],
  rename?: (serverField: string) => string | undefined,
): { message?: string; matched: boolean; first?: string } {
  const fields = apiFieldErrors(error)
  let first: string | undefined
  for (const [serverField, message] of Object.entries(fields)) {
    const name = rename ? rename(serverField) : serverField
    if (name === undefined || !known.includes(name)) continue
    form.setError(name as Path<T>, { type: 'server', message })
    first ??= name
  }
  if (first) form.setFocus(first as Path<T>)
  return { message: apiErrorMessage(error), matched: first !== undefined, first }
}

/** Gives the fields below access to the form. */
export function FormRoot<T extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  ...rest
}: {
  form: UseFormReturn<T, unknown, FieldValues>
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void
  children: ReactNode
  className?: string
} & Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children' | 'className'>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className={className} {...rest}>
        {children}
      </form>
    </FormProvider>
  )
}

/** What a field's control needs: its id, name, value binding and error state. */
export interface ControlProps {
  id: string
  invalid: boolean
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

/**
 * One labelled field of the form above it: label, control, then the hint or
 * the error (the schema's or the server's) under the control. children gets
 * the props to spread on the control, beside register(name) or a
 * Controller for non-native inputs.
 */
export function FormField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  id: givenId,
  children,
}: {
  name: FieldPath<T>
  label: ReactNode
  hint?: ReactNode
  className?: string
  id?: string
  children: (control: ControlProps) => ReactNode
}) {
  const auto = useId()
  const id = givenId ?? `${name}-${auto}`
  const { getFieldState, formState } = useFormContext<T>()
  const error = getFieldState(name, formState).error?.message
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {children({ id, invalid: !!error, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </Field>
  )
}
