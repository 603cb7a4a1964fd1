import { useMutation } from '@tanstack/react-query'
import { useEffect, type FormEvent } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import { toast } from '../ui/use-toast'
import { applyServerErrors } from './form'

/**
 * A FormDialog that makes something: its form starts empty each time the
 * dialog opens; Submit sends it, a toast says what was made, the dialog closes
 * and the lists are read again. A refusal puts the server's messages under
 * their fields, and says the rest in a toast (`failed.always`: says it even
 * when a field took it). Returns the FormDialog's own props.
 */
export function useCreateDialog<TIn extends FieldValues, TOut extends FieldValues, R>({
  form,
  open,
  onOpenChange,
  empty,
  create,
  created,
  refresh,
  fields,
  failed,
}: {
  form: UseFormReturn<TIn, unknown, TOut>
  open: boolean
  onOpenChange: (open: boolean) => void
  empty: DefaultValues<TIn>
  create: (values: TOut) => Promise<R>
  /** The toast once it is made. */
  created: (answer: R, values: TOut) => { title: string; description: string }
  refresh: () => Promise<unknown>
  fields: readonly string[]
  failed: { title: string; description: string; always?: boolean }
}) {
  const mutation = useMutation({ mutationFn: create })

  useEffect(() => {
    if (open) form.reset(empty)
  }, [open, form, empty])

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values)
      toast(created(answer, values))
      onOpenChange(false)
      await refresh()
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, fields)
      if (failed.always || !matched) toast({ variant: 'destructive', title: failed.title, description: message ?? failed.description })
    }
  })

  return { open, onOpenChange, form, onSubmit: (e: FormEvent<HTMLFormElement>) => void submit(e), pending: mutation.isPending }
}
