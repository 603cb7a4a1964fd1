import { useQuery } from '@tanstack/react-query'
import { CreditCard } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { ADMIN_KEY, getJSON } from '../adminApi'
import { TabEmpty, TabError, TabHeader, TabLoading } from '../common/TabStates'
import { formatAmount, formatDateTime, totalsByCurrency, type Purchase } from './purchaseModel'

const PURCHASES_KEY = [...ADMIN_KEY, 'purchases'] as const

/** Admin tab: licence purchases as the payment provider reported them, newest first. */
export default function PurchasesTab() {
  const query = useQuery({ queryKey: PURCHASES_KEY, queryFn: ({ signal }) => getJSON<Purchase[]>('/api/admin/purchases', signal) })

  const list = query.data ?? []
  const totals = totalsByCurrency(list)

  return (
    <section aria-labelledby="admin-purchases-title" className="space-y-6">
      <TabHeader
        id="admin-purchases-title"
        title="Purchases"
        lead="Completed checkouts and subscriptions, newest first."
        action={
          list.length > 0 ? (
            <dl className="flex gap-3">
              <div className="rounded-xl bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-200">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Purchases</dt>
                <dd className="mt-0.5 text-xl font-bold tabular-nums">{list.length}</dd>
              </div>
              <div className="rounded-xl bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-200">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Total</dt>
                <dd className="mt-0.5 text-xl font-bold tabular-nums">{totals.map(([c, v]) => formatAmount(v, c)).join(' + ')}</dd>
              </div>
            </dl>
          ) : undefined
        }
      />
      {query.isPending ? (
        <TabLoading>Loading purchases...</TabLoading>
      ) : query.isError ? (
        <TabError what="purchases" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <TabEmpty icon={<CreditCard aria-hidden="true" />} title="No purchases yet">
          Purchases arrive from Stripe: each completed checkout is sent to this site's webhook, verified, and listed here. If
          you expected one, check that the webhook points at /api/webhooks/stripe and its signing secret is set on the server.
        </TabEmpty>
      ) : (
        <div className="overflow-x-auto rounded-card border border-slate-200 bg-white shadow-card" role="region" aria-label="Purchases" tabIndex={0}>
          <table className="w-full min-w-[720px] text-left text-[14px]">
            <thead className="border-b border-slate-200 bg-mist text-xs font-semibold uppercase tracking-wider text-slate-600">
              <tr>
                <th scope="col" className="px-5 py-3">Date</th>
                <th scope="col" className="px-5 py-3">E-mail</th>
                <th scope="col" className="px-5 py-3">Customer</th>
                <th scope="col" className="px-5 py-3 text-right">Amount</th>
                <th scope="col" className="px-5 py-3">Status</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((p) => (
                <tr key={p.id}>
                  <td className="whitespace-nowrap px-5 py-3 tabular-nums text-slate-600">
                    <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>
                  </td>
                  <td className="px-5 py-3">
                    {p.email ? (
                      <a href={`mailto:${p.email}`} className="break-all font-medium text-brand-700 hover:text-brand-800">
                        {p.email}
                      </a>
                    ) : (
                      <span className="text-slate-400">—</span>
                    )}
                  </td>
                  <td className="px-5 py-3">
                    <code className="font-mono text-[13px] text-slate-700">{p.stripeCustomerId || '—'}</code>
                    {p.stripeSubscriptionId ? (
                      <span className="block font-mono text-[12px] text-slate-500">{p.stripeSubscriptionId}</span>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap px-5 py-3 text-right font-semibold tabular-nums text-slate-900">
                    {formatAmount(p.amountCents, p.currency)}
                  </td>
                  <td className="px-5 py-3">
                    <Badge tone={p.status === 'active' || p.status === 'complete' || p.status === 'paid' ? 'success' : 'neutral'} className="px-2.5 py-0.5 capitalize">
                      {p.status}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
