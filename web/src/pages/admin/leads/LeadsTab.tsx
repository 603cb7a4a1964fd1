import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { CalendarClock, Download, Inbox, Search, SearchX, UserRoundCheck, Users } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useMemo, useState, type ReactNode } from 'react'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Select } from '../../../components/ui/select'
import { useMediaQuery } from '../../../lib/useMediaQuery'
import { useUrlState } from '../../../lib/urlState'
import { cn } from '../../../lib/utils'
import { ADMIN_KEY, useStaffAccess } from '../adminApi'
import { Avatar } from '../common/Avatar'
import { Dash } from '../common/TabStates'
import { CaptionActions, ListMessage, LoadMore, RowsSkeleton, ShowingCount } from '../../../components/lists/ListStates'
import { ListTable, RowOpenButton, type ListColumn } from '../../../components/lists/ListTable'
import { byName, personName, useTeamDirectory, type TeamPerson } from '../common/teamDirectory'
import { LeadDetail } from './LeadDetail'
import { StatusBadge } from './StatusBadge'
import { getJSON } from '../../../lib/api'
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  exportUrl,
  formatDateTime,
  isFiltered,
  labelOf,
  LEAD_FILTER_PARAMS,
  leadDisplayName,
  NO_NAME,
  sourceLabel,
  LEAD_SOURCES,
  LEAD_STATUSES,
  leadsUrl,
  SEARCH_DEBOUNCE_MS,
  SOURCE_LABELS,
  STATUS_LABELS,
  type Lead,
  type LeadFilters,
  type LeadsPage,
} from './leadModel'

const ALL = 'all'

export const NO_LEADS_TEXT = 'No leads captured yet. Applications will appear here.'
export const NO_MATCH_TEXT = 'No leads match these filters'

export default function LeadsTab() {
  const [filters, setFilters] = useUrlState(LEAD_FILTER_PARAMS)
  const [search, setSearch] = useState(filters.q)
  const [openId, setOpenId] = useState<number | null>(null)
  const [openLead, setOpenLead] = useState<Lead | undefined>()
  const wide = useMediaQuery('(min-width: 768px)')
  const ids = { search: useId(), source: useId(), status: useId(), audience: useId(), assignee: useId(), caption: useId() }
  const { staff } = useStaffAccess()
  const team = useTeamDirectory()
  const people = team.data
  // Anyone, me, nobody, then everyone else by name; a link may name someone no longer on the team.
  const assigneeOptions = useMemo(() => {
    const others = byName(people ?? [])
      .filter((p) => p.id !== staff.id)
      .map((p) => ({ value: String(p.id), label: personName(people, p.id) }))
    const fixed = [{ value: 'me', label: 'Me' }, { value: 'none', label: 'Nobody' }]
    const chosen = filters.assignee
    if (chosen && !fixed.some((o) => o.value === chosen) && !others.some((o) => o.value === chosen)) {
      others.push({ value: chosen, label: Number(chosen) === staff.id ? 'Me' : personName(people, Number(chosen)) })
    }
    return [...fixed, ...others]
  }, [people, staff.id, filters.assignee])
  const mine = filters.assignee === 'me'

  // Server-side search, debounced. Only typing starts the timer: the filters
  // are read when it runs, so a filter change alone never re-sends the search.
  const searchIsApplied = useEffectEvent((q: string) => q === filters.q)
  const applySearch = useEffectEvent((q: string) => setFilters({ q }))
  useEffect(() => {
    if (searchIsApplied(search)) return undefined
    const timer = setTimeout(() => applySearch(search), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search])

  const query = useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'leads', filters],
    queryFn: ({ pageParam, signal }) => getJSON<LeadsPage>(leadsUrl(filters, pageParam || undefined), signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor || undefined,
    placeholderData: keepPreviousData,
  })

  // Spec: a failed load is logged only and the list stays empty. An ended session goes back to login.
  useEffect(() => {
    if (!query.error) return
    console.error('Failed to load leads', query.error)
  }, [query.error])

  const pages = query.error ? [] : (query.data?.pages ?? [])
  const leads = pages.flatMap((p) => p.items)
  const first = pages[0]
  const total = first?.total ?? 0
  const thisWeek = first?.thisWeek ?? 0
  const filtered = isFiltered(filters)
  const loadingFirst = query.isPending && !query.error
  const updating = query.isFetching && !query.isFetchingNextPage && !loadingFirst

  const open = (lead: Lead) => {
    setOpenLead(lead)
    setOpenId(lead.id)
  }

  const clearAll = () => {
    setSearch('')
    setFilters({ q: '', source: '', status: '', audience: '', assignee: '' })
  }

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Leads</h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard
          icon={<CalendarClock aria-hidden="true" />}
          label="This Week"
          value={loadingFirst ? undefined : thisWeek}
          hint="New leads in the last 7 days"
        />
        <StatCard
          icon={<Users aria-hidden="true" />}
          label={filtered ? 'Matching leads' : 'Total leads'}
          value={loadingFirst ? undefined : total}
          hint={filtered ? 'Leads that match the filters' : 'Every lead captured so far'}
        />
      </div>

      <Card className="overflow-hidden">
        <div className="space-y-3 border-b border-slate-100 p-4 sm:p-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1 space-y-1.5">
              <Label htmlFor={ids.search}>Search</Label>
              <div className="relative">
                <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
                <Input
                  id={ids.search}
                  type="search"
                  value={search}
                  maxLength={200}
                  placeholder="Name, email or company"
                  autoComplete="off"
                  onChange={(e) => setSearch(e.target.value)}
                  className="h-11 pl-10"
                />
              </div>
            </div>
            <div className="grid grid-cols-2 gap-3 sm:flex">
              <button
                type="button"
                aria-pressed={mine}
                onClick={() => setFilters({ assignee: mine ? '' : 'me' })}
                className={buttonClasses(mine ? 'primary' : 'secondary', 'md', 'h-11 shrink-0')}
              >
                <UserRoundCheck aria-hidden="true" />
                My leads
              </button>
              <a href={exportUrl(filters)} download className={buttonClasses('secondary', 'md', 'h-11 shrink-0')}>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <FilterSelect
              id={ids.source}
              label="Source"
              value={filters.source}
              onChange={(v) => setFilters({ source: v as LeadFilters['source'] })}
              options={LEAD_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }))}
              allLabel="All sources"
            />
            <FilterSelect
              id={ids.status}
              label="Status"
              value={filters.status}
              onChange={(v) => setFilters({ status: v as LeadFilters['status'] })}
              options={LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              allLabel="All statuses"
            />
            <FilterSelect
              id={ids.audience}
              label="Audience"
              value={filters.audience}
              onChange={(v) => setFilters({ audience: v as LeadFilters['audience'] })}
              options={AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
              allLabel="All audiences"
            />
            <FilterSelect
              id={ids.assignee}
              label="Assignee"
              value={filters.assignee}
              onChange={(v) => setFilters({ assignee: v })}
              options={assigneeOptions}
              allLabel="Anyone"
            />
          </div>
        </div>

        <div className="flex min-h-11 items-center justify-between gap-3 px-4 py-2.5 text-sm text-slate-600 sm:px-5">
          <p id={ids.caption} aria-live="polite">
            {loadingFirst ? (
              'Loading leads...'
            ) : (
              <>
                <ShowingCount shown={leads.length} total={total} one="lead" many="leads" />, newest first
              </>
            )}
          </p>
          <CaptionActions updating={updating} filtered={filtered} onClear={clearAll} />
        </div>

        {loadingFirst ? (
          <RowsSkeleton cells={SKELETON} />
        ) : leads.length === 0 ? (
          <EmptyState filtered={filtered} onClear={clearAll} />
        ) : (
          wide ? (
            <LeadsTable leads={leads} people={people} captionId={ids.caption} onOpen={open} dimmed={updating} />
          ) : (
            <LeadCards leads={leads} people={people} captionId={ids.caption} onOpen={open} dimmed={updating} />
          )
        )}

        <LoadMore query={query} />
      </Card>

      <LeadDetail
        leadId={openId}
        initial={openLead}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenId(null)
        }}
      />
    </div>
  )
}

