import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { Download, ScrollText, SearchX } from 'lucide-react'
import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Select } from '../../../components/ui/select'
import { getJSON } from '../../../lib/api'
import { useMediaQuery } from '../../../lib/useMediaQuery'
import { useUrlState } from '../../../lib/urlState'
import { cn } from '../../../lib/utils'
import { useStaffAccess } from '../adminApi'
import { Avatar } from '../common/Avatar'
import { TabEmpty, TabHeader } from '../common/TabStates'
import { CaptionActions, LoadMore, RowsSkeleton } from '../../../components/lists/ListStates'
import { ListTable, type ListColumn } from '../../../components/lists/ListTable'
import { byName, personName, useTeamDirectory, type TeamPerson } from '../common/teamDirectory'
import { LeadDetail } from '../leads/LeadDetail'
import { leadNamer } from '../leads/leadHistory'
import { formatDateTime } from '../leads/leadModel'
import { displayName } from '../team/teamModel'
import { AuditChanges } from './AuditChanges'
import {
  actionLabel,
  actionTone,
  AUDIT_FILTER_PARAMS,
  AUDIT_KEY,
  auditExportUrl,
  auditUrl,
  changeLines,
  emptyAuditFilters,
  isAuditFiltered,
  isDay,
  objectLabel,
  staffNamer,
  typeLabel,
  type AuditEntry,
  type AuditPage,
  type ValueNamer,
} from './auditModel'

const ALL = 'all'

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

