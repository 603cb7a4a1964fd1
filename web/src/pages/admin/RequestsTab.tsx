import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowRight, CircleCheck, LoaderCircle, Play } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiRequest } from '../../lib/api'
import { useMediaQuery } from '../../lib/useMediaQuery'
import { cn } from '../../lib/utils'
import {
  BOARD_COLUMNS,
  BOARD_QUERY_KEY,
  creditFor,
  groupByStatus,
  isHighlighted,
  requestAction,
  statusLabel,
  TYPE_BADGES,
  type PublicRequest,
  type RequestStatus,
} from '../../lib/requestRules'
import { useCan } from './common/Can'

const statusTones: Record<RequestStatus, string> = {
  submitted: 'bg-slate-100 text-slate-700 ring-slate-200',
  todo: 'bg-brand-50 text-brand-700 ring-brand-200',
  in_progress: 'bg-amber-50 text-amber-800 ring-amber-200',
  done: 'bg-success-50 text-success-700 ring-success-100',
}

const actionIcons: Partial<Record<RequestStatus, typeof Play>> = { todo: ArrowRight, in_progress: Play, done: CircleCheck }

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const formatDate = (iso?: string) => {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d)
}

function StatusPill({ status }: { status: RequestStatus }) {
  return (
    <span
      className={cn(
        'shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        statusTones[status] ?? statusTones.submitted,
      )}
    >
      {statusLabel(status)}
    </span>
  )
}

/** The one move staff may make from a request's status, or why there is none. */
function MoveAction({
  request: r,
  moving,
  onMove,
  block = false,
}: {
  request: PublicRequest
  moving: number | null
  onMove: (id: number, status: RequestStatus) => Promise<void>
  block?: boolean
}) {
  const canManage = useCan()('manage')
  const action = requestAction(r.status, r.votes)
  if (!canManage) return <span className="text-xs text-slate-500">—</span>
  if (!action) return <span className="text-xs text-slate-500">{r.status === 'submitted' ? 'Moves with votes' : '—'}</span>
  const Icon = actionIcons[action.to]
  const busy = moving === r.id
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={moving !== null}
      loading={busy}
      onClick={() => void onMove(r.id, action.to)}
      aria-label={`${action.label}: ${r.title}`}
      className={block ? 'w-full' : undefined}
    >
      {Icon && !busy ? <Icon aria-hidden="true" /> : null}
      {action.label}
    </Button>
  )
}

/** Admin tab: every public request with the one move staff may make from its status. */
export default function RequestsTab() {
  const queryClient = useQueryClient()
  const query = useQuery<PublicRequest[]>({ queryKey: BOARD_QUERY_KEY })
  const [moving, setMoving] = useState<number | null>(null)

  // Spec: a failed load is only logged; the list is then empty.
  useEffect(() => {
    if (query.error) console.error('Failed to load public requests', query.error)
  }, [query.error])

  const move = useMutation({
    mutationFn: ({ id, status }: { id: number; status: RequestStatus }) =>
      apiRequest('PATCH', `/api/admin/public-requests/${id}/status`, { status }),
  })

  const onMove = async (id: number, status: RequestStatus) => {
    setMoving(id)
    try {
      await move.mutateAsync({ id, status })
      toast({ title: 'Status Updated', description: `Request moved to ${statusLabel(status)}` })
      await queryClient.invalidateQueries({ queryKey: BOARD_QUERY_KEY })
    } catch (error) {
      if (error instanceof ApiError) {
        toast({ variant: 'destructive', title: 'Update Failed', description: 'Failed to update request status' })
      } else {
        toast({ variant: 'destructive', title: 'Error', description: 'An error occurred while updating status' })
      }
    } finally {
      setMoving(null)
    }
  }

  const list = query.data ?? []
  const groups = groupByStatus(list)
  const wide = useMediaQuery('(min-width: 768px)')

  return (
    <section aria-labelledby="admin-requests-title" className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="admin-requests-title" className="text-2xl font-semibold tracking-tight">
            Public Requests
          </h2>
          <p className="mt-1 text-[15px] text-slate-600">
            Move requests along the board. Requests with 10 or more votes reach To Do on their own.
          </p>
        </div>
        {query.isSuccess && list.length > 0 ? (
          <dl className="grid shrink-0 grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
            {BOARD_COLUMNS.map((c) => (
              <div key={c.status} className="rounded-xl bg-white px-3 py-2 ring-1 ring-inset ring-slate-200 sm:min-w-28 sm:px-4">
                <dt className="whitespace-nowrap text-xs font-medium uppercase tracking-wide text-slate-500">{c.label}</dt>
                <dd className="mt-0.5 text-xl font-bold tabular-nums text-slate-900">{groups[c.status].length}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>

      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-10 text-[15px] text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
          Loading requests...
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 px-6 py-14 text-center text-slate-600">
          No public requests yet. Requests will appear here when users submit them.
        </p>
      ) : wide ? (
        <div className="overflow-x-auto rounded-card border border-slate-200/80 bg-white shadow-card" role="region" aria-label="Request table" tabIndex={0}>
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">Request</th>
                <th scope="col" className="px-4 py-3">Type</th>
                <th scope="col" className="px-4 py-3 text-right">Votes</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Created</th>
                <th scope="col" className="px-4 py-3 text-right">Action</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((r) => (
                <tr key={r.id} data-request-id={r.id} className="align-top">
                  <td className="max-w-md px-4 py-3.5">
                    <p className="font-semibold text-slate-900 break-words">{r.title}</p>
                    <p className="mt-0.5 line-clamp-2 text-slate-600 break-words">{r.description}</p>
                    <p className="mt-1 text-xs text-slate-500">{creditFor(r.submittedBy)}</p>
                  </td>
                  <td className="px-4 py-3.5 text-slate-700">{TYPE_BADGES[r.type] ?? r.type}</td>
                  <td className={cn('px-4 py-3.5 text-right font-semibold tabular-nums', isHighlighted(r.votes) ? 'text-success-700' : 'text-slate-900')}>
                    {r.votes}
                  </td>
                  <td className="px-4 py-3.5">
                    <StatusPill status={r.status} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3.5 text-slate-600">{formatDate(r.createdAt)}</td>
                  <td className="px-4 py-3.5 text-right">
                    <MoveAction request={r} moving={moving} onMove={onMove} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        // Phones: a card per request with its move button in reach, nothing off-screen.
        <ul className="space-y-3">
          {list.map((r) => (
            <li
              key={r.id}
              data-request-id={r.id}
              className="rounded-card border border-slate-200/80 bg-white p-4 shadow-card"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 text-[15px] font-semibold leading-snug text-slate-900 break-words">{r.title}</h3>
                <StatusPill status={r.status} />
              </div>
              <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-600 break-words">{r.description}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
                <span>{TYPE_BADGES[r.type] ?? r.type}</span>
                <span aria-hidden="true">·</span>
                <span className={cn('font-semibold tabular-nums', isHighlighted(r.votes) ? 'text-success-700' : 'text-slate-700')}>
                  {r.votes} {r.votes === 1 ? 'vote' : 'votes'}
                </span>
                <span aria-hidden="true">·</span>
                <span>{creditFor(r.submittedBy)}</span>
                {r.createdAt ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <span>{formatDate(r.createdAt)}</span>
                  </>
                ) : null}
              </p>
              {requestAction(r.status, r.votes) ? (
                <div className="mt-3 border-t border-slate-100 pt-3">
                  <MoveAction request={r} moving={moving} onMove={onMove} block />
                </div>
              ) : r.status === 'submitted' ? (
                <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-500">Moves with votes</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
