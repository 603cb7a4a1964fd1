import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Receipt } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../lib/api'
import { partnerKey, setPaymentStatus } from './partnerApi'
import type { Payment } from '../../../lib/revenueModel'
import { formatCents, formatDay, type PartnerDetail } from './partnerModel'
import { RecordPaymentDialog } from './RecordPaymentDialog'
import { Section } from './states'
import { Can } from '../common/Can'

/** The partner's payments with the server's split, totals, and Record payment. */
export function PaymentsSection({ detail }: { detail: PartnerDetail }) {
  const { partner, payments, projects } = detail
  const total = payments.reduce((sum, p) => sum + p.grossCents, 0)
  const toPartner = payments.reduce((sum, p) => sum + p.partnerShareCents, 0)
  return (
    <Section title={`Payments (${payments.length})`} action={
        <Can permission="money">
          <RecordPaymentDialog partner={partner} projects={projects} />
        </Can>
      }>
      {payments.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600">
          <Receipt aria-hidden="true" className="size-4 text-slate-400" />
          No payments recorded yet.
        </p>
      ) : (
        <>
          <dl className="mb-3 grid grid-cols-2 gap-3">
            <Total label="Received" value={formatCents(total)} />
            <Total label={`Partner's ${partner.revenueSharePercentage}%`} value={formatCents(toPartner)} />
          </dl>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Payments">
            {payments.map((p) => (
              <PaymentRow key={p.id} partnerId={partner.id} payment={p} />
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  )
}

function PaymentRow({ partnerId, payment }: { partnerId: number; payment: Payment }) {
  const queryClient = useQueryClient()
  const next = payment.status === 'paid' ? 'pending' : 'paid'
  const mutation = useMutation({
    mutationFn: () => setPaymentStatus(partnerId, payment.id, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKey(partnerId) }),
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: apiErrorMessage(error) ?? 'Failed to update payment' }),
  })
  const title = payment.description || payment.project || 'Payment'
  return (
    <li className="px-4 py-3" data-payment-id={payment.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{title}</p>
          <p className="text-[13px] text-slate-600">
            <time dateTime={payment.receivedAt}>{formatDay(payment.receivedAt)}</time>
            {payment.project && payment.description ? ` · ${payment.project}` : ''}
          </p>
        </div>
        <p className="text-lg font-bold tabular-nums text-slate-900">{formatCents(payment.grossCents)}</p>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-[13px] tabular-nums text-slate-600">
          Partner <strong className="font-semibold text-slate-800">{formatCents(payment.partnerShareCents)}</strong> · Platform{' '}
          <strong className="font-semibold text-slate-800">{formatCents(payment.platformShareCents)}</strong>
        </p>
        <div className="flex items-center gap-2">
          <Badge tone={payment.status === 'paid' ? 'success' : 'warning'} className="px-2.5 py-0.5">
            {payment.status === 'paid' ? 'Paid' : 'Pending'}
          </Badge>
          <Can permission="money">
            <Button
              size="sm"
              variant="ghost"
              className="h-8 px-2.5 text-[13px]"
              loading={mutation.isPending}
              onClick={() => mutation.mutate()}
              aria-label={`Mark ${next}: ${title} of ${formatCents(payment.grossCents)}`}
            >
              Mark {next}
            </Button>
          </Can>
        </div>
      </div>
    </li>
  )
}
