import { Download, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, buttonClasses } from '../ui/button'
import { LoadError } from '../ui/error-panel'
import type { usePagedList } from '../../lib/usePagedList'
import { FilterSelect, SearchBox } from './FilterBar'
import { CaptionActions, ListMessage, LoadMore, RowsSkeleton, ShowingCount } from './ListStates'

/** A filtered list's bar: a search, a status and Export CSV of what they match. */
export function ListToolbar({
  ids,
  searchLabel,
  search,
  onSearch,
  searchHint,
  status,
  onStatus,
  statuses,
  allLabel,
  exportHref,
}: {
  ids: { search: string; status: string }
  searchLabel: string
  search: string
  onSearch: (q: string) => void
  searchHint: string
  status: string
  onStatus: (status: string) => void
  statuses: readonly { value: string; label: string }[]
  allLabel: string
  exportHref: string
}) {
  return (
    <div className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_13rem_auto] sm:items-end sm:p-5">
      <SearchBox id={ids.search} label={searchLabel} value={search} onChange={onSearch} placeholder={searchHint} />
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:contents">
        <FilterSelect id={ids.status} label="Status" value={status} onChange={onStatus} allLabel={allLabel}>
          {statuses.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
        <a href={exportHref} download className={buttonClasses('secondary', 'md', 'h-12 shrink-0')}>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>
    </div>
  )
}

/**
 * Under a list's bar: "Showing N of M", Updating and Clear Filters; then the
 * rows (`children`, once there are some), or their loading, failed or empty
 * state; then Load More.
 */
export function PagedRows<T>({
  list,
  captionId,
  one,
  many,
  what,
  empty,
  skeleton,
  filtered,
  onClear,
  children,
}: {
  list: ReturnType<typeof usePagedList<T>>
  captionId: string
  one: string
  many: string
  /** The failed load names it: "your quotes". */
  what: string
  empty: { icon: ReactNode; text: string }
  skeleton: readonly string[]
  filtered: boolean
  onClear: () => void
  children: (rows: T[], dimmed: boolean) => ReactNode
}) {
  const { query, rows, total, updating } = list
  return (
    <>
      <div className="flex min-h-11 items-center justify-between gap-3 border-t border-slate-100 px-4 py-2.5 text-sm text-slate-600 sm:px-5">
        <p id={captionId} aria-live="polite">
          {query.isPending ? `Loading ${many}...` : <><ShowingCount shown={rows.length} total={total} one={one} many={many} />, newest first</>}
        </p>
        <CaptionActions updating={updating} filtered={filtered} onClear={onClear} />
      </div>
      {query.isError && !query.data ? (
        <div className="border-t border-slate-100 p-4 sm:p-5">
          <LoadError what={what} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        </div>
      ) : query.isPending ? (
        <RowsSkeleton cells={skeleton} />
      ) : rows.length === 0 ? (
        <ListMessage
          icon={filtered ? <SearchX aria-hidden="true" className="size-6" /> : empty.icon}
          text={filtered ? `No ${many} match these filters` : empty.text}
          action={
            filtered ? (
              <Button variant="ghost" size="sm" onClick={onClear}>
                Clear Filters
              </Button>
            ) : null
          }
        />
      ) : (
        children(rows, updating)
      )}
      <LoadMore query={query} />
    </>
  )
}
