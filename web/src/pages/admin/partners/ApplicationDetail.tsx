import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, Mail, X } from 'lucide-react'
import { useState } from 'react'
import { applyServerErrors, FormField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../lib/api'
import { InvitationLink } from './InvitationLink'
import { approveApplication, APPLICATIONS_KEY, declineApplication, PARTNERS_KEY } from './partnerApi'
import { declineSchema } from './partnerForms'
import { answerEntries, formatDateTime, type Application, type ApprovedApplication } from './partnerModel'
import { ApplicationStatusBadge } from './PartnerStatusBadge'
import { Section } from './states'
import { useCan } from '../common/Can'

/** Everything an applicant entered, with Approve and Decline while it is pending. */
export function ApplicationDetailSheet({ application, onClose }: { application: Application | undefined; onClose: () => void }) {
  return (
    <Dialog open={application !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent closeLabel="Close application" className="sm:max-w-2xl">
        {application ? <Detail key={application.id} application={application} /> : null}
      </SheetContent>
    </Dialog>
  )
}

function Detail({ application: a }: { application: Application }) {
  const queryClient = useQueryClient()
  const [approved, setApproved] = useState<ApprovedApplication | null>(null)
  const [declining, setDeclining] = useState(false)
  const answers = answerEntries(a.answers)
  const canManage = useCan()('manage')

  const approve = useMutation({
    mutationFn: () => approveApplication(a.id),
    onSuccess: async (created) => {
      setApproved(created)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: PARTNERS_KEY, exact: true }),
      ])
      toast({
        title: 'Application approved',
        description: created.joined
          ? `Joined to ${created.partner.company}'s existing partner account.`
          : `${created.partner.company} is now an invited partner.`,
      })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: apiErrorMessage(error) ?? 'Failed to approve the application' }),
  })

  return (
    <div className="flex-1 overflow-y-auto">
      <div className="border-b border-slate-100 px-5 pb-5 pr-16 pt-6 sm:px-7">
        <div className="flex items-start gap-4">
          {a.logoUrl ? (
            <img
              src={a.logoUrl}
              alt={`${a.businessName} logo`}
              width={72}
              height={72}
              className="size-18 shrink-0 rounded-2xl bg-white object-contain p-1.5 ring-1 ring-slate-200"
            />
          ) : null}
          <div className="min-w-0">
            <ApplicationStatusBadge status={a.status} />
            <DialogTitle className="mt-2 break-words">{a.businessName}</DialogTitle>
            <DialogDescription className="mt-1">
              Application #{a.id} · sent <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
            </DialogDescription>
          </div>
        </div>

        {a.status === 'pending' && canManage ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => approve.mutate()} loading={approve.isPending}>
              {approve.isPending ? null : <Check aria-hidden="true" />}
              Approve
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDeclining(true)} aria-haspopup="dialog" disabled={approve.isPending}>
              <X aria-hidden="true" />
              Decline
            </Button>
          </div>
        ) : null}
        {approved && !approved.joined ? (
          <div className="mt-4">
            <InvitationLink invitation={approved} who={approved.partner.company} />
          </div>
        ) : null}
        {approved?.joined ? (
          <p role="status" className="mt-4 rounded-xl bg-success-50 px-4 py-3 text-[15px] text-slate-800 ring-1 ring-inset ring-success-100">
            This address already had a partner account (a licence bought before onboarding), so the application was joined to it:
            its branding is filled from these answers where it had none. There is no invitation to send.
          </p>
        ) : null}
        {a.status === 'declined' && a.declineReason ? (
          <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200">
            <p className="text-[13px] font-semibold text-slate-600">Reason for declining</p>
            <p className="mt-1 whitespace-pre-line text-[15px] text-slate-800">{a.declineReason}</p>
          </div>
        ) : null}
        {a.status === 'approved' && !approved ? (
          <p className="mt-4 text-sm text-slate-600">
            Approved{a.partnerId ? ` as partner #${a.partnerId}` : ''}. Resend the invitation from the partner&apos;s page if needed.
          </p>
        ) : null}
      </div>

      <div className="space-y-8 px-5 py-6 sm:px-7">
        <Section title="Applicant">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Entry label="Full name" value={a.fullName} />
            <div className="min-w-0">
              <dt className="text-[13px] font-medium text-slate-500">Business email</dt>
              <dd className="mt-0.5 text-[15px]">
                <a href={`mailto:${a.email}`} className="inline-flex items-center gap-1.5 break-all text-brand-700 hover:underline">
                  <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                  {a.email}
                </a>
              </dd>
            </div>
            {a.leadId ? <Entry label="Lead" value={`#${a.leadId}`} /> : null}
            <Entry label="Last updated" value={formatDateTime(a.updatedAt)} />
          </dl>
        </Section>
        <Section title="Answers">
          {answers.length === 0 ? (
            <p className="text-sm text-slate-600">No answers were recorded.</p>
          ) : (
            <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {answers.map((e) => (
                <div key={e.key} className="grid gap-1 px-4 py-3 sm:grid-cols-[180px_1fr] sm:gap-4">
                  <dt className="text-[13px] font-medium text-slate-500">{e.label}</dt>
                  <dd className="whitespace-pre-line break-words text-[15px] text-slate-900">{e.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </Section>
        {a.logoUrl ? (
          <Section title="Logo">
            <a href={a.logoUrl} target="_blank" rel="noopener noreferrer" className="inline-block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-500">
              <img
                src={a.logoUrl}
                alt={`${a.businessName} logo, full size`}
                width={240}
                height={160}
                className="h-40 w-60 rounded-xl bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] object-contain p-3 ring-1 ring-slate-200"
              />
            </a>
          </Section>
        ) : null}
      </div>

      <DeclineDialog application={a} open={declining} onOpenChange={setDeclining} />
    </div>
  )
}

function Entry({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[13px] font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-[15px] text-slate-900">{value || '—'}</dd>
    </div>
  )
}

function DeclineDialog({ application, open, onOpenChange }: { application: Application; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <DeclineForm application={application} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function DeclineForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(declineSchema, { reason: '' })
  const mutation = useMutation({ mutationFn: (reason: string) => declineApplication(application.id, reason) })

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await mutation.mutateAsync(reason)
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY })
      toast({ title: 'Application declined', description: `${application.businessName} was declined. The record is kept.` })
      onDone()
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, ['reason'])
      if (!matched) toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to decline the application' })
    }
  })

  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title={`Decline ${application.businessName}?`}
      description="The application is kept with your reason. No partner account is created."
      submit={
        <Button type="submit" variant="destructive" loading={form.formState.isSubmitting}>
          Decline Application
        </Button>
      }
    >
        <FormField<{ reason: string }> name="reason" label="Reason">
          {(c) => <Textarea {...c} {...form.register('reason')} className="min-h-[120px]" />}
        </FormField>
    </FormDialogContent>
  )
}
