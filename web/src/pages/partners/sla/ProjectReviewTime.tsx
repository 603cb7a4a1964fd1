import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Timer } from 'lucide-react'
import { useState } from 'react'
import { applyServerErrors, fieldsFor, FormRoot } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { apiRequest, getJSON } from '../../../lib/api'
import { z } from '../../../lib/zod'
import { REVIEW_HOURS_MAX, REVIEW_HOURS_MIN, SLA_KEY, workingHoursField } from './slaModel'

/** A project's own review time, or null for the partner's default (docs/api.md, "Promises to clients"). */
export interface ProjectPromise {
  reviewHours: number | null
  defaultReviewHours: number
}

const schema = z.object({
  reviewHours: workingHoursField(REVIEW_HOURS_MIN, REVIEW_HOURS_MAX, `Give clients ${REVIEW_HOURS_MIN} to ${REVIEW_HOURS_MAX} working hours.`),
})
type Values = z.input<typeof schema>
const { TextField } = fieldsFor<Values>()

export const promiseKey = (projectId: number) => [...SLA_KEY, 'project', projectId] as const

/** Under a project's deliverables: how long the client has to review one, with a way to set the project's own time. */
export function ProjectReviewTime({ projectId }: { projectId: number }) {
  const query = useQuery({
    queryKey: promiseKey(projectId),
    queryFn: ({ signal }) => getJSON<ProjectPromise>(`/api/partner/sla/projects/${projectId}`, signal),
  })
  const [editing, setEditing] = useState(false)
  const data = query.data
  if (!data) return null
  const hours = data.reviewHours ?? data.defaultReviewHours
  if (editing) return <ReviewTimeForm projectId={projectId} promise={data} onDone={() => setEditing(false)} />
  return (
    <div className="flex items-start gap-2.5 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600 ring-1 ring-inset ring-slate-200">
      <Timer aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <p className="min-w-0 flex-1">
        The client reviews each submitted deliverable within {hours} working hours
        {data.reviewHours === null ? ' (your default)' : ' (this project’s own)'}.
      </p>
      <Button variant="ghost" size="sm" className="-my-1.5 shrink-0" onClick={() => setEditing(true)} aria-label="Change the review time">
        Change
      </Button>
    </div>
  )
}

function ReviewTimeForm({ projectId, promise, onDone }: { projectId: number; promise: ProjectPromise; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(schema, { reviewHours: String(promise.reviewHours ?? promise.defaultReviewHours) }, 'onSubmit')
  const save = useMutation({
    mutationFn: async (reviewHours: number | null) => {
      const res = await apiRequest('PUT', `/api/partner/sla/projects/${projectId}`, { reviewHours })
      return (await res.json()) as ProjectPromise
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(promiseKey(projectId), saved)
      toast({ title: 'Review time saved', description: `Clients review within ${saved.reviewHours ?? saved.defaultReviewHours} working hours.` })
      onDone()
    },
    onError: (error) => {
      const { message, matched } = applyServerErrors(form, error, ['reviewHours'])
      toast({ variant: 'destructive', title: 'Not saved', description: matched ? 'Check the highlighted field.' : (message ?? 'Please try again.') })
    },
  })
  const onSubmit = form.handleSubmit((v) => save.mutate(Number(v.reviewHours.trim())))
  return (
    <FormRoot
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Review time"
      className="space-y-3 rounded-card bg-slate-50 p-4 ring-1 ring-inset ring-slate-200"
    >
      <TextField
        name="reviewHours"
        label="Client review time (working hours)"
        type="number"
        inputMode="numeric"
        min={REVIEW_HOURS_MIN}
        max={REVIEW_HOURS_MAX}
        step={1}
        hint={`Your default is ${promise.defaultReviewHours}. Reviews already running keep their deadline.`}
        className="max-w-xs"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        {promise.reviewHours !== null ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => save.mutate(null)} disabled={save.isPending}>
            Use My Default
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={save.isPending}>
          Save Review Time
        </Button>
      </div>
    </FormRoot>
  )
}
