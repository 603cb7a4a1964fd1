import { useQuery } from '@tanstack/react-query'
import { CreditCard, Mail, UserRound } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { LoadError } from '../../../components/ui/error-panel'
import { ADMIN_KEY } from '../adminApi'
import { TabEmpty, TabHeader, TabLoading } from '../common/TabStates'
import { OutboxStatusBadge } from '../outbox/OutboxStatusBadge'
import { PartnerStatusBadge } from '../partners/PartnerStatusBadge'
import { getJSON } from '../../../lib/api'
import { accountNote, formatAmount, formatDateTime, purchaseStatus, totalsByCurrency, wasPaid, type Purchase } from './purchaseModel'

const PURCHASES_KEY = [...ADMIN_KEY, 'purchases'] as const

/** Admin tab: licence purchases as the payment provider reported them, newest first, with the account and e-mails each made. */
export default function PurchasesTab() {
  const query = useQuery({ queryKey: PURCHASES_KEY, queryFn: ({ signal }) => getJSON<Purchase[]>('/api/admin/purchases', signal) })

  const list = query.data ?? []
  const totals = totalsByCurrency(list)
  const paid = list.filter(wasPaid).length

  return (
    <section aria-labelledby="admin-purchases-title" className="space-y-6">
      <TabHeader
        id="admin-purchases-title"
        title="Purchases"
        lead="Licence checkouts, newest first: the partner account each opened and the e-mails it sent."
        action={
          paid > 0 ? (
            <dl className="flex gap-3">
              <div className="rounded-xl bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-200">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Paid</dt>
                <dd className="mt-0.5 text-xl font-bold tabular-nums">{paid}</dd>
              </div>
              <div className="rounded-xl bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-200">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Kept after refunds</dt>
                <dd className="mt-0.5 text-xl font-bold tabular-nums">{totals.map(([c, v]) => formatAmount(v, c)).join(' + ')}</dd>
              </div>
            </dl>
          ) : undefined
        }
      />
      {query.isPending ? (
        <TabLoading>Loading purchases...</TabLoading>
      ) : query.isError ? (
        <LoadError what="purchases" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <TabEmpty icon={<CreditCard aria-hidden="true" />} title="No purchases yet">
          Purchases arrive from Stripe: each completed checkout is sent to this site's webhook, verified, and listed here. If
          you expected one, check that the webhook points at /api/webhooks/stripe and its signing secret is set on the server.
        </TabEmpty>
      ) : (
        <ul aria-label="Purchases" className="space-y-4">
          {list.map((p) => (
            <PurchaseCard key={p.id} purchase={p} />
          ))}
        </ul>
      )}
    </section>
  )
}

function PurchaseCard({ purchase: p }: { purchase: Purchase }) {
  const status = purchaseStatus(p.status)
  return (
    <li aria-labelledby={`purchase-${p.id}`} className="rounded-card border border-slate-200/80 bg-white p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`purchase-${p.id}`} className="text-lg font-semibold">
            <span className="sr-only">Purchase by </span>
            {p.customerName || p.email || 'Unknown buyer'}
            {p.company && p.company !== p.customerName ? <span className="font-normal text-slate-500"> · {p.company}</span> : null}
          </h3>
          {p.email ? (
            <a href={`mailto:${p.email}`} className="mt-0.5 block break-all text-[15px] font-medium text-brand-700 hover:text-brand-800">
              {p.email}
            </a>
          ) : null}
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold tabular-nums tracking-tight">{formatAmount(p.amountCents, p.currency)}</p>
          {p.refundedCents > 0 ? (
            <p className="text-sm tabular-nums text-slate-600">{formatAmount(p.refundedCents, p.currency)} refunded</p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
        <Badge tone={status.tone} className="px-2.5 py-0.5">
          {status.label}
        </Badge>
        <time dateTime={p.createdAt} className="tabular-nums">
          {formatDateTime(p.createdAt)}
        </time>
        <code className="break-all font-mono text-[12px] text-slate-500">{p.checkoutSessionId}</code>
      </div>
      <div className="mt-5 grid gap-4 border-t border-slate-100 pt-4 md:grid-cols-2">
        <div>
          <h4 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-slate-500">
            <UserRound aria-hidden="true" className="size-3.5" />
            Partner account
          </h4>
          {p.partnerId ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-[15px]">
              <span className="font-medium text-slate-900">{p.partnerCompany || p.email}</span>
              {p.partnerStatus ? <PartnerStatusBadge status={p.partnerStatus} /> : null}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-600">{accountNote(p)}</p>
        </div>
        <div>
          <h4 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-slate-500">
            <Mail aria-hidden="true" className="size-3.5" />
            E-mails sent
          </h4>
          {p.emails.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">None</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {p.emails.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{e.subject}</span>
                    <span className="block break-all text-slate-500">to {e.recipient}</span>
                  </span>
                  <OutboxStatusBadge status={e.status} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  )
}