/** Admin section (owners and admins): every change staff made, who made it, from where, and the fields before and after. */
export default function AuditTab() {
  const [filters, setFilters] = useUrlState(AUDIT_FILTER_PARAMS)
  const [openLead, setOpenLead] = useState<number | null>(null)
  const wide = useMediaQuery('(min-width: 1024px)')
  const { staff } = useStaffAccess()
  const team = useTeamDirectory()
  const ids = { person: useId(), type: useId(), from: useId(), to: useId(), caption: useId() }

  const query = useInfiniteQuery({
    queryKey: [...AUDIT_KEY, filters],
    queryFn: ({ pageParam, signal }) => getJSON<AuditPage>(auditUrl(filters, pageParam || undefined), signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore || undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

  useEffect(() => {
    if (!query.error) return
    console.error('Failed to load the audit log', query.error)
  }, [query.error])

  const pages = query.error ? [] : (query.data?.pages ?? [])
  const entries = pages.flatMap((p) => p.items)
  const types = query.data?.pages[0]?.types
  const filtered = isAuditFiltered(filters)
  const loadingFirst = query.isPending
  const updating = query.isFetching && !query.isFetchingNextPage && !loadingFirst
  const people = team.data
  // A lead's values read as in its detail ("Contacted"); every other object's staff ids as names.
  const namers = useMemo(() => ({ lead: leadNamer(people), other: staffNamer(people) }), [people])
  const namer = useCallback((entry: AuditEntry) => (entry.objectType === 'lead' ? namers.lead : namers.other), [namers])

  const personOptions = useMemo(() => {
    const options = byName(people ?? []).map((p) => ({
      value: String(p.id),
      label: p.id === staff.id ? `${displayName(p)} (you)` : personName(people, p.id),
    }))
    // A link may name someone no longer on the active team.
    if (filters.person && !options.some((o) => o.value === filters.person)) {
      options.push({ value: filters.person, label: personName(people, Number(filters.person)) })
    }
    return [{ value: ALL, label: 'Everyone' }, ...options]
  }, [people, staff.id, filters.person])

  const typeOptions = useMemo(() => {
    const list = [...(types ?? [])]
    if (filters.type && !list.includes(filters.type)) list.push(filters.type)
    return [{ value: ALL, label: 'All types' }, ...list.map((t) => ({ value: t, label: typeLabel(t) }))]
  }, [types, filters.type])

  const clearAll = () => setFilters(emptyAuditFilters)

  return (
    <section aria-labelledby="admin-audit-title" className="space-y-6">
      <TabHeader
        id="admin-audit-title"
        title="Audit log"
        lead="Every change staff made, newest first: who, when, from which network, and each field before and after."
      />

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-4 border-b border-slate-100 p-4 sm:p-5 xl:flex-row xl:items-end">
          <div className="grid min-w-0 flex-1 grid-cols-2 gap-3 md:grid-cols-4">
            <div className="col-span-2 min-w-0 space-y-1.5 md:col-span-1">
              <Label htmlFor={ids.person}>Person</Label>
              <Select
                id={ids.person}
                value={filters.person || ALL}
                onValueChange={(v) => setFilters({ person: v === ALL ? '' : v })}
                options={personOptions}
              />
            </div>
            <div className="col-span-2 min-w-0 space-y-1.5 md:col-span-1">
              <Label htmlFor={ids.type}>Object type</Label>
              <Select
                id={ids.type}
                value={filters.type || ALL}
                onValueChange={(v) => setFilters({ type: v === ALL ? '' : v })}
                options={typeOptions}
              />
            </div>
            <DateFilter id={ids.from} label="From" value={filters.from} max={filters.to} onChange={(from) => setFilters({ from })} />
            <DateFilter id={ids.to} label="To" value={filters.to} min={filters.from} onChange={(to) => setFilters({ to })} />
          </div>
          <a href={auditExportUrl(filters)} download className={buttonClasses('secondary', 'md', 'h-12 shrink-0')}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>

        <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2.5 text-sm text-slate-600 sm:px-5">
          <p id={ids.caption} aria-live="polite">
            {loadingFirst ? (
              'Loading entries...'
            ) : query.error ? (
              'The audit log could not be loaded.'
            ) : (
              <>
                Showing <strong className="font-semibold text-slate-900">{entries.length}</strong> {entries.length === 1 ? 'entry' : 'entries'}
                {query.hasNextPage ? ', newest first; older ones below' : ', newest first'}
              </>
            )}
          </p>
          <CaptionActions updating={updating} filtered={filtered} onClear={clearAll} />
        </div>

        {loadingFirst ? (
          <RowsSkeleton cells={SKELETON} />
        ) : query.error ? (
          <div className="border-t border-slate-100 p-4 sm:p-5">
            <LoadError what="the audit log" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
          </div>
        ) : entries.length === 0 ? (
          <TabEmpty
            icon={filtered ? <SearchX aria-hidden="true" /> : <ScrollText aria-hidden="true" />}
            title={filtered ? 'No entries match these filters' : 'Nothing recorded yet'}
            action={
              filtered ? (
                <Button variant="ghost" size="sm" onClick={clearAll}>
                  Clear Filters
                </Button>
              ) : null
            }
            inCard
          >
            {filtered ? 'Try another person, type or range of days.' : 'Every change staff make in this area is recorded here as it happens.'}
          </TabEmpty>
        ) : wide ? (
          <EntriesTable entries={entries} people={people} namer={namer} captionId={ids.caption} dimmed={updating} onOpenLead={setOpenLead} />
        ) : (
          <EntryCards entries={entries} people={people} namer={namer} captionId={ids.caption} dimmed={updating} onOpenLead={setOpenLead} />
        )}

        <LoadMore query={query} />
      </Card>

      <LeadDetail
        leadId={openLead}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenLead(null)
        }}
      />
    </section>
  )
}

/**
 * A day picker that filters once a whole day is given: typing a year digit
 * by digit does not send a request per digit. A cleared field clears the filter.
 */
function DateFilter({ id, label, value, min, max, onChange }: { id: string; label: string; value: string; min?: string; max?: string; onChange: (day: string) => void }) {
  const [draft, setDraft] = useState(value)
  const [shown, setShown] = useState(value)
  // The address changed (Clear Filters, Back): show its day.
  if (value !== shown) {
    setShown(value)
    setDraft(value)
  }
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={draft}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => {
          const day = e.target.value
          setDraft(day)
          if (day === '' || (isDay(day) && day >= '2000')) onChange(day)
        }}
      />
    </div>
  )
}

interface ListProps {
  entries: AuditEntry[]
  people: readonly TeamPerson[] | undefined
  namer: (entry: AuditEntry) => ValueNamer
  captionId: string
  dimmed: boolean
  onOpenLead: (id: number) => void
}

/** Who made the change: their name now (the e-mail they had then when they left the team). */
function actorName(entry: AuditEntry, people: readonly TeamPerson[] | undefined): string {
  const person = people?.find((p) => p.id === entry.actorId)
  return person ? displayName(person) : entry.actor || 'Unknown'
}

