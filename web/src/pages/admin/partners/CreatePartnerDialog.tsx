import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { applyServerErrors, FormField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../components/ui/use-toast'
import { InvitationLink } from './InvitationLink'
import { createPartner, PARTNERS_KEY } from './partnerApi'
import { CREATE_PARTNER_DEFAULTS, CREATE_PARTNER_FIELDS, createPartnerSchema, type CreatePartnerValues } from './partnerForms'
import type { CreatedPartner } from './partnerModel'

/** The Create partner button and its dialog: the form, then the one-time invitation link. */
export function CreatePartnerDialog({ onCreated }: { onCreated?: (partnerId: number) => void }) {
  const [open, setOpen] = useState(false)
  const [created, setCreated] = useState<CreatedPartner | null>(null)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) setCreated(null)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <UserPlus aria-hidden="true" />
        Create Partner
      </Button>
      {!open ? null : created ? (
        <DialogContent closeLabel="Close">
          <Created created={created} onDone={() => onOpenChange(false)} onOpenPartner={onCreated} />
        </DialogContent>
      ) : (
        <CreateForm onCreated={setCreated} />
      )}
    </Dialog>
  )
}

function CreateForm({ onCreated }: { onCreated: (c: CreatedPartner) => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(createPartnerSchema, CREATE_PARTNER_DEFAULTS)
  const mutation = useMutation({ mutationFn: createPartner })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await mutation.mutateAsync({
        company: values.company,
        contactName: values.contactName,
        email: values.email,
        phone: values.phone,
        website: values.website,
        revenueSharePercentage: Number(values.revenueSharePercentage),
      })
      void queryClient.invalidateQueries({ queryKey: PARTNERS_KEY })
      toast({ title: 'Partner created', description: `${created.partner.company} is invited.` })
      onCreated(created)
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, CREATE_PARTNER_FIELDS)
      if (!matched) toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to create partner' })
    }
  })

  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title="Create partner"
      description="The partner gets an invitation link to choose a password. Their account is Invited until they do."
      submit={
        <Button type="submit" loading={form.formState.isSubmitting}>
          Create Partner
        </Button>
      }
    >
        <FormField<CreatePartnerValues> name="company" label="Company">
          {(c) => <Input {...c} {...form.register('company')} autoComplete="organization" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField<CreatePartnerValues> name="contactName" label="Contact name">
            {(c) => <Input {...c} {...form.register('contactName')} autoComplete="name" />}
          </FormField>
          <FormField<CreatePartnerValues> name="email" label="Email">
            {(c) => <Input {...c} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />}
          </FormField>
          <FormField<CreatePartnerValues> name="phone" label="Phone">
            {(c) => <Input {...c} {...form.register('phone')} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField<CreatePartnerValues> name="revenueSharePercentage" label="Revenue share (%)" hint="The partner's part of each payment.">
            {(c) => (
              <Input {...c} {...form.register('revenueSharePercentage')} type="number" inputMode="numeric" min={1} max={100} step={1} />
            )}
          </FormField>
        </div>
        <FormField<CreatePartnerValues> name="website" label="Website">
          {(c) => <Input {...c} {...form.register('website')} type="url" inputMode="url" placeholder="https://" autoComplete="url" />}
        </FormField>
    </FormDialogContent>
  )
}

function Created({
  created,
  onDone,
  onOpenPartner,
}: {
  created: CreatedPartner
  onDone: () => void
  onOpenPartner?: (partnerId: number) => void
}) {
  return (
    <>
      <DialogTitle className="pr-10">Partner created</DialogTitle>
      <DialogDescription className="mt-1">
        {created.partner.company} ({created.partner.email}) can sign in once they open this link and choose a password.
      </DialogDescription>
      <div className="mt-5">
        <InvitationLink invitation={created} who={created.partner.company} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onOpenPartner ? (
          <Button
            variant="secondary"
            onClick={() => {
              onDone()
              onOpenPartner(created.partner.id)
            }}
          >
            View Partner
          </Button>
        ) : null}
        <Button onClick={onDone}>Done</Button>
      </div>
    </>
  )
}
