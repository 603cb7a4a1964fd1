import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { applyServerErrors, FormField, FormRoot, FormCheckboxField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../components/ui/use-toast'
import {
  DELIVERABLE_TYPES,
  deliverableDefaults,
  deliverablePayload,
  deliverableSchema,
  MILESTONE_STATUSES,
  milestoneDefaults,
  milestonePayload,
  milestoneSchema,
  type DeliverableValues,
  type MilestoneValues,
} from '../rules/workRules'
import { DeliverableFileUpload } from '../../../components/upload/DeliverableFileUpload'
import { send, type Deliverable, type Milestone, type ProjectDetail } from './api'
import { Optional } from './fields'
import { Select } from '../../../components/ui/select'
import { useRefreshPartnerData } from './useInvalidate'

const MILESTONE_FIELDS = ['title', 'dueDate', 'status', 'percentComplete', 'visibleToClient', 'order'] as const
const DELIVERABLE_FIELDS = ['title', 'type', 'link', 'visibleToClient'] as const

function FormActions({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" size="sm" loading={pending}>
        {label}
      </Button>
    </div>
  )
}

/** Adds a milestone to a project, or edits one; the project's progress follows on the server. */
export function MilestoneForm({ projectId, milestone, nextOrder, onDone }: {
  projectId: number
  milestone?: Milestone
  nextOrder: number
  onDone: () => void
}) {
  const form = useSchemaForm(milestoneSchema, milestoneDefaults(milestone, nextOrder), 'onSubmit')
  const refresh = useRefreshPartnerData()
  const uid = useId()
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      milestone
        ? send<ProjectDetail>('PATCH', `/api/partner/milestones/${milestone.id}`, body)
        : send<ProjectDetail>('POST', `/api/partner-projects/${projectId}/milestones`, body),
  })
  const status = form.watch('status')
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(milestonePayload(values))
      toast({ title: milestone ? 'Milestone Updated' : 'Milestone Added', description: values.title.trim() })
      await refresh()
      onDone()
    } catch (error) {
      const { message } = applyServerErrors(form, error, MILESTONE_FIELDS)
      toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to save milestone' })
    }
  })
  return (
    <FormRoot
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      aria-label={milestone ? 'Edit milestone' : 'New milestone'}
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <FormField<MilestoneValues> name="title" label="Milestone title">
        {(c) => <Input {...c} {...form.register('title')} autoFocus autoComplete="off" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField<MilestoneValues> name="dueDate" label={<>Due date <Optional /></>}>
          {(c) => <Input {...c} {...form.register('dueDate')} type="date" />}
        </FormField>
        <FormField<MilestoneValues> name="status" label="Status">
          {(c) => (
            <Select {...c} {...form.register('status')}>
              {MILESTONE_STATUSES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField<MilestoneValues>
          name="percentComplete"
          label="Percent complete"
          hint={status === 'completed' ? 'A completed milestone counts as 100%.' : undefined}
        >
          {(c) => (
            <Input {...c} {...form.register('percentComplete')} type="number" min={0} max={100} step={1} inputMode="numeric" readOnly={status === 'completed'} />
          )}
        </FormField>
        <FormField<MilestoneValues> name="order" label="Order" hint="Lower numbers come first.">
          {(c) => <Input {...c} {...form.register('order')} type="number" min={0} step={1} inputMode="numeric" />}
        </FormField>
      </div>
      <FormCheckboxField<MilestoneValues> name="visibleToClient" id={`${uid}-visible`} label="Visible to client" hint="Shown in the client's portal." />
      <FormActions pending={mutation.isPending} label={milestone ? 'Save Milestone' : 'Add Milestone'} onCancel={onDone} />
    </FormRoot>
  )
}

/** Adds a deliverable to a project, or edits one. */
export function DeliverableForm({ projectId, deliverable, onDone }: { projectId: number; deliverable?: Deliverable; onDone: () => void }) {
  const form = useSchemaForm(deliverableSchema, deliverableDefaults(deliverable), 'onSubmit')
  const refresh = useRefreshPartnerData()
  const uid = useId()
  const approved = deliverable?.approvedAt != null
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      deliverable
        ? send<ProjectDetail>('PATCH', `/api/partner/deliverables/${deliverable.id}`, body)
        : send<ProjectDetail>('POST', `/api/partner-projects/${projectId}/deliverables`, body),
  })
  const onSubmit = form.handleSubmit(async (values) => {
    // An approved deliverable only changes its visibility (the server's rule).
    const body = approved ? { visibleToClient: values.visibleToClient } : deliverablePayload(values)
    try {
      await mutation.mutateAsync(body)
      toast({ title: deliverable ? 'Deliverable Updated' : 'Deliverable Added', description: values.title.trim() })
      await refresh()
      onDone()
    } catch (error) {
      const { message } = applyServerErrors(form, error, DELIVERABLE_FIELDS)
      toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to save deliverable' })
    }
  })
  return (
    <FormRoot
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      aria-label={deliverable ? 'Edit deliverable' : 'New deliverable'}
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      {approved ? <p className="text-sm text-slate-600">The client approved this deliverable; only its visibility can change.</p> : null}
      {approved ? (
        <p className="font-medium text-slate-900">{deliverable?.title}</p>
      ) : (
        <>
          <FormField<DeliverableValues> name="title" label="Deliverable title">
            {(c) => <Input {...c} {...form.register('title')} autoFocus autoComplete="off" />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <FormField<DeliverableValues> name="type" label="Type">
              {(c) => (
                <Select {...c} {...form.register('type')}>
                  {DELIVERABLE_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField<DeliverableValues> name="link" label={<>Link <Optional /></>} hint="An https:// address only.">
              {(c) => <Input {...c} {...form.register('link')} type="url" inputMode="url" placeholder="https://" />}
            </FormField>
          </div>
        </>
      )}
      {deliverable && !approved ? (
        <DeliverableFileUpload<ProjectDetail>
          deliverableId={deliverable.id}
          fileName={deliverable.fileName}
          hasFile={deliverable.hasFile}
          onUploaded={(_, file) => {
            toast({ title: 'File Attached', description: file.name })
            void refresh()
          }}
        />
      ) : null}
      <FormCheckboxField<DeliverableValues> name="visibleToClient" id={`${uid}-visible`} label="Visible to client" hint="The client can open and approve it in their portal." />
      <FormActions pending={mutation.isPending} label={deliverable ? 'Save Deliverable' : 'Add Deliverable'} onCancel={onDone} />
    </FormRoot>
  )
}
