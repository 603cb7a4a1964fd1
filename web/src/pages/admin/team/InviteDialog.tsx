import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { applyServerErrors, fieldsFor } from '../../../components/form/form'
import { selectFieldFor } from '../../../components/form/SelectField'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { toast } from '../../../components/ui/use-toast'
import { ApiError, isUnauthorized } from '../../../lib/api'
import { INVITE_FIELDS, inviteSchema, type InviteValues } from './teamForms'
import { inviteStaff } from './teamApi'
import { aRole, ROLE_DESCRIPTIONS, ROLE_OPTIONS, TEAM_KEY } from './teamModel'

const { TextField } = fieldsFor<InviteValues>()
const SelectField = selectFieldFor<InviteValues>()

/** Invite someone: their address and role; the server e-mails them a link to join. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <InviteForm onSent={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function InviteForm({ onSent }: { onSent: () => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(inviteSchema, { email: '', role: 'editor' })
  const role = useWatch({ control: form.control, name: 'role' })
  const mutation = useMutation({ mutationFn: inviteStaff })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const invitation = await mutation.mutateAsync(values)
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY })
      toast({ title: 'Invitation sent', description: `${invitation.email} gets an e-mail with a link to join as ${aRole(invitation.role)}.` })
      onSent()
    } catch (error) {
      if (isUnauthorized(error)) return
      const { message, matched } = applyServerErrors(form, error, INVITE_FIELDS)
      if (matched) return
      // Already on the team: said under the address, as a field's own error is.
      if (error instanceof ApiError && error.status === 409 && message) {
        form.setError('email', { type: 'server', message })
        form.setFocus('email')
        return
      }
      toast({ variant: 'destructive', title: 'Could not send the invitation', description: message ?? 'Please try again.' })
    }
  })

  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title="Invite someone"
      description="They get an e-mail with a link to choose their name and password. The link works once, for 7 days."
      submit={
        <Button type="submit" loading={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? null : <Send aria-hidden="true" />}
          Send Invitation
        </Button>
      }
    >
      <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="off" spellCheck={false} autoFocus />
      <SelectField name="role" label="Role" options={ROLE_OPTIONS} hint={ROLE_DESCRIPTIONS[role]} required />
    </FormDialogContent>
  )
}
