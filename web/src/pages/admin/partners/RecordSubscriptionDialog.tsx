import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applyServerErrors, FormField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../components/ui/use-toast'
import { usdFromCents } from '../../../lib/money'
import { RULES } from '../../../lib/rules'
import { SUBSCRIPTION_STATUS, type SubscriptionStatus } from '../../../lib/revenueModel'
import { SUBSCRIPTION_FIELDS, subscriptionSchema, type SubscriptionValues } from './partnerForms'
import { ChoiceField, DollarsField, RecordDialog } from './recordFields'
import { todayISO, type Partner, type PartnerClient } from './partnerModel'
import { recordSubscription, subscriptionsKey } from './subscriptionApi'

const NO_CLIENT = 'none'
const STATUSES = Object.keys(SUBSCRIPTION_STATUS) as SubscriptionStatus[]

/** Record subscription: a client's monthly plan, in dollars (the server keeps cents and the partner's share). */
export function RecordSubscriptionDialog({ partner, clients }: { partner: Partner; clients: PartnerClient[] }) {
  return (
    <RecordDialog label="Record Subscription">{(onDone) => <SubscriptionForm partner={partner} clients={clients} onDone={onDone} />}</RecordDialog>
  )
}

function SubscriptionForm({ partner, clients, onDone }: { partner: Partner; clients: PartnerClient[]; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(subscriptionSchema, {
    clientId: clients.length === 1 ? String(clients[0]!.id) : NO_CLIENT,
    productName: '',
    planType: '',
    monthlyValue: '',
    startDate: todayISO(),
    status: 'active',
  })
  const mutation = useMutation({
    mutationFn: (v: SubscriptionValues) =>
      recordSubscription(partner.id, {
        clientId: v.clientId === NO_CLIENT ? undefined : Number(v.clientId),
        productName: v.productName.trim(),
        planType: v.planType.trim(),
        monthlyValue: v.monthlyValue.trim(),
        startDate: v.startDate,
        status: v.status,
      }),
  })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sub = await mutation.mutateAsync(values)
      await queryClient.invalidateQueries({ queryKey: subscriptionsKey(partner.id) })
      toast({
        title: 'Subscription recorded',
        description: `${sub.productName}: ${usdFromCents(sub.monthlyValueCents)} a month, ${usdFromCents(sub.partnerShareCents)} of it to the partner.`,
      })
      onDone()
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, SUBSCRIPTION_FIELDS)
      if (!matched) toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to record the subscription' })
    }
  })

  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title="Record subscription"
      description={
        <>
          A monthly plan one of {partner.company}&apos;s clients pays for. It counts in their recurring revenue while it is active;{' '}
          {partner.revenueSharePercentage}% of it is theirs.
        </>
      }
      submit={
        <Button type="submit" loading={form.formState.isSubmitting}>
          Record Subscription
        </Button>
      }
    >
        <ChoiceField<SubscriptionValues>
          name="clientId"
          label="Client"
          hint={clients.length === 0 ? 'This partner has no clients yet.' : undefined}
          markInvalid
          options={[
            { value: NO_CLIENT, label: 'No client named' },
            ...clients.map((cl) => ({ value: String(cl.id), label: cl.company ? `${cl.name} (${cl.company})` : cl.name })),
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField<SubscriptionValues> name="productName" label="Product">
            {(c) => <Input {...c} {...form.register('productName')} maxLength={RULES.revenue.productName} autoComplete="off" placeholder="Voice agent" />}
          </FormField>
          <FormField<SubscriptionValues> name="planType" label="Plan">
            {(c) => <Input {...c} {...form.register('planType')} maxLength={RULES.revenue.planType} autoComplete="off" placeholder="Optional, such as Pro" />}
          </FormField>
          <DollarsField<SubscriptionValues> name="monthlyValue" label="Monthly value (USD)" hint="Dollars, such as 297.50" />
          <FormField<SubscriptionValues> name="startDate" label="Start date">
            {(c) => <Input {...c} {...form.register('startDate')} type="date" />}
          </FormField>
          <ChoiceField<SubscriptionValues>
            name="status"
            label="Status"
            options={STATUSES.map((s) => ({ value: s, label: SUBSCRIPTION_STATUS[s].label }))}
          />
        </div>
    </FormDialogContent>
  )
}
