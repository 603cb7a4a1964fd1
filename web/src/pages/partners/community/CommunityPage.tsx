import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Lightbulb, Plus, SearchX, TrendingUp } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { ToolPage } from '../common/ToolPage'
import { useUrlState } from '../../../lib/urlState'
import { Select } from '../../../components/ui/select'
import { EmptyState, ListSkeleton } from '../portal/parts'
import { IdeaCard, IdeaStatusBadge } from './IdeaCard'
import { ALL, IDEA_FILTER_PARAMS, type IdeaFilters, type IdeaList, type Option } from '../../../lib/ideas/ideaModel'
import { fetchIdeas, ideasKey, IDEAS_REFRESH_MS } from './ideasApi'
import { ProposeIdeaDialog } from './ProposeIdeaDialog'

/** /partners/community: the partners' product ideas, their votes and where each one stands. */
export default function CommunityPage() {
  const [filters, setFilters] = useUrlState(IDEA_FILTER_PARAMS)
  const [proposing, setProposing] = useState(false)
  const query = useQuery({
    queryKey: ideasKey(filters),
    queryFn: ({ signal }) => fetchIdeas(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Staff move ideas along: a partner sees it when they come back to the tab, or within a minute.
    refetchOnWindowFocus: true,
    refetchInterval: IDEAS_REFRESH_MS,
  })

  const setFilter = (name: keyof IdeaFilters, value: string) => setFilters({ [name]: value })

  const data = query.data
  return (
    <ToolPage
      title="Community Hub"
      lead="Propose the products your clients ask for, vote for the ideas you would sell, and follow them from proposal to launch."
      actions={
        <Button onClick={() => setProposing(true)} disabled={!data} aria-haspopup="dialog">
          <Plus aria-hidden="true" />
          Propose an Idea
        </Button>
      }
   >
      {query.isError && !data ? (
        <div className="mt-8">
          <LoadError what="the ideas" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      ) : !data ? (
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <ListSkeleton rows={3} className="[&>div]:h-56" />
          <div aria-hidden="true" className="hidden h-64 animate-pulse rounded-card bg-slate-200/70 lg:block" />
        </div>
      ) : (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <section aria-labelledby="ideas-heading" className="min-w-0 space-y-4">
            <h2 id="ideas-heading" className="sr-only">
              Ideas
            </h2>
            <Filters lists={data} filters={filters} onChange={setFilter} count={data.ideas.length} busy={query.isFetching} />
            {query.isError ? (
              <LoadError what="the latest ideas" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
            ) : null}
            <IdeaResults data={data} filtered={filters.category !== ALL || filters.status !== ALL} onPropose={() => setProposing(true)} />
          </section>
          <HowItWorks data={data} />
        </div>
      )}
      {data ? <ProposeIdeaDialog open={proposing} onOpenChange={setProposing} lists={data} /> : null}
    </ToolPage>
  )
}

function IdeaResults({ data, filtered, onPropose }: { data: IdeaList; filtered: boolean; onPropose: () => void }) {
  if (data.ideas.length === 0) {
    return filtered ? (
      <EmptyState icon={SearchX} title="No ideas match these filters">
        Choose another category or status to see more ideas.
      </EmptyState>
    ) : (
      <EmptyState
        icon={Lightbulb}
        title="No ideas yet"
        action={
          <Button onClick={onPropose}>
            <Plus aria-hidden="true" />
            Propose the First Idea
          </Button>
        }
     >
        What do your clients keep asking for? Propose it, and other partners can vote for it.
      </EmptyState>
    )
  }
  return (
    <ul className="space-y-4" aria-label="Ideas">
      {data.ideas.map((idea) => (
        <li key={idea.id}>
          <IdeaCard idea={idea} lists={data} />
        </li>
      ))}
    </ul>
  )
}

function Filters({
  lists,
  filters,
  onChange,
  count,
  busy,
}: {
  lists: IdeaList
  filters: IdeaFilters
  onChange: (name: keyof IdeaFilters, value: string) => void
  count: number
  busy: boolean
}) {
  const id = useId()
  return (
    <Card className="p-4">
      {/* One per row on a phone: two side by side leave "All categories" no room. */}
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect id={`${id}-sort`} label="Sort by" value={filters.sort} options={lists.sorts} onChange={(v) => onChange('sort', v)} />
        <FilterSelect id={`${id}-category`} label="Category" value={filters.category} options={lists.categories} all="All categories" onChange={(v) => onChange('category', v)} />
        <FilterSelect id={`${id}-status`} label="Status" value={filters.status} options={lists.statuses} all="All statuses" onChange={(v) => onChange('status', v)} />
      </div>
      <p className="mt-3 text-sm text-slate-500" aria-live="polite">
        {busy ? 'Updating...' : `${count} ${count === 1 ? 'idea' : 'ideas'}`}
      </p>
    </Card>
  )
}

function FilterSelect({
  id,
  label,
  value,
  options,
  all,
  onChange,
  className,
}: {
  id: string
  label: string
  value: string
  options: readonly Option[]
  all?: string
  onChange: (value: string) => void
  className?: string
}) {
  // An unknown value in the address shows as "all" (the server would refuse it).
  const known = value === ALL || options.some((o) => o.value === value)
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900">
        {label}
      </label>
      <Select id={id} value={known ? value : (all ? ALL : (options[0]?.value ?? ''))} onChange={(e) => onChange(e.target.value)}>
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

/** The priority rule in the server's words, and the path an idea takes. */
function HowItWorks({ data }: { data: IdeaList }) {
  const path = data.statuses.filter((s) => s.value !== 'declined')
  return (
    <aside aria-labelledby="how-heading" className="space-y-4 lg:sticky lg:top-24">
      <Card className="p-5">
        <h2 id="how-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <span className="flex size-8 items-center justify-center rounded-lg bg-violet-50 text-violet-600">
            <TrendingUp aria-hidden="true" className="size-4" />
          </span>
          How priority works
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">{data.priorityRule}</p>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          New ideas get a head start, then votes decide. Sort by Priority to see what the team looks at first.
        </p>
        <h3 className="mt-5 text-xs font-semibold uppercase tracking-wider text-slate-500">From idea to launch</h3>
        <ol className="mt-2 space-y-2">
          {path.map((s, i) => (
            <li key={s.value} className="flex items-center gap-2 text-sm text-slate-700">
              <span aria-hidden="true" className="w-4 text-right text-xs tabular-nums text-slate-400">
                {i + 1}
              </span>
              <IdeaStatusBadge idea={{ status: s.value as IdeaList['ideas'][number]['status'] }} statuses={data.statuses} />
            </li>
          ))}
        </ol>
        <p className="mt-3 text-xs text-slate-500">Staff may also decline an idea; you can vote until it is launched or declined.</p>
      </Card>
    </aside>
  )
}
