import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, Ban, Lightbulb, RotateCcw, SearchX } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { apiErrorMessage, apiRequest, getJSON } from '../../../lib/api'
import { useMediaQuery } from '../../../lib/useMediaQuery'
import { IdeaStatusBadge } from '../../partners/community/IdeaCard'
import { ALL, ideasUrl, labelOf, type Idea, type IdeaFilters, type IdeaList, type IdeaStatus, type Option } from '../../../lib/ideas/ideaModel'
import { Select } from '../../../components/ui/select'
import { ADMIN_KEY } from '../adminApi'
import { TabEmpty, TabHeader, TabLoading } from '../common/TabStates'
import { orderedMoves, statusMoves, type MoveKind } from './ideaStatus'
import { useCan } from '../common/Can'

const IDEAS_KEY = [...ADMIN_KEY, 'ideas'] as const

const moveIcons: Record<MoveKind, typeof ArrowRight> = { forward: ArrowRight, back: ArrowLeft, decline: Ban, reopen: RotateCcw }

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const formatDate = (iso: string) => {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d)
}

/** Admin tab: every partner idea with its votes, and the moves staff may make from its status. */
export default function IdeasTab() {
  const [filters, setFilters] = useState<IdeaFilters>({ sort: 'priority', category: ALL, status: ALL })
  const query = useQuery({
    queryKey: [...IDEAS_KEY, filters],
    queryFn: ({ signal }) => getJSON<IdeaList>(ideasUrl('/api/admin/ideas', filters), signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  const wide = useMediaQuery('(min-width: 900px)')

  const data = query.data
  const filtered = filters.category !== ALL || filters.status !== ALL
  return (
    <section aria-labelledby="admin-ideas-title" className="space-y-6">
      <TabHeader
        id="admin-ideas-title"
        title="Ideas"
        lead="Product ideas from the partners' Community Hub. Move each one along as it is reviewed, planned, built and launched; partners see the new status at once."
      />
      {data ? <Filters lists={data} filters={filters} onChange={(next) => setFilters({ ...filters, ...next })} /> : null}
      {query.isError && !data ? (
        <LoadError what="ideas" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <TabLoading>Loading ideas...</TabLoading>
      ) : data.ideas.length === 0 ? (
        filtered ? (
          <TabEmpty icon={<SearchX />} title="No ideas match these filters">
            Choose another category or status.
          </TabEmpty>
        ) : (
          <TabEmpty icon={<Lightbulb />} title="No ideas yet">
            Partners propose ideas in the Community Hub; they appear here with their votes.
          </TabEmpty>
        )
      ) : wide ? (
        <IdeasTable data={data} />
      ) : (
        <ul className="space-y-3" aria-label="Ideas">
          {data.ideas.map((idea) => (
            <li key={idea.id} data-idea-id={idea.id} className="rounded-card border border-slate-200/80 bg-white p-4 shadow-card">
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 font-semibold leading-snug text-slate-900 break-words">{idea.idea}</h3>
                <IdeaStatusBadge idea={idea} statuses={data.statuses} />
              </div>
              <IdeaSummary idea={idea} lists={data} />
              <p className="mt-2 text-sm text-slate-700">
                <strong className="tabular-nums">{idea.votes}</strong> {idea.votes === 1 ? 'vote' : 'votes'} · priority{' '}
                <strong className="tabular-nums">{idea.priorityScore}</strong>
              </p>
              <div className="mt-3">
                <StatusControl idea={idea} statuses={data.statuses} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function IdeaSummary({ idea, lists }: { idea: Idea; lists: IdeaList }) {
  return (
    <>
      <p className="mt-1 line-clamp-3 text-sm text-slate-600 break-words">{idea.description}</p>
      <p className="mt-1.5 text-xs text-slate-500 break-words">
        {labelOf(lists.categories, idea.category)} · {idea.targetMarket} · {idea.estimatedDevelopmentTime} · by {idea.proposedBy} on{' '}
        {formatDate(idea.createdAt)}
      </p>
    </>
  )
}

function IdeasTable({ data }: { data: IdeaList }) {
  return (
    <div className="overflow-x-auto rounded-card border border-slate-200/80 bg-white shadow-card" role="region" aria-label="Ideas table" tabIndex={0}>
      <table className="w-full min-w-[860px] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">Idea</th>
            <th scope="col" className="px-4 py-3 text-right">Votes</th>
            <th scope="col" className="px-4 py-3 text-right">Priority</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Change status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.ideas.map((idea) => (
            <tr key={idea.id} data-idea-id={idea.id} className="align-top">
              <td className="max-w-lg px-4 py-3.5">
                <p className="font-semibold text-slate-900 break-words">{idea.idea}</p>
                <IdeaSummary idea={idea} lists={data} />
              </td>
              <td className="px-4 py-3.5 text-right text-base font-semibold tabular-nums text-slate-900">{idea.votes}</td>
              <td className="px-4 py-3.5 text-right tabular-nums text-slate-700">{idea.priorityScore}</td>
              <td className="whitespace-nowrap px-4 py-3.5">
                <IdeaStatusBadge idea={idea} statuses={data.statuses} />
              </td>
              <td className="w-64 px-4 py-3.5">
                <StatusControl idea={idea} statuses={data.statuses} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Exactly the idea's next statuses as buttons; a refused move (409) is a toast with the server's reason. */
function StatusControl({ idea, statuses }: { idea: Idea; statuses: readonly Option[] }) {
  const queryClient = useQueryClient()
  const canManage = useCan()('manage')
  const moves = orderedMoves(statusMoves(idea, statuses))
  const move = useMutation({
    mutationFn: async (to: IdeaStatus) => {
      const res = await apiRequest('PATCH', `/api/admin/ideas/${idea.id}`, { status: to })
      return (await res.json()) as Idea
    },
    onSuccess: (updated) => {
      toast({ title: 'Status updated', description: `${updated.idea} is now ${labelOf(statuses, updated.status)}.` })
      void queryClient.invalidateQueries({ queryKey: IDEAS_KEY })
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Status not changed', description: apiErrorMessage(error) ?? 'Please check your connection and try again.' })
      void queryClient.invalidateQueries({ queryKey: IDEAS_KEY })
    },
  })
  if (!canManage) return null
  if (moves.length === 0) return <p className="text-sm text-slate-500">Launched: final.</p>
  return (
    <div role="group" aria-label={`Change the status of ${idea.idea}`} className="flex flex-wrap gap-2">
      {moves.map((m) => {
        const Icon = moveIcons[m.kind]
        const busy = move.isPending && move.variables === m.to
        return (
          <Button
            key={m.to}
            size="sm"
            variant={m.kind === 'forward' ? 'primary' : m.kind === 'decline' ? 'ghost' : 'secondary'}
            className={m.kind === 'decline' ? 'h-8 px-2.5 text-danger-700 hover:bg-danger-50 hover:text-danger-700' : 'h-8 px-3'}
            disabled={move.isPending}
            loading={busy}
            onClick={() => move.mutate(m.to)}
         >
            {busy ? null : <Icon aria-hidden="true" />}
            {m.label}
          </Button>
        )
      })}
    </div>
  )
}

function Filters({ lists, filters, onChange }: { lists: IdeaList; filters: IdeaFilters; onChange: (next: Partial<IdeaFilters>) => void }) {
  const id = useId()
  return (
    <div className="grid grid-cols-2 gap-3 rounded-card border border-slate-200/80 bg-white p-4 shadow-card sm:grid-cols-3">
      <FilterSelect id={`${id}-sort`} label="Sort by" className="col-span-2 sm:col-span-1" value={filters.sort} onChange={(v) => onChange({ sort: v })} options={lists.sorts} />
      <FilterSelect id={`${id}-category`} label="Category" value={filters.category} onChange={(v) => onChange({ category: v })} options={lists.categories} all="All categories" />
      <FilterSelect id={`${id}-status`} label="Status" value={filters.status} onChange={(v) => onChange({ status: v })} options={lists.statuses} all="All statuses" />
    </div>
  )
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  all,
  className,
}: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
  options: readonly Option[]
  all?: string
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {all ? <option value={ALL}>{all}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  )
}
