import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { FormField } from '../../../components/form/form'
import { useCreateDialog } from '../../../components/form/useCreateDialog'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { FormDialog } from '../../../components/ui/form-frames'
import {
  canCreateProject,
  emptyNewProject,
  NEW_PROJECT_STATUSES,
  newProjectPayload,
  newProjectSchema,
  type NewProjectValues,
} from '../rules/projectRules'
import { keys, send, type Client, type ProjectDetail } from './api'
import { Optional } from './fields'
import { Select } from '../../../components/ui/select'
import { getJSON } from '../../../lib/api'
import { useRefreshPartnerData } from './useInvalidate'

const FIELDS = ['title', 'clientName', 'description', 'budget', 'deadline', 'status'] as const

/** Spec: New Project dialog (section 5 rules, section 8 messages). */
export function NewProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useSchemaForm(newProjectSchema, emptyNewProject, 'onSubmit')
  const listId = useId()
  const clients = useQuery({ queryKey: keys.clients, queryFn: ({ signal }) => getJSON<Client[]>('/api/clients', signal), enabled: open })
  const dialog = useCreateDialog({
    form,
    open,
    onOpenChange,
    empty: emptyNewProject,
    create: (values: NewProjectValues) => send<ProjectDetail>('POST', '/api/partner-projects', newProjectPayload(values, clients.data ?? [])),
    created: (_, values) => ({ title: 'Project Created', description: `${values.title.trim()} is on your project list.` }),
    refresh: useRefreshPartnerData(),
    fields: FIELDS,
    failed: { title: 'Error', description: 'Failed to create project', always: true },
  })
  const title = form.watch('title')
  const clientName = form.watch('clientName')

  return (
    <FormDialog
      {...dialog}
      title="New Project"
      description="Add a project for one of your clients. You can add milestones and deliverables after."
      submitLabel="Create Project"
      pendingLabel="Creating..."
      disabled={!canCreateProject({ title, clientName }, dialog.pending)}
    >
      <FormField<NewProjectValues> name="title" label="Project title">
        {(c) => <Input {...c} {...form.register('title')} autoComplete="off" autoFocus />}
      </FormField>
      <FormField<NewProjectValues> name="clientName" label="Client name" hint="Pick one of your clients to link the project to them.">
        {(c) => <Input {...c} {...form.register('clientName')} list={listId} autoComplete="off" />}
      </FormField>
      <datalist id={listId}>
        {(clients.data ?? []).map((cl) => (
          <option key={cl.id} value={cl.name} />
        ))}
      </datalist>
      <FormField<NewProjectValues> name="description" label={<>Description <Optional /></>}>
        {(c) => <Textarea {...c} {...form.register('description')} rows={4} style={{ minHeight: 0 }} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField<NewProjectValues> name="budget" label={<>Budget ($) <Optional /></>}>
          {(c) => <Input {...c} {...form.register('budget')} inputMode="decimal" placeholder="0" />}
        </FormField>
        <FormField<NewProjectValues> name="deadline" label={<>Deadline <Optional /></>}>
          {(c) => <Input {...c} {...form.register('deadline')} type="date" />}
        </FormField>
      </div>
      <FormField<NewProjectValues> name="status" label="Status">
        {(c) => (
          <Select {...c} {...form.register('status')}>
            {NEW_PROJECT_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormDialog>
  )
}
