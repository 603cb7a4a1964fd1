import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { applyServerErrors, FormField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../components/ui/use-toast'
import { partnerKey, PARTNERS_KEY, recordPayment } from './partnerApi'
import { PAYMENT_FIELDS, paymentSchema, type PaymentValues } from './partnerForms'
import { formatCents, todayISO, type Partner, type PartnerProject } from './partnerModel'

const NO_PROJECT = 'none'

/** Record payment: an amount in dollars (the server keeps cents and computes the split). */
export function RecordPaymentDialog({ partner, projects }: { partner: Partner; projects: PartnerProject[] }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Plus aria-hidden="true" />
        Record Payment
      </Button>
      {open ? <PaymentForm partner={partner} projects={projects} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  )
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
          <FormField<PaymentValues> name="amount" label="Amount (USD)" hint="Dollars, such as 1250.50">
            {(c) => (
              <div className="relative">
                <span aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-slate-500">
                  $
                </span>
                <Input {...c} {...form.register('amount')} inputMode="decimal" autoComplete="off" className="pl-8" />
              </div>
            )}
          </FormField>
          <FormField<PaymentValues> name="receivedAt" label="Received on">
            {(c) => <Input {...c} {...form.register('receivedAt')} type="date" />}
          </FormField>
          <FormField<PaymentValues> name="status" label="Status">
            {(c) => (
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    id={c.id}
                    aria-describedby={c['aria-describedby']}
                    options={[
                      { value: 'paid', label: 'Paid' },
                      { value: 'pending', label: 'Pending' },
                    ]}
                  />
                )}
              />
            )}
          </FormField>
          <FormField<PaymentValues> name="projectId" label="Project">
            {(c) => (
              <Controller
                control={form.control}
                name="projectId"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    id={c.id}
                    aria-describedby={c['aria-describedby']}
                    options={[{ value: NO_PROJECT, label: 'No project' }, ...projects.map((p) => ({ value: String(p.id), label: p.title }))]}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <FormField<PaymentValues> name="description" label="Description">
          {(c) => <Input {...c} {...form.register('description')} autoComplete="off" placeholder="Optional" />}
        </FormField>
    </FormDialogContent>
  )
}
