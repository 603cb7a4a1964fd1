import { useQuery } from '@tanstack/react-query'
import { ClipboardList } from 'lucide-react'
import { useState } from 'react'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { cn } from '../../../lib/utils'
import { ApplicationDetailSheet } from './ApplicationDetail'
import { APPLICATIONS_KEY, fetchApplications } from './partnerApi'
import { APPLICATION_STATUS_LABELS, countByStatus, formatDate, initials, type Application, type ApplicationStatus } from './partnerModel'
import { ApplicationStatusBadge } from './PartnerStatusBadge'
import { Empty, Loading } from './states'

type Filter = ApplicationStatus | 'all'
const FILTERS: Filter[] = ['pending', 'approved', 'declined', 'all']

/** The one query behind the list and the pending count of the sub-tab. */
export function useApplications() {
  return useQuery({ queryKey: APPLICATIONS_KEY, queryFn: ({ signal }) => fetchApplications(signal) })
}

/** Partner applications from completed onboardings, pending first by default. */
export function ApplicationsView() {
  const query = useApplications()
  const [filter, setFilter] = useState<Filter>('pending')
  const [openId, setOpenId] = useState<number | null>(null)

  const all = query.data ?? []
  const counts = countByStatus(all)
  const shown = filter === 'all' ? all : all.filter((a) => a.status === filter)
  const open = all.find((a) => a.id === openId)

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <p className="text-[15px] text-slate-600">Completed onboardings. Approving one creates the partner and an invitation link.</p>
        <div role="group" aria-label="Show applications" className="flex shrink-0 flex-wrap gap-1.5">
          {FILTERS.map((f) => {
            const n = f === 'all' ? all.length : (counts[f] ?? 0)
            return (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  filter === f ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {f === 'all' ? 'All' : APPLICATION_STATUS_LABELS[f]}
                <span className={cn('tabular-nums', filter === f ? 'text-slate-300' : 'text-slate-500')}>{query.isSuccess ? n : ''}</span>
              </button>
            )
          })}
        </div>
      </div>

      {query.isPending ? (
        <Loading label="Loading applications..." />
      ) : query.isError ? (
        <LoadError className="m-4 p-5 sm:m-5" what="applications" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : shown.length === 0 ? (
        <Empty icon={<ClipboardList aria-hidden="true" />} title={filter === 'pending' ? 'No applications waiting' : 'No applications here'}>
          Applications appear when someone completes the partner onboarding.
        </Empty>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Applications">
          {shown.map((a) => (
            <ApplicationRow key={a.id} application={a} onOpen={() => setOpenId(a.id)} />
          ))}
        </ul>
      )}

      <ApplicationDetailSheet application={open} onClose={() => setOpenId(null)} />
    </Card>
  )
}

function ApplicationRow({ application: a, onOpen }: { application: Application; onOpen: () => void }) {
  return (
    <li data-application-id={a.id}>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onOpen}
        className="flex w-full items-center gap-4 px-4 py-3.5 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-5"
      >
        {a.logoUrl ? (
          <img src={a.logoUrl} alt="" width={44} height={44} className="size-11 shrink-0 rounded-xl bg-white object-contain ring-1 ring-slate-200" />
        ) : (
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-sm font-bold text-brand-700">
            {initials(a.businessName || a.fullName)}
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{a.businessName}</span>
          <span className="block truncate text-[13px] text-slate-600">
            {a.fullName} · {a.email}
          </span>
          <span className="mt-0.5 block truncate text-[13px] text-slate-500">{a.niche}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1.5">
          <ApplicationStatusBadge status={a.status} />
          <time dateTime={a.createdAt} className="text-[13px] tabular-nums text-slate-500">
            {formatDate(a.createdAt)}
          </time>
        </span>
      </button>
    </li>
  )
}