function StatCard({ icon, label, value, hint }: { icon: ReactNode; label: string; value?: number; hint: string }) {
  return (
    <Card className="flex items-start gap-4 p-4 sm:p-5">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:flex [&_svg]:size-5">
        {icon}
      </span>
      {/* A term and its figure, not a heading and a paragraph. */}
      <dl className="min-w-0">
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="mt-1 text-3xl font-bold tabular-nums tracking-tight text-slate-900" data-stat={label}>
          {value === undefined ? <span className="inline-block h-8 w-12 animate-pulse rounded-md bg-slate-200 align-middle" /> : value.toLocaleString('en-US')}
        </dd>
        <dd className="mt-1 hidden text-sm text-slate-500 sm:block">{hint}</dd>
      </dl>
    </Card>
  )
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  allLabel,
  className,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  allLabel: string
  className?: string
}) {
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value || ALL}
        onValueChange={(v) => onChange(v === ALL ? '' : v)}
        options={[{ value: ALL, label: allLabel }, ...options]}
      />
    </div>
  )
}

const COLUMNS: ListColumn[] = [
  { label: 'Name', width: 'w-[13%]' },
  { label: 'Email and phone', width: 'w-[18%]' },
  { label: 'Audience', width: 'w-[100px]' },
  { label: 'Business challenge' },
  { label: 'Source', width: 'w-[124px]' },
  {
    label: (
      <>
        Status<span className="sr-only"> and assignee</span>
      </>
    ),
    width: 'w-[140px]',
  },
  { label: 'Created', width: 'w-[112px]' },
]
const td = 'px-3 py-3.5 align-top'

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

function LeadName({ lead }: { lead: Lead }) {
  const name = leadDisplayName(lead.name)
  return name === NO_NAME ? <span className="font-normal italic text-slate-500">{NO_NAME}</span> : <>{name}</>
}

