import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { useRecheckErrorsOnEdit, type AnyForm } from './form'

/** A form on react-hook-form with a zod schema (see the top of form.tsx). */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  mode: 'onSubmit' | 'onTouched' | 'onChange' = 'onTouched',
  /** After a failed submit: check again on each change (default), or only on the next submit. */
  reValidateMode: 'onChange' | 'onSubmit' = 'onChange',
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues, mode, reValidateMode })
  useRecheckErrorsOnEdit(form as AnyForm<z.input<S>>, reValidateMode)
  return form
}
