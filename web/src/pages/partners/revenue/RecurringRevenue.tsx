import { Repeat } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { usdFromCents } from '../../../lib/money'
import { cn } from '../../../lib/utils'
import type { Recurring } from '../../../lib/revenueModel'

/** Monthly recurring revenue of today's active subscriptions, and how it splits by product. */
export function RecurringRevenue({ recurring, share }: { recurring: Recurring; share: number }) {
  const top = Math.max(1, ...recurring.byProduct.map((p) => p.mrrCents))
  return (
    <Card role="region" aria-labelledby="mrr-heading" className="flex flex-col p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="mrr-heading" className="text-lg font-semibold text-slate-900">
            Monthly recurring revenue
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">Active client subscriptions today</p>
        </div>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-violet-50 text-violet-600">
          <Repeat aria-hidden="true" className="size-[18px]" />
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="MRR" value={usdFromCents(recurring.mrrCents)} strong className="col-span-2 sm:col-span-1" />
        <Figure label={`Your ${share}%`} value={usdFromCents(recurring.partnerShareCents)} />
        <Figure label="Active" value={String(recurring.activeSubscriptions)} />
      </dl>

      <h3 className="mt-6 text-xs font-semibold uppercase tracking-wider text-slate-500">MRR by product</h3>
      {recurring.byProduct.length === 0 ? (
        <p className="mt-2 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600">
          No active subscriptions yet. When a client subscribes to a product you sold, it counts here every month.
        </p>
      ) : (
        <table className="mt-2 w-full text-sm" aria-label="MRR by product">
          <thead className="sr-only">
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Active subscriptions</th>
              <th scope="col">MRR</th>
            </tr>
          </thead>
          <tbody>
            {recurring.byProduct.map((p) => (
              <tr key={p.product} data-product={p.product} className="align-top">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="block font-medium text-slate-900 break-words">{p.product}</span>
                  <span aria-hidden="true" className="mt-1.5 block h-2 overflow-hidden rounded-full bg-slate-100">
                    <span className="block h-full rounded-full bg-violet-500" style={{ width: `${Math.max(3, Math.round((p.mrrCents / top) * 100))}%` }} />
                  </span>
                </th>
                <td className="whitespace-nowrap py-2 pr-3 text-right text-slate-600">
                  {p.activeSubscriptions} {p.activeSubscriptions === 1 ? 'sub' : 'subs'}
                </td>
                <td className="whitespace-nowrap py-2 text-right font-semibold tabular-nums text-slate-900">{usdFromCents(p.mrrCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}

function Figure({ label, value, strong, className }: { label: string; value: string; strong?: boolean; className?: string }) {
  return (
    <div className={cn('min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-inset ring-slate-200', className)}>
      <dt className="truncate text-xs font-medium text-slate-500">{label}</dt>
      <dd className={strong ? 'mt-0.5 truncate text-lg font-bold tabular-nums text-slate-900' : 'mt-0.5 truncate text-lg font-semibold tabular-nums text-slate-800'}>{value}</dd>
    </div>
  )
}
