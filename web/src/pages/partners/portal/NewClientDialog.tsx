import { FormField } from '../../../components/form/form'
import { useCreateDialog } from '../../../components/form/useCreateDialog'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Input } from '../../../components/ui/input'
import { FormDialog } from '../../../components/ui/form-frames'
import { canCreateClient, emptyNewClient, newClientSchema, type NewClientValues } from '../rules/clientRules'
import { send, type Client } from './api'
import { Optional } from './fields'
import { useRefreshPartnerData } from './useInvalidate'

const FIELDS = ['name', 'email', 'phone', 'company'] as const

/** Spec: New Client dialog (section 5 rules, section 8 messages). */
export function NewClientDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useSchemaForm(newClientSchema, emptyNewClient, 'onSubmit')
  const dialog = useCreateDialog({
    form,
    open,
    onOpenChange,
    empty: emptyNewClient,
    create: (body: NewClientValues) => send<Client>('POST', '/api/clients', body),
    created: (_, values) => ({ title: 'Client Created', description: `${values.name} is on your client list.` }),
    refresh: useRefreshPartnerData(),
    fields: FIELDS,
    failed: { title: 'Error', description: 'Failed to create client', always: true },
  })
  const name = form.watch('name')
  const email = form.watch('email')

  return (
    <FormDialog
      {...dialog}
      title="New Client"
      description="Add a client to share projects with them through a private portal link."
      submitLabel="Create Client"
      pendingLabel="Creating..."
      disabled={!canCreateClient({ name, email }, dialog.pending)}
    >
      <FormField<NewClientValues> name="name" label="Name">
        {(c) => <Input {...c} {...form.register('name')} autoComplete="off" autoFocus />}
      </FormField>
      <FormField<NewClientValues> name="email" label="Email">
        {(c) => <Input {...c} {...form.register('email')} type="email" inputMode="email" autoComplete="off" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField<NewClientValues> name="phone" label={<>Phone <Optional /></>}>
          {(c) => <Input {...c} {...form.register('phone')} type="tel" autoComplete="off" />}
        </FormField>
        <FormField<NewClientValues> name="company" label={<>Company <Optional /></>}>
          {(c) => <Input {...c} {...form.register('company')} autoComplete="off" />}
        </FormField>
      </div>
    </FormDialog>
  )
}
