import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applyServerErrors, FormField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../components/ui/use-toast'
import { partnerKey, PARTNERS_KEY, recordPayment } from './partnerApi'
import { PAYMENT_FIELDS, paymentSchema, type PaymentValues } from './partnerForms'
import { ChoiceField, DollarsField, RecordDialog } from './recordFields'
import { formatCents, todayISO, type Partner, type PartnerProject } from './partnerModel'

const NO_PROJECT = 'none'

/** Record payment: an amount in dollars (the server keeps cents and computes the split). */
export function RecordPaymentDialog({ partner, projects }: { partner: Partner; projects: PartnerProject[] }) {
  return <RecordDialog label="Record Payment">{(onDone) => <PaymentForm partner={partner} projects={projects} onDone={onDone} />}</RecordDialog>
}

function PaymentForm({ partner, projects, onDone }: { partner: Partner; projects: PartnerProject[]; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(paymentSchema, {
    amount: '',
    receivedAt: todayISO(),
    status: 'paid',
    projectId: NO_PROJECT,
    description: '',
  })
  const mutation = useMutation({
    mutationFn: (values: PaymentValues) =>
      recordPayment(partner.id, {
        amount: values.amount.trim(),
        receivedAt: values.receivedAt,
        status: values.status,
        projectId: values.projectId === NO_PROJECT ? undefined : Number(values.projectId),
        description: values.description.trim(),
      }),
  })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const payment = await mutation.mutateAsync(values)
      await queryClient.invalidateQueries({ queryKey: partnerKey(partner.id) })
      void queryClient.invalidateQueries({ queryKey: PARTNERS_KEY, exact: true })
      toast({
        title: 'Payment recorded',
        description: `${formatCents(payment.grossCents)}: ${formatCents(payment.partnerShareCents)} to the partner, ${formatCents(payment.platformShareCents)} to the platform.`,
      })
      onDone()
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, PAYMENT_FIELDS)
      if (!matched) toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to record payment' })
    }
  })

  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title="Record payment"
      description={
        <>
          Money received for {partner.company}&apos;s work. It is split on the server: {partner.revenueSharePercentage}% to the partner, the
          rest to the platform.
        </>
      }
      submit={
        <Button type="submit" loading={form.formState.isSubmitting}>
          Record Payment
        </Button>
      }
    >
        <div className="grid gap-4 sm:grid-cols-2">
          <DollarsField<PaymentValues> name="amount" label="Amount (USD)" hint="Dollars, such as 1250.50" />
          <FormField<PaymentValues> name="receivedAt" label="Received on">
            {(c) => <Input {...c} {...form.register('receivedAt')} type="date" />}
          </FormField>
          <ChoiceField<PaymentValues>
            name="status"
            label="Status"
            options={[
              { value: 'paid', label: 'Paid' },
              { value: 'pending', label: 'Pending' },
            ]}
          />
          <ChoiceField<PaymentValues>
            name="projectId"
            label="Project"
            options={[{ value: NO_PROJECT, label: 'No project' }, ...projects.map((p) => ({ value: String(p.id), label: p.title }))]}
          />
        </div>
        <FormField<PaymentValues> name="description" label="Description">
          {(c) => <Input {...c} {...form.register('description')} autoComplete="off" placeholder="Optional" />}
        </FormField>
    </FormDialogContent>
  )
}
