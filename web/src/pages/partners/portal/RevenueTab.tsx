import { useQuery } from '@tanstack/react-query'
import { DollarSign, Download, PieChart, Receipt, TrendingUp, Wallet } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { day, money } from '../../../lib/format'
import { keys, type Revenue } from './api'
import { getJSON } from '../../../lib/api'
import { EmptyState, ListSkeleton, StatCard, TabHeader } from './parts'
import { useUrlState } from '../../../lib/urlState'
import { SectionSwitch } from '../../admin/common/SectionSwitch'
import { BillingList } from './billing/BillingList'
import { BILLING_PARAMS, REVENUE_VIEWS, type RevenueView } from './billing/billingModel'
import { INVOICE_ROWS, QUOTE_ROWS } from './billing/billingRows'

const DESCRIPTIONS: Record<RevenueView, string> = {
  overview: 'What your projects have earned and what is on its way.',
  quotes: 'Every quote across your projects: what you offered, and what your clients decided.',
  invoices: 'Every invoice across your projects: what is paid, and what is still owed.',
}

/** The Revenue tab: its figures and payments (spec), then every quote and every invoice (?view=). */
export default function RevenueTab() {
  const [filters, setFilters] = useUrlState(BILLING_PARAMS)
  const { view } = filters
  return (
    <div className="space-y-6">
      <TabHeader
        title="Revenue"
        description={DESCRIPTIONS[view]}
        actions={
          view === 'overview' ? (
            <Button asChild variant="secondary" size="sm">
              {/* The server answers a CSV file (Content-Disposition), so a plain link downloads it. */}
              <a href="/api/partner/payments.csv" download>
                <Download aria-hidden="true" />
                Download Report
              </a>
            </Button>
          ) : undefined
        }
      />
      <SectionSwitch label="Revenue view" value={view} options={[...REVENUE_VIEWS]} onChange={(v) => setFilters({ view: v, status: '', q: '' })} />
      {view === 'quotes' ? (
        <BillingList key={view} kind={view} view={QUOTE_ROWS} filters={filters} onFilters={setFilters} />
      ) : view === 'invoices' ? (
        <BillingList key={view} kind={view} view={INVOICE_ROWS} filters={filters} onFilters={setFilters} />
      ) : (
        <Overview />
      )}
    </div>
  )
}

function Overview() {
  const query = useQuery({ queryKey: keys.revenue, queryFn: ({ signal }) => getJSON<Revenue>('/api/partner/revenue', signal) })
  return (
    <>
      {query.isError ? (
        <LoadError what="your revenue" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <ListSkeleton rows={2} />
      ) : (
        <RevenueBody revenue={query.data} />
      )}
    </>
  )
}

function RevenueBody({ revenue: { summary, payments } }: { revenue: Revenue }) {
  const share = summary.revenueSharePercentage
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard icon={DollarSign} label="Total Earned" value={money(summary.totalEarnedCents)} tone="success" note={`Your share, last 12 months · ${money(summary.pendingCents)} pending`} />
        <StatCard icon={TrendingUp} label="This Month" value={money(summary.thisMonthCents)} note="Your share this month" />
        <StatCard icon={Wallet} label="Avg Project Value" value={money(summary.averageProjectValueCents)} note="Across your projects" />
        <StatCard icon={PieChart} label="Revenue Share" value={share >= 50 ? 'High' : 'Standard'} tone="amber" note={`You keep ${share}%, the platform ${100 - share}%`} />
      </div>
      <Card className="p-5 sm:p-6">
        <h3 className="text-lg font-semibold">Recent Payments</h3>
        {payments.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={Receipt} title="No Payments Yet">
              Payments for your projects appear here once they are recorded.
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {payments.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{[p.project, p.description].filter(Boolean).join(' · ') || 'Payment'}</p>
                  <p className="text-sm text-slate-500">
                    {day(p.receivedAt)} · gross {money(p.grossCents)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums text-slate-900">{money(p.partnerShareCents)}</span>
                  <Badge tone={p.status === 'paid' ? 'success' : 'warning'} className="px-2 py-0.5">
                    {p.status === 'paid' ? 'Paid' : 'Pending'}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  )
}
