import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Ban, Pause, Play, Repeat, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { applyServerErrors, FormField, FormRoot } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../lib/api'
import { usdFromCents } from '../../../lib/money'
import { RULES } from '../../../lib/rules'
import { SUBSCRIPTION_STATUS, type Subscription, type SubscriptionStatus } from '../../../lib/revenueModel'
import { cancelSubscriptionSchema } from './partnerForms'
import { formatDay, type PartnerDetail } from './partnerModel'
import { RecordSubscriptionDialog } from './RecordSubscriptionDialog'
import { Section } from './states'
import { fetchSubscriptions, setSubscriptionStatus, subscriptionsKey } from './subscriptionApi'
import { Can } from '../common/Can'

/** The partner's client subscriptions (their recurring revenue), Record subscription, and status changes. */
export function SubscriptionsSection({ detail }: { detail: PartnerDetail }) {
  const { partner, clients } = detail
  const query = useQuery({ queryKey: subscriptionsKey(partner.id), queryFn: ({ signal }) => fetchSubscriptions(partner.id, signal), staleTime: 0 })
  const subs = query.data ?? []
  const mrr = subs.filter((s) => s.status === 'active').reduce((sum, s) => sum + s.monthlyValueCents, 0)
  const active = subs.filter((s) => s.status === 'active').length
  return (
    <Section title={query.data ? `Subscriptions (${subs.length})` : 'Subscriptions'} action={
        <Can permission="money">
          <RecordSubscriptionDialog partner={partner} clients={clients} />
        </Can>
      }>
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger-500/30 bg-danger-50 px-4 py-3 text-sm text-danger-700">
          {apiErrorMessage(query.error) ?? 'Subscriptions could not be loaded.'}
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        </div>
      ) : !query.data ? (
        <p role="status" className="rounded-xl border border-slate-200 px-4 py-5 text-sm text-slate-600">
          Loading subscriptions...
        </p>
      ) : subs.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600">
          <Repeat aria-hidden="true" className="size-4 text-slate-400" />
          No subscriptions recorded yet.
        </p>
      ) : (
        <>
          <dl className="mb-3 grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">MRR</dt>
              <dd className="mt-0.5 text-lg font-bold tabular-nums text-slate-900">{usdFromCents(mrr)}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Active</dt>
              <dd className="mt-0.5 text-lg font-bold tabular-nums text-slate-900">{active}</dd>
            </div>
          </dl>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Subscriptions">
            {subs.map((s) => (
              <SubscriptionRow key={s.id} partnerId={partner.id} sub={s} />
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}

function SubscriptionRow({ partnerId, sub }: { partnerId: number; sub: Subscription }) {
  const queryClient = useQueryClient()
  const [cancelling, setCancelling] = useState(false)
  const mutation = useMutation({
    mutationFn: (status: SubscriptionStatus) => setSubscriptionStatus(partnerId, sub.id, status),
    onSuccess: (s) => {
      toast({ title: 'Subscription updated', description: `${s.productName} is now ${SUBSCRIPTION_STATUS[s.status].label.toLowerCase()}.` })
      return queryClient.invalidateQueries({ queryKey: subscriptionsKey(partnerId) })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: apiErrorMessage(error) ?? 'Failed to update the subscription' }),
  })
  const status = SUBSCRIPTION_STATUS[sub.status] ?? { label: sub.status, tone: 'neutral' as const }
  const what = `${sub.productName}${sub.clientName ? ` for ${sub.clientName}` : ''}`
  return (
    <li className="px-4 py-3" data-subscription-id={sub.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            {sub.productName}
            {sub.planType ? <span className="font-normal text-slate-600"> · {sub.planType}</span> : null}
          </p>
          <p className="text-[13px] text-slate-600 break-words">
            {sub.clientName || 'No client named'} · since <time dateTime={sub.startDate ?? undefined}>{formatDay(sub.startDate)}</time>
          </p>
        </div>
        <p className="text-right text-lg font-bold tabular-nums text-slate-900">
          {usdFromCents(sub.monthlyValueCents)}
          <span className="block text-xs font-normal text-slate-500">a month · partner {usdFromCents(sub.partnerShareCents)}</span>
        </p>
      </div>
      {sub.status === 'cancelled' ? (
        <p className="mt-1 text-[13px] text-slate-600 break-words">
          Cancelled {formatDay(sub.cancellationDate)}
          {sub.cancellationReason ? `: ${sub.cancellationReason}` : ''}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <Badge tone={status.tone} className="px-2.5 py-0.5">
          {status.label}
        </Badge>
        <Can permission="money">
          <div className="flex flex-wrap gap-1">
            {sub.status === 'active' ? (
              <Button size="sm" variant="ghost" className="h-8 px-2.5 text-[13px]" loading={mutation.isPending} onClick={() => mutation.mutate('paused')} aria-label={`Pause ${what}`}>
                <Pause aria-hidden="true" />
                Pause
              </Button>
            ) : (
              <Button size="sm" variant="ghost" className="h-8 px-2.5 text-[13px]" loading={mutation.isPending} onClick={() => mutation.mutate('active')} aria-label={`${sub.status === 'paused' ? 'Resume' : 'Reactivate'} ${what}`}>
                {sub.status === 'paused' ? <Play aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
                {sub.status === 'paused' ? 'Resume' : 'Reactivate'}
              </Button>
            )}
            {sub.status !== 'cancelled' ? (
              <Button size="sm" variant="ghost" className="h-8 px-2.5 text-[13px] text-danger-700 hover:bg-danger-50 hover:text-danger-700" onClick={() => setCancelling(true)} aria-haspopup="dialog" aria-label={`Cancel ${what}`}>
                <Ban aria-hidden="true" />
                Cancel
              </Button>
            ) : null}
          </div>
        </Can>
      </div>
      <CancelDialog open={cancelling} onOpenChange={setCancelling} partnerId={partnerId} sub={sub} />
    </li>
  )
}

function CancelDialog({ open, onOpenChange, partnerId, sub }: { open: boolean; onOpenChange: (o: boolean) => void; partnerId: number; sub: Subscription }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close" className="sm:max-w-md">
        {open ? <CancelForm partnerId={partnerId} sub={sub} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function CancelForm({ partnerId, sub, onDone }: { partnerId: number; sub: Subscription; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(cancelSubscriptionSchema, { cancellationReason: '' })
  const mutation = useMutation({ mutationFn: (reason: string) => setSubscriptionStatus(partnerId, sub.id, 'cancelled', reason) })
  const onSubmit = form.handleSubmit(async ({ cancellationReason }) => {
    try {
      await mutation.mutateAsync(cancellationReason)
      await queryClient.invalidateQueries({ queryKey: subscriptionsKey(partnerId) })
      toast({ title: 'Subscription cancelled', description: `${sub.productName} no longer counts in the recurring revenue.` })
      onDone()
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, ['cancellationReason'])
      if (!matched) toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to cancel the subscription' })
    }
  })
  return (
    <>
      <DialogTitle className="pr-10">Cancel {sub.productName}?</DialogTitle>
      <DialogDescription className="mt-1">
        {usdFromCents(sub.monthlyValueCents)} a month{sub.clientName ? ` from ${sub.clientName}` : ''} stops counting from today. The record and your reason are kept.
      </DialogDescription>
      <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4" aria-label="Cancel subscription">
        <FormField<{ cancellationReason: string }> name="cancellationReason" label="Reason">
          {(c) => <Textarea {...c} {...form.register('cancellationReason')} maxLength={RULES.revenue.cancellationReason} className="min-h-[110px]" autoFocus />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Keep It</Button>
          </DialogClose>
          <Button type="submit" variant="destructive" loading={form.formState.isSubmitting}>
            Cancel Subscription
          </Button>
        </div>
      </FormRoot>
    </>
  )
}