function When({ at, stacked }: { at: string; stacked?: boolean }) {
  return (
    <time dateTime={at} title={formatDateTime(at)} className="tabular-nums">
      <span className={cn('whitespace-nowrap', stacked && 'block')}>{formatDateTime(at, shortDate)}</span>
      {stacked ? null : ', '}
      <span className={cn('whitespace-nowrap', stacked && 'block text-[13px] text-slate-500')}>{formatDateTime(at, timeOfDay)}</span>
    </time>
  )
}

/** The changed object; a lead opens in its detail. */
function ObjectName({ entry, onOpenLead }: { entry: AuditEntry; onOpenLead: (id: number) => void }) {
  const label = objectLabel(entry)
  if (entry.objectType === 'lead' && /^\d+$/.test(entry.objectId)) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => onOpenLead(Number(entry.objectId))}
        className="rounded text-left font-medium break-words text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {label}
      </button>
    )
  }
  return <span className="font-medium break-words text-slate-900">{label}</span>
}

const COLUMNS: ListColumn[] = [
  { label: 'Time', width: 'w-[112px]' },
  { label: 'Person', width: 'w-[24%]' },
  { label: 'Action', width: 'w-[156px]' },
  { label: 'Object', width: 'w-[13%]' },
  { label: 'Changes' },
]
const td = 'px-3 py-3.5 align-top'

/** Wide screens: a row per entry. */
function EntriesTable({ entries, people, namer, captionId, dimmed, onOpenLead }: ListProps) {
  return (
    <ListTable labelledBy={captionId} columns={COLUMNS} minWidth="min-w-[720px]" fixed dimmed={dimmed} className="border-t border-slate-100 transition-opacity">
      {entries.map((entry) => {
        const name = actorName(entry, people)
        return (
          <tr key={entry.id} data-audit-id={entry.id}>
            <td className={cn(td, 'text-slate-700')}>
              <When at={entry.at} stacked />
            </td>
            <td className={td}>
              <div className="flex min-w-0 items-start gap-2.5">
                <Avatar name={name} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900" title={entry.actor}>
                    {name}
                  </p>
                  {entry.network ? (
                    <p className="truncate text-[13px] text-slate-500" title={`From ${entry.network}`}>
                      <span className="sr-only">from </span>
                      {entry.network}
                    </p>
                  ) : null}
                </div>
              </div>
            </td>
            <td className={td}>
              <Badge tone={actionTone(entry.action)} className="whitespace-nowrap px-2.5 py-0.5">
                {actionLabel(entry.action)}
              </Badge>
            </td>
            <td className={td}>
              <ObjectName entry={entry} onOpenLead={onOpenLead} />
            </td>
            <td className={td}>
              <AuditChanges lines={changeLines(entry, namer(entry))} />
            </td>
          </tr>
        )
      })}
    </ListTable>
  )
}

/** Phones and tablets: a card per entry, its changes below. */
function EntryCards({ entries, people, namer, captionId, dimmed, onOpenLead }: ListProps) {
  return (
    <ul aria-labelledby={captionId} className={cn('divide-y divide-slate-100 border-t border-slate-100 transition-opacity', dimmed && 'opacity-60')}>
      {entries.map((entry) => {
        const name = actorName(entry, people)
        return (
          <li key={entry.id} data-audit-id={entry.id} className="px-4 py-4 sm:px-5">
            <div className="flex items-start gap-3">
              <Avatar name={name} size="md" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="min-w-0 truncate font-semibold text-slate-900" title={entry.actor}>
                    {name}
                  </span>
                  <span className="text-[13px] text-slate-500">
                    <When at={entry.at} />
                  </span>
                </p>
                <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <Badge tone={actionTone(entry.action)} className="whitespace-nowrap px-2.5 py-0.5">
                    {actionLabel(entry.action)}
                  </Badge>
                  <ObjectName entry={entry} onOpenLead={onOpenLead} />
                </div>
                <AuditChanges lines={changeLines(entry, namer(entry))} className="mt-2.5" />
                {entry.network ? <p className="mt-2 text-[13px] text-slate-500">From {entry.network}</p> : null}
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** The loading rows, shaped like the list's. */
const SKELETON = [
  'h-4 w-20 rounded bg-slate-100',
  'size-8 rounded-full bg-slate-200',
  'h-4 w-32 rounded bg-slate-200',
  'hidden h-5 w-24 rounded-full bg-slate-100 sm:block',
  'hidden h-4 flex-1 rounded bg-slate-100 md:block',
]
