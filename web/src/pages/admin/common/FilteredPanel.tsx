import { Download, SearchX } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { Button, buttonClasses } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/error-panel'
import { useDebounced } from '../../../lib/useDebounced'
import { listAddress, SEARCH_DEBOUNCE_MS, usePagedList } from '../../../lib/usePagedList'
import { FilterSelect, SearchBox } from '../../partners/success/FilterBar'
import { Panel } from './Panel'
import { CaptionActions, ListMessage, LoadMore, RowsSkeleton, ShowingCount } from './TabStates'

/** What a filtered panel lists and how it names it. */
export interface PanelList {
  id: string
  title: string
  lead: string
  /** The list's address; its export is the same with .csv. */
  base: string
  key: readonly unknown[]
  one: string
  many: string
  searchHint: string
  statuses: readonly { value: string; label: string }[]
  empty: { icon: ReactNode; text: string }
  skeleton: readonly string[]
}

/**
 * A staff panel over a list the server pages: a search and a status, Export
 * CSV of what they match, "Showing N of M", the rows (as `children` draws
 * them) and Load More.
 */
export function FilteredPanel<T>({ list, children }: { list: PanelList; children: (rows: T[], labelledBy: string, dimmed: boolean) => ReactNode }) {
  const ids = { search: useId(), status: useId(), caption: useId() }
  const [status, setStatus] = useState('')
  const [q, setQ] = useState('')
  const filters = { status, q: useDebounced(q, SEARCH_DEBOUNCE_MS) }
  const { query, rows, total, updating } = usePagedList<T>(list.key, list.base, filters)
  const filtered = status !== '' || q.trim() !== ''
  const clear = () => {
    setStatus('')
    setQ('')
  }
  return (
    <Panel id={list.id} title={list.title} lead={list.lead}>
      <div className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end sm:px-5">
        <SearchBox id={ids.search} label={`Search ${list.many}`} value={q} onChange={setQ} placeholder={list.searchHint} />
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:contents">
          <FilterSelect id={ids.status} label="Status" value={status} onChange={setStatus} allLabel="All">
            {list.statuses.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </FilterSelect>
          <a href={listAddress(`${list.base}.csv`, filters)} download className={buttonClasses('secondary', 'md', 'h-12 shrink-0')}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </div>
      <div className="flex min-h-11 items-center justify-between gap-3 border-t border-slate-100 px-4 py-2.5 text-sm text-slate-600 sm:px-5">
        <p id={ids.caption} aria-live="polite">
          {query.isPending ? `Loading ${list.many}...` : <><ShowingCount shown={rows.length} total={total} one={list.one} many={list.many} />, newest first</>}
        </p>
        <CaptionActions updating={updating} filtered={filtered} onClear={clear} />
      </div>
      {query.isError && !query.data ? (
        <div className="border-t border-slate-100 p-4 sm:p-5">
          <LoadError what={list.many} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        </div>
      ) : query.isPending ? (
        <RowsSkeleton cells={list.skeleton} />
      ) : rows.length === 0 ? (
        <ListMessage
          icon={filtered ? <SearchX aria-hidden="true" className="size-6" /> : list.empty.icon}
          text={filtered ? `No ${list.many} match these filters` : list.empty.text}
          action={
            filtered ? (
              <Button variant="ghost" size="sm" onClick={clear}>
                Clear Filters
              </Button>
            ) : null
          }
        />
      ) : (
        // The rows' region is named by the panel's title and its count.
        children(rows, `${list.id} ${ids.caption}`, updating)
      )}
      <LoadMore query={query} />
    </Panel>
  )
}
