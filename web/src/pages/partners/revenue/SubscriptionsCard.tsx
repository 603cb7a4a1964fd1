import { Users } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { usdFromCents } from '../../../lib/money'
import { useMediaQuery } from '../../../lib/useMediaQuery'
import { day } from '../../../lib/format'
import { SUBSCRIPTION_STATUS, type Subscription } from '../../../lib/revenueModel'

function StatusBadge({ status }: { status: Subscription['status'] }) {
  const s = SUBSCRIPTION_STATUS[status] ?? { label: status, tone: 'neutral' as const }
  return (
    <Badge tone={s.tone} className="px-2.5 py-0.5">
      {s.label}
    </Badge>
  )
}

/** Every client subscription the platform recorded for the partner. */
export function SubscriptionsCard({ subscriptions }: { subscriptions: Subscription[] }) {
  const wide = useMediaQuery('(min-width: 768px)')
  return (
    <Card className="p-5 sm:p-6">
      <h2 id="subs-heading" className="text-lg font-semibold text-slate-900">
        Client subscriptions <span className="font-normal text-slate-500">({subscriptions.length})</span>
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">The products your clients pay for every month.</p>
      {subscriptions.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Users aria-hidden="true" className="size-5" />
          </span>
          <p className="mt-3 font-semibold text-slate-900">No subscriptions yet</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">When a client signs up for a monthly plan, the platform records it here with its value and status.</p>
        </div>
      ) : wide ? (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm" aria-labelledby="subs-heading">
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">Client</th>
                <th scope="col" className="px-4 py-3">Product</th>
                <th scope="col" className="px-4 py-3">Plan</th>
                <th scope="col" className="px-4 py-3 text-right">Monthly value</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Started</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {subscriptions.map((s) => (
                <tr key={s.id} data-subscription-id={s.id}>
                  <td className="px-4 py-3 font-medium text-slate-900 break-words">{s.clientName || <span className="font-normal text-slate-500">No client named</span>}</td>
                  <td className="px-4 py-3 text-slate-700 break-words">{s.productName}</td>
                  <td className="px-4 py-3 text-slate-700">{s.planType || <span className="text-slate-400">—</span>}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums text-slate-900">{usdFromCents(s.monthlyValueCents)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={s.status} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600">{day(s.startDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200" aria-labelledby="subs-heading">
          {subscriptions.map((s) => (
            <li key={s.id} data-subscription-id={s.id} className="px-4 py-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900 break-words">{s.productName}</p>
                  <p className="text-sm text-slate-600 break-words">
                    {s.clientName || 'No client named'}
                    {s.planType ? ` · ${s.planType}` : ''}
                  </p>
                </div>
                <p className="shrink-0 text-right font-semibold tabular-nums text-slate-900">
                  {usdFromCents(s.monthlyValueCents)}
                  <span className="block text-xs font-normal text-slate-500">a month</span>
                </p>
              </div>
              <div className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600">
                <StatusBadge status={s.status} />
                <span>Started {day(s.startDate)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
