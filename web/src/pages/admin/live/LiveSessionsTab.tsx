import { useQuery } from '@tanstack/react-query'
import { CalendarCheck, CalendarClock, ChevronRight, Hammer, Radio } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { LoadError } from '../../../components/ui/error-panel'
import { TabEmpty, TabHeader, TabLoading } from '../common/TabStates'
import { formatDateTime, label, LIVE_KEY, liveCounts, newestFirst, PROJECT_TYPE_LABELS, SESSION_LABELS, type Submission } from './liveModel'
import { getJSON } from '../../../lib/api'
import { SubmissionSheet } from './SubmissionSheet'

/** Admin tab: projects sent for the live build sessions, newest first, with their booking and build state. */
export default function LiveSessionsTab() {
  const query = useQuery({ queryKey: LIVE_KEY, queryFn: ({ signal }) => getJSON<Submission[]>('/api/admin/live-sessions', signal) })
  const [openId, setOpenId] = useState<number | null>(null)

  const list = newestFirst(query.data ?? [])
  const counts = liveCounts(list)
  const open = list.find((s) => s.id === openId)

  return (
    <section aria-labelledby="admin-live-title" className="space-y-6">
      <TabHeader
        id="admin-live-title"
        title="Live Sessions"
        lead="Projects people asked to have built live at 6am or 6pm. Mark one built once it is in the showcase."
        action={
          query.isSuccess ? (
            <dl className="grid grid-cols-3 gap-3">
              <Stat label="Submitted" value={counts.total} />
              <Stat label="Booked" value={counts.booked} />
              <Stat label="Built" value={counts.built} />
            </dl>
          ) : undefined
        }
      />
      {query.isPending ? (
        <TabLoading>Loading submissions...</TabLoading>
      ) : query.isError ? (
        <LoadError what="live session submissions" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <TabEmpty icon={<Radio aria-hidden="true" />} title="No submissions yet">
          Projects sent from the live sessions page (/live) appear here, with whether the person booked their call.
        </TabEmpty>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
          {list.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => setOpenId(s.id)}
                className="flex w-full items-center gap-4 px-4 py-4 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-5"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold text-slate-900">{s.name}</span>
                    {s.company ? <span className="text-sm text-slate-500">{s.company}</span> : null}
                  </p>
                  <p className="mt-0.5 truncate text-sm text-slate-600">{s.projectDescription}</p>
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-[13px] text-slate-500">
                    <Badge tone="neutral" className="px-2 py-0.5">
                      {label(PROJECT_TYPE_LABELS, s.projectType)}
                    </Badge>
                    {s.calendarBooked ? (
                      <Badge tone="success" className="px-2 py-0.5">
                        <CalendarCheck aria-hidden="true" />
                        Call Booked
                      </Badge>
                    ) : (
                      <Badge tone="warning" className="px-2 py-0.5">
                        <CalendarClock aria-hidden="true" />
                        Not Booked
                      </Badge>
                    )}
                    {s.status === 'built' ? (
                      <Badge tone="brand" className="px-2 py-0.5">
                        <Hammer aria-hidden="true" />
                        Built
                      </Badge>
                    ) : null}
                    {s.sessionPreference ? <span>{label(SESSION_LABELS, s.sessionPreference)}</span> : null}
                    <time dateTime={s.createdAt} className="tabular-nums">
                      {formatDateTime(s.createdAt)}
                    </time>
                  </p>
                </div>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SubmissionSheet submission={open} onClose={() => setOpenId(null)} />
    </section>
  )
}

function Stat({ label: text, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-200">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{text}</dt>
      <dd className="mt-0.5 text-xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  )
}
