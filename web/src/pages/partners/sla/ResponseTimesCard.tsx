import { AlarmClock, Timer } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { cn } from '../../../lib/utils'
import { LIVE_REFRESH_MS } from '../portal/api'
import { RESPONSE_TIMES_SECTION, useSlaHealth } from './ResponseTimesSection'
import { timeLeft, timerTitle, type TimerState } from './slaModel'

const STATE_STYLE: Record<TimerState, string> = {
  'on-time': 'text-success-700',
  'at-risk': 'text-amber-800',
  breached: 'text-danger-700',
}

/** The dashboard's promises at a glance: clocks on time, at risk and breached, and each running one. */
export function ResponseTimesCard() {
  const query = useSlaHealth(LIVE_REFRESH_MS)
  if (query.isError) return <LoadError what="your response times" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  const data = query.data
  return (
    <Card role="region" aria-labelledby="dashboard-response-times" className="p-5 sm:p-6 lg:w-[calc(50%-0.75rem)]">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="dashboard-response-times" className="flex items-center gap-2 text-lg font-semibold">
          <AlarmClock aria-hidden="true" className="size-5 text-brand-600" />
          Response times
        </h3>
        <Link
          to={`/partners/portal?settings=${RESPONSE_TIMES_SECTION}`}
          className="rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          Working hours
        </Link>
      </div>
      {!data ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading response times...
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            First reply within {data.settings.replyHours} working hours; clients review within {data.settings.reviewHours}.
          </p>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            {(
              [
                ['On time', data.onTime, 'bg-success-50 text-success-700'],
                ['At risk', data.atRisk, 'bg-amber-50 text-amber-800'],
                ['Breached', data.breached, 'bg-danger-50 text-danger-700'],
              ] as const
            ).map(([label, n, tone]) => (
              <div key={label} className={cn('rounded-xl px-2 py-3', tone)}>
                <dt className="text-xs font-semibold uppercase tracking-wide">{label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{n}</dd>
              </div>
            ))}
          </dl>
          {data.running.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">No clock is running: no client waits for a reply or a review, and no milestone is due.</p>
          ) : (
            <ul aria-label="Running timers" className="mt-4 divide-y divide-slate-100">
              {data.running.map((t) => (
                <li key={t.id} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
                  <span className="flex min-w-0 items-center gap-2">
                    <Timer aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    <span className="truncate font-medium text-slate-900">{timerTitle(t)}</span>
                  </span>
                  <span className={cn('shrink-0 text-sm font-semibold tabular-nums', STATE_STYLE[t.state])}>{timeLeft(t)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-xs text-slate-500">
            Last 30 days: {data.met30} kept, {data.late30} late.
          </p>
        </>
      )}
    </Card>
  )
}
