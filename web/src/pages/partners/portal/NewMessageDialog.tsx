import { useQuery } from '@tanstack/react-query'
import { FormField } from '../../../components/form/form'
import { useCreateDialog } from '../../../components/form/useCreateDialog'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { FormDialog } from '../../../components/ui/form-frames'
import { emptyNewMessage, newMessagePayload, newMessageSchema, type NewMessageValues } from '../rules/messageRules'
import { keys, send, type Client, type Project } from './api'
import { Optional } from './fields'
import { Select } from '../../../components/ui/select'
import { getJSON } from '../../../lib/api'
import { useRefreshPartnerData } from './useInvalidate'

const FIELDS = ['clientId', 'projectId', 'subject', 'message'] as const

/** New Message: a note to a client, read in their portal. */
export function NewMessageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useSchemaForm(newMessageSchema, emptyNewMessage, 'onSubmit')
  const clients = useQuery({ queryKey: keys.clients, queryFn: ({ signal }) => getJSON<Client[]>('/api/clients', signal), enabled: open })
  const projects = useQuery({
    queryKey: keys.projects('all'),
    queryFn: ({ signal }) => getJSON<Project[]>('/api/partner-projects', signal),
    enabled: open,
  })
  const dialog = useCreateDialog({
    form,
    open,
    onOpenChange,
    empty: emptyNewMessage,
    create: (values: NewMessageValues) => send<unknown>('POST', '/api/partner/messages', newMessagePayload(values)),
    created: (_, values) => {
      const to = clients.data?.find((c) => String(c.id) === values.clientId)?.name
      return { title: 'Message Sent', description: to ? `${to} will see it in their portal.` : 'Your client will see it in their portal.' }
    },
    refresh: useRefreshPartnerData(),
    fields: FIELDS,
    failed: { title: 'Error', description: 'Failed to send message', always: true },
  })

  const clientId = form.watch('clientId')
  const clientProjects = (projects.data ?? []).filter((p) => String(p.clientId) === clientId)
  const noClients = clients.data?.length === 0

  return (
    <FormDialog
      {...dialog}
      title="New Message"
      description="Your client reads it in their portal and can reply there."
      submitLabel="Send Message"
      pendingLabel="Sending..."
      disabled={noClients}
    >
      {noClients ? <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">Add a client in the Clients tab before sending a message.</p> : null}
      <FormField<NewMessageValues> name="clientId" label="To">
        {(c) => (
          <Select {...c} {...form.register('clientId', { onChange: () => form.setValue('projectId', '') })}>
            <option value="">Choose a client</option>
            {(clients.data ?? []).map((cl) => (
              <option key={cl.id} value={String(cl.id)}>
                {cl.name}
                {cl.company ? ` (${cl.company})` : ''}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField<NewMessageValues> name="projectId" label={<>Project <Optional /></>}>
        {(c) => (
          <Select {...c} {...form.register('projectId')} disabled={clientProjects.length === 0}>
            <option value="">{clientProjects.length === 0 ? 'No projects for this client' : 'No particular project'}</option>
            {clientProjects.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.title}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField<NewMessageValues> name="subject" label={<>Subject <Optional /></>}>
        {(c) => <Input {...c} {...form.register('subject')} autoComplete="off" />}
      </FormField>
      <FormField<NewMessageValues> name="message" label="Message">
        {(c) => <Textarea {...c} {...form.register('message')} rows={5} style={{ minHeight: 0 }} />}
      </FormField>
    </FormDialog>
  )
}
