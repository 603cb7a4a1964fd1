import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { applyServerErrors, FormField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../components/ui/use-toast'
import { FormDialog } from '../../../components/ui/form-frames'
import { canCreateClient, emptyNewClient, newClientSchema, type NewClientValues } from '../rules/clientRules'
import { send, type Client } from './api'
import { Optional } from './fields'
import { useRefreshPartnerData } from './useInvalidate'

const FIELDS = ['name', 'email', 'phone', 'company'] as const

/** Spec: New Client dialog (section 5 rules, section 8 messages). */
export function NewClientDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useSchemaForm(newClientSchema, emptyNewClient, 'onSubmit')
  const refresh = useRefreshPartnerData()
  const mutation = useMutation({ mutationFn: (body: NewClientValues) => send<Client>('POST', '/api/clients', body) })

  useEffect(() => {
    if (open) form.reset(emptyNewClient)
  }, [open, form])

  const name = form.watch('name')
  const email = form.watch('email')
  const pending = mutation.isPending

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values)
      toast({ title: 'Client Created', description: `${values.name} is on your client list.` })
      onOpenChange(false)
      await refresh()
    } catch (error) {
      const { message } = applyServerErrors(form, error, FIELDS)
      toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to create client' })
    }
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title="New Client"
      description="Add a client to share projects with them through a private portal link."
      pending={pending}
      submitLabel="Create Client"
      pendingLabel="Creating..."
      disabled={!canCreateClient({ name, email }, pending)}
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
