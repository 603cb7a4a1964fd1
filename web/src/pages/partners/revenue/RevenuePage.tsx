import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CheckCircle2, Clock, DollarSign, Download, Wallet } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { usdFromCents } from '../../../lib/money'
import { ToolPage } from '../common/ToolPage'
import { ListSkeleton, StatCard } from '../portal/parts'
import { usePartner } from '../usePartnerSession'
import { MonthlyRevenue } from './MonthlyRevenue'
import { RANGE_PARAMS, rangeLabel, rangeOrLast12 } from '../../../lib/revenueRange'
import { useUrlState } from '../../../lib/urlState'
import { RangeFilter } from './RangeFilter'
import { RecurringRevenue } from './RecurringRevenue'
import { fetchDashboard, dashboardKey } from './revenueApi'
import { csvHref, splitSentence, type RevenueDashboard } from '../../../lib/revenueModel'
import { SplitCard } from './SplitCard'
import { SubscriptionsCard } from './SubscriptionsCard'

/** /partners/revenue: what the partner earned month by month, payouts, and recurring revenue. */
export default function RevenuePage() {
  const { partner } = usePartner()
  const [asked, setRange] = useUrlState(RANGE_PARAMS)
  const range = rangeOrLast12(asked)
  const query = useQuery({
    queryKey: dashboardKey(range),
    queryFn: ({ signal }) => fetchDashboard(range, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
  const share = query.data?.revenueSharePercentage ?? partner.revenueSharePercentage

  return (
    <ToolPage
      title="Revenue Dashboard"
      lead={splitSentence(share)}
      actions={
        <Button asChild variant="secondary">
          {/* The server answers the CSV as an attachment, so a plain link downloads it. */}
          <a href={csvHref(range)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      }
    >
      <Card className="mt-8 p-4 sm:p-5">
        <RangeFilter key={`${range.from}:${range.to}`} range={range} onChange={setRange} />
      </Card>
      <p className="sr-only" aria-live="polite">
        {query.isFetching ? 'Loading revenue...' : query.data ? `Showing ${rangeLabel(range)}` : ''}
      </p>
      {query.isError && !query.data ? (
        <div className="mt-6">
          <LoadError what="your revenue" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      ) : !query.data ? (
        <div className="mt-6 space-y-6">
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-32 animate-pulse rounded-card bg-slate-200/70" />
            ))}
          </div>
          <ListSkeleton rows={1} className="[&>div]:h-96" />
        </div>
      ) : (
        <Dashboard data={query.data} stale={query.isPlaceholderData} />
      )}
    </ToolPage>
  )
}

function Dashboard({ data, stale }: { data: RevenueDashboard; stale: boolean }) {
  const share = data.revenueSharePercentage
  const { totals, payouts } = data
  return (
    <div className={stale ? 'mt-6 space-y-6 opacity-60 transition-opacity' : 'mt-6 space-y-6 transition-opacity'}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard icon={DollarSign} label="Total gross" value={usdFromCents(totals.grossCents)} note={`${totals.payments} ${totals.payments === 1 ? 'payment' : 'payments'} in range`} />
        <StatCard icon={Wallet} label="Your share" value={usdFromCents(totals.partnerShareCents)} tone="success" note={`${share}% of the gross, paid and pending`} />
        <StatCard
          icon={Clock}
          label="Pending payouts"
          value={usdFromCents(payouts.pendingCents)}
          tone="amber"
          note={`${payouts.pendingCount} ${payouts.pendingCount === 1 ? 'payout' : 'payouts'} on the way`}
        />
        <StatCard icon={CheckCircle2} label="Paid payouts" value={usdFromCents(payouts.paidCents)} note={`${payouts.paidCount} ${payouts.paidCount === 1 ? 'payout' : 'payouts'} paid`} />
      </div>
      <MonthlyRevenue data={data} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RecurringRevenue recurring={data.recurring} share={share} />
        <SplitCard share={share} />
      </div>
      <SubscriptionsCard subscriptions={data.subscriptions} />
    </div>
  )
}
