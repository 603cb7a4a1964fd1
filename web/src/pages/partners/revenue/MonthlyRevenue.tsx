import { BarChart3, Receipt, Table2 } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { Card } from '../../../components/ui/card'
import { usdFromCents } from '../../../lib/money'
import { cn } from '../../../lib/utils'
import { EmptyState } from '../portal/parts'
import { MonthlyTable } from './MonthlyTable'
import { rangeLabel } from '../../../lib/revenueRange'
import { chartRows, hasPayments, type RevenueDashboard } from '../../../lib/revenueModel'
import { PARTNER_COLOR, PLATFORM_COLOR } from './RevenueChart.colors'

// recharts is its own chunk: it loads when the chart is first shown.
const RevenueChart = lazy(() => import('./RevenueChart'))

type View = 'chart' | 'table'

/** Monthly gross, partner share and platform share: a chart, or the same figures as a table. */
export function MonthlyRevenue({ data }: { data: RevenueDashboard }) {
  const id = useId()
  const [view, setView] = useState<View>('chart')
  const range = rangeLabel({ from: data.from, to: data.to })
  const share = data.revenueSharePercentage
  const any = hasPayments(data.months)
  const best = any ? data.months.reduce((a, b) => (b.grossCents > a.grossCents ? b : a)) : undefined
  const description = `Stacked bars per month from ${range}: your ${share}% share and the platform's share add up to each month's gross. Total gross ${usdFromCents(
    data.totals.grossCents,
  )}, your share ${usdFromCents(data.totals.partnerShareCents)}.${best ? ` The best month had ${usdFromCents(best.grossCents)} gross.` : ''} The same figures are in the table view.`

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            Monthly revenue
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{range} · payments by the month they were received (UTC)</p>
        </div>
        <div role="group" aria-label="Show as" className="inline-flex self-start rounded-xl bg-slate-100 p-1">
          <ViewButton current={view} value="chart" onSelect={setView} icon={BarChart3} label="Chart" />
          <ViewButton current={view} value="table" onSelect={setView} icon={Table2} label="Table" />
        </div>
      </div>

      <div className="mt-5">
        {!any ? (
          <EmptyState icon={Receipt} title="No payments in this range">
            Payments for your clients&apos; work appear here month by month once they are recorded. Try a longer range.
          </EmptyState>
        ) : view === 'chart' ? (
          <figure className="m-0">
            <div role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className="h-72 sm:h-80">
              <Suspense fallback={<div aria-hidden="true" className="h-full animate-pulse rounded-xl bg-slate-100" />}>
                <RevenueChart rows={chartRows(data.months)} />
              </Suspense>
            </div>
            <figcaption className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
              <Legend color={PARTNER_COLOR} label={`Your share (${share}%)`} />
              <Legend color={PLATFORM_COLOR} label={`Platform share (${100 - share}%)`} />
              <span className="text-slate-500">Bar height is the month&apos;s gross.</span>
              <span id={`${id}-desc`} className="sr-only">
                {description}
              </span>
            </figcaption>
          </figure>
        ) : (
          <MonthlyTable months={data.months} totals={data.totals} share={share} caption={`Monthly revenue, ${range}`} />
        )}
      </div>
    </Card>
  )
}

function ViewButton({ current, value, onSelect, icon: Icon, label }: { current: View; value: View; onSelect: (v: View) => void; icon: typeof Table2; label: string }) {
  const on = current === value
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onSelect(value)}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        on ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  )
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="size-3 rounded-sm" style={{ background: color }} />
      {label}
    </span>
  )
}
