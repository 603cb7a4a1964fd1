import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { Fragment, useEffect, type FormEvent, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { applyServerErrors } from '../../../components/form/form'
import { Dialog, SheetContent } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/use-toast'
import { apiRequest } from '../../../lib/api'

/**
 * The side sheet of a create-or-edit form. `record` undefined: closed; null:
 * a new one. The form is mounted afresh for each record (keyed by its id), so
 * it always starts from that record's values.
 */
export function FormSheet<R extends { id: number | string }>({
  record,
  onClose,
  closeLabel,
  wide,
  children,
}: {
  record: R | null | undefined
  onClose: () => void
  closeLabel: string
  /** The wider sheet, for forms with lists of their own. */
  wide?: boolean
  children: (record: R | null) => ReactNode
}) {
  return (
    <Dialog open={record !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent closeLabel={closeLabel} className={wide ? 'sm:max-w-2xl' : undefined}>
        {record !== undefined ? <Fragment key={record?.id ?? 'new'}>{children(record)}</Fragment> : null}
      </SheetContent>
    </Dialog>
  )
}

/**
 * Saving a form sheet's record: PUT to `${collection}/${id}` when it exists,
 * POST to the collection when it is new; then the lists are fetched again, a
 * toast names what was saved, and the sheet closes. A refusal puts the
 * server's field messages under their inputs and says so in a toast. The
 * `focus` field takes the focus as the sheet opens. Returns the SheetForm's
 * own props.
 */
export function useSaveRecord<V extends FieldValues, Out extends FieldValues, R>({
  form,
  focus,
  id,
  collection,
  payload,
  queryKey,
  savedTitle,
  describe,
  notSaved,
  fields,
  onDone,
}: {
  form: UseFormReturn<V, unknown, Out>
  focus: Path<V>
  /** The record's id; undefined for a new one. */
  id: number | string | undefined
  collection: string
  payload: (values: Out) => unknown
  queryKey: QueryKey
  savedTitle: string
  describe: (saved: R) => string
  /** The toast's title when the save fails. */
  notSaved: string
  fields: readonly string[] | ((serverField: string) => Path<V> | undefined)
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: async (values: Out) => {
      const body = payload(values)
      const res = id !== undefined ? await apiRequest('PUT', `${collection}/${id}`, body) : await apiRequest('POST', collection, body)
      return (await res.json()) as R
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey })
      toast({ title: savedTitle, description: describe(saved) })
      onDone()
    },
    onError: (error) => {
      const { message, matched } = applyServerErrors(form, error, fields)
      toast({ variant: 'destructive', title: notSaved, description: matched ? 'Check the highlighted fields.' : (message ?? 'Please try again.') })
    },
  })
  useEffect(() => {
    form.setFocus(focus)
  }, [form, focus])
  return {
    form,
    onSubmit: (e: FormEvent<HTMLFormElement>) => void form.handleSubmit((v) => save.mutate(v))(e),
    saving: save.isPending,
    onCancel: onDone,
  }
}