function SourceChip({ source }: { source: string }) {
  return (
    <span
      title={source}
      className="inline-block max-w-full truncate rounded-md bg-slate-100 px-2 py-0.5 text-[13px] font-medium text-slate-700"
    >
      {sourceLabel(source)}
    </span>
  )
}

/**
 * Wide screens: every column in a table that fits 1280 px (name with company,
 * e-mail with phone). Every row opens the lead; its name is the keyboard's way in.
 */
function LeadsTable({
  leads,
  people,
  captionId,
  onOpen,
  dimmed,
}: {
  leads: Lead[]
  people: readonly TeamPerson[] | undefined
  captionId: string
  onOpen: (lead: Lead) => void
  dimmed: boolean
}) {
  return (
    <ListTable labelledBy={captionId} columns={COLUMNS} minWidth="min-w-[940px]" fixed dimmed={dimmed} className="relative border-t border-slate-100 transition-opacity">
      {leads.map((lead) => (
        <tr
          key={lead.id}
          data-lead-id={lead.id}
          onClick={() => onOpen(lead)}
          className="group cursor-pointer transition-colors hover:bg-slate-50"
        >
          <td className={td}>
            <RowOpenButton onOpen={() => onOpen(lead)} className="text-left break-words">
              <LeadName lead={lead} />
            </RowOpenButton>
            {lead.company ? <p className="mt-0.5 text-[13px] break-words text-slate-600">{lead.company}</p> : null}
          </td>
          <td className={cn(td, 'text-slate-700')}>
            <p className="truncate" title={lead.email}>
              {lead.email}
            </p>
            <p className="mt-0.5 whitespace-nowrap text-[13px] text-slate-600">{lead.phone || <Dash />}</p>
          </td>
          <td className={cn(td, 'text-slate-700')}>
            {lead.audienceType ? labelOf(AUDIENCE_LABELS, lead.audienceType) : <Dash />}
          </td>
          <td className={cn(td, 'text-slate-600')} title={lead.businessChallenge || undefined}>
            {lead.businessChallenge ? <p className="line-clamp-2">{lead.businessChallenge}</p> : <Dash />}
          </td>
          <td className={td}>
            <SourceChip source={lead.source} />
          </td>
          <td className={td}>
            <StatusBadge status={lead.status} />
            {lead.assignedTo ? <Assignee name={personName(people, lead.assignedTo)} className="mt-2 text-[13px]" /> : null}
          </td>
          <td className={cn(td, 'tabular-nums text-slate-600')}>
            <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt)}>
              <span className="block whitespace-nowrap">{formatDateTime(lead.createdAt, shortDate)}</span>
              <span className="block whitespace-nowrap text-[13px] text-slate-500">{formatDateTime(lead.createdAt, timeOfDay)}</span>
            </time>
          </td>
        </tr>
      ))}
    </ListTable>
  )
}

/** Phones: one compact card per lead (name, source, status, date); the whole card opens it. */
function LeadCards({
  leads,
  people,
  captionId,
  onOpen,
  dimmed,
}: {
  leads: Lead[]
  people: readonly TeamPerson[] | undefined
  captionId: string
  onOpen: (lead: Lead) => void
  dimmed: boolean
}) {
  return (
    <ul
      aria-labelledby={captionId}
      className={cn('divide-y divide-slate-100 border-t border-slate-100 transition-opacity', dimmed && 'opacity-60')}
    >
      {leads.map((lead) => (
        <li key={lead.id} data-lead-id={lead.id}>
          <button
            type="button"
            onClick={() => onOpen(lead)}
            aria-haspopup="dialog"
            className="flex w-full items-start justify-between gap-3 px-4 py-3.5 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-900">
                <LeadName lead={lead} />
              </span>
              <span className="mt-1 block truncate text-[13px] text-slate-600">{sourceLabel(lead.source)}</span>
              {lead.assignedTo ? <Assignee name={personName(people, lead.assignedTo)} className="mt-1.5 text-[13px]" /> : null}
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1.5">
              <StatusBadge status={lead.status} />
              <time dateTime={lead.createdAt} className="text-[13px] tabular-nums text-slate-500">
                {formatDateTime(lead.createdAt, shortDate)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Who handles a lead: their initials and name. */
function Assignee({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2 text-slate-700', className)} title={`Assigned to ${name}`}>
      <Avatar name={name} size="sm" />
      <span className="sr-only">Assigned to </span>
      <span className="truncate">{name}</span>
    </span>
  )
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <ListMessage
      icon={filtered ? <SearchX aria-hidden="true" className="size-6" /> : <Inbox aria-hidden="true" className="size-6" />}
      text={filtered ? NO_MATCH_TEXT : NO_LEADS_TEXT}
      action={
        filtered ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear Filters
          </Button>
        ) : null
      }
    />
  )
}

/** The loading rows, shaped like the list's. */
const SKELETON = [
  'h-4 w-32 rounded bg-slate-200',
  'h-4 w-48 rounded bg-slate-100',
  'hidden h-4 w-28 rounded bg-slate-100 sm:block',
  'hidden h-4 flex-1 rounded bg-slate-100 md:block',
  'h-5 w-16 rounded-full bg-slate-100',
]
