import { useId, type ReactNode } from 'react'
import { ListTable, RowOpenButton, type ListColumn } from '../../../../components/lists/ListTable'
import { ListToolbar, PagedRows } from '../../../../components/lists/PagedList'
import { Card } from '../../../../components/ui/card'
import { useDebounced } from '../../../../lib/useDebounced'
import { listAddress, SEARCH_DEBOUNCE_MS, usePagedList } from '../../../../lib/usePagedList'
import { useMediaQuery } from '../../../../lib/useMediaQuery'
import { cn } from '../../../../lib/utils'
import { useOpenProject } from '../portalTabs'
import { ProjectSheet } from '../ProjectSheet'
import {
  billingBase,
  billingFilters,
  billingKey,
  clientLine,
  isFiltered,
  STATUS_OPTIONS,
  type BillingFilters,
  type BillingKind,
  type QuoteRow,
} from './billingModel'

/** A column of the wide table: its heading, its cell, its width (a <col> class) and whether figures line up on the right. */
export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  width?: string
  figure?: boolean
}

/**
 * What a list shows of its rows. Every row starts with its number (and a line
 * under it, `since`) and its project and client; then the table's own
 * columns, or on a phone the card's right-hand side (amount, badge, date).
 */
export interface RowView<T> {
  heading: string
  one: string
  many: string
  searchHint: string
  empty: { icon: ReactNode; text: string }
  since: (row: T) => ReactNode
  columns: Column<T>[]
  card: (row: T) => { amount: ReactNode; badge: ReactNode; note: ReactNode }
}

export type BillingRow = Pick<QuoteRow, 'id' | 'number' | 'projectId' | 'projectTitle' | 'clientName' | 'clientCompany'>

/**
 * The partner's quotes or invoices across their projects, as the lead inbox
 * lists leads: a search and a status (in the address), Export CSV of what the
 * filters match, a page at a time with Load More. A row opens its project's
 * sheet, where the quote or invoice lives, over the list.
 */
export function BillingList<T extends BillingRow>({
  kind,
  view,
  filters,
  onFilters,
}: {
  kind: BillingKind
  view: RowView<T>
  filters: Pick<BillingFilters, 'status' | 'q'>
  onFilters: (patch: Partial<BillingFilters>) => void
}) {
  const ids = { search: useId(), status: useId(), caption: useId() }
  const wide = useMediaQuery('(min-width: 768px)')
  const [openProject, setOpenProject] = useOpenProject()
  const applied = billingFilters(kind, { status: filters.status, q: useDebounced(filters.q, SEARCH_DEBOUNCE_MS) })
  const paged = usePagedList<T>(billingKey(kind), billingBase(kind), applied)
  const clear = () => onFilters({ status: '', q: '' })
  const open = (row: T) => setOpenProject(row.projectId)

  return (
    <Card className="overflow-hidden">
      <ListToolbar
        ids={ids}
        searchLabel="Search"
        search={filters.q}
        onSearch={(q) => onFilters({ q })}
        searchHint={view.searchHint}
        status={applied.status}
        onStatus={(status) => onFilters({ status })}
        statuses={STATUS_OPTIONS[kind]}
        allLabel="All statuses"
        exportHref={listAddress(`${billingBase(kind)}.csv`, applied)}
      />
      <PagedRows
        list={paged}
        captionId={ids.caption}
        one={view.one}
        many={view.many}
        what={`your ${view.many}`}
        empty={view.empty}
        skeleton={SKELETON}
        filtered={isFiltered(kind, filters)}
        onClear={clear}
      >
        {(rows, dimmed) =>
          wide ? (
            <RowsTable rows={rows} view={view} captionId={ids.caption} onOpen={open} dimmed={dimmed} />
          ) : (
            <RowCards rows={rows} view={view} captionId={ids.caption} onOpen={open} dimmed={dimmed} />
          )
        }
      </PagedRows>
      <ProjectSheet projectId={openProject} onClose={() => setOpenProject(undefined)} />
    </Card>
  )
}

const td = 'px-3 py-3.5 align-top first:pl-5 last:pr-5'

/** A row's project and, under it, its client. */
function Project({ row }: { row: BillingRow }) {
  const client = clientLine(row)
  return (
    <>
      <span className="block truncate text-slate-900" title={row.projectTitle}>
        {row.projectTitle || 'Untitled project'}
      </span>
      {client ? (
        <span className="mt-0.5 block truncate text-[13px] text-slate-600" title={client}>
          {client}
        </span>
      ) : null}
    </>
  )
}

/** Wide screens: a table; every row opens its project, its number is the keyboard's way in. */
function RowsTable<T extends BillingRow>({
  rows,
  view,
  captionId,
  onOpen,
  dimmed,
}: {
  rows: T[]
  view: RowView<T>
  captionId: string
  onOpen: (row: T) => void
  dimmed: boolean
}) {
  const columns: ListColumn[] = [
    { label: view.heading, width: 'w-[156px]' },
    { label: 'Project' },
    ...view.columns.map((c) => ({ label: c.header, width: c.width, className: c.figure ? 'text-right' : undefined })),
  ]
  return (
    <ListTable labelledBy={captionId} columns={columns} minWidth="min-w-[720px]" fixed edges="both" dimmed={dimmed} className="border-t border-slate-100 transition-opacity">
      {rows.map((row) => (
        <tr key={row.id} data-row-id={row.id} onClick={() => onOpen(row)} className="cursor-pointer transition-colors hover:bg-slate-50">
          <td className={td}>
            <RowOpenButton onOpen={() => onOpen(row)} className="whitespace-nowrap">
              {row.number}
            </RowOpenButton>
            <span className="mt-0.5 block whitespace-nowrap text-[13px] text-slate-500">{view.since(row)}</span>
          </td>
          <td className={td}>
            <Project row={row} />
          </td>
          {view.columns.map((c) => (
            <td key={c.header} className={cn(td, c.figure && 'text-right tabular-nums')}>
              {c.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </ListTable>
  )
}

/** Phones: one card per row (number, project and client; amount, status and date); the whole card opens its project. */
function RowCards<T extends BillingRow>({
  rows,
  view,
  captionId,
  onOpen,
  dimmed,
}: {
  rows: T[]
  view: RowView<T>
  captionId: string
  onOpen: (row: T) => void
  dimmed: boolean
}) {
  return (
    <ul aria-labelledby={captionId} className={cn('divide-y divide-slate-100 border-t border-slate-100 transition-opacity', dimmed && 'opacity-60')}>
      {rows.map((row) => {
        const side = view.card(row)
        return (
          <li key={row.id} data-row-id={row.id}>
            <button
              type="button"
              onClick={() => onOpen(row)}
              aria-haspopup="dialog"
              className="flex w-full items-start justify-between gap-3 px-4 py-3.5 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{row.number}</span>
                <span className="mt-0.5 block text-[14px]">
                  <Project row={row} />
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1.5 text-right">
                <span className="font-semibold tabular-nums text-slate-900">{side.amount}</span>
                {side.badge}
                <span className="text-[13px] text-slate-500">{side.note}</span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** The loading rows, shaped like the list's. */
const SKELETON = [
  'h-4 w-28 rounded bg-slate-200',
  'h-4 flex-1 rounded bg-slate-100',
  'h-5 w-16 rounded-full bg-slate-100',
  'hidden h-4 w-24 rounded bg-slate-100 sm:block',
  'h-4 w-20 rounded bg-slate-200',
]
