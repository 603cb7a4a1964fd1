import { useId, useState, type ReactNode } from 'react'
import { ListToolbar, PagedRows } from '../../../components/lists/PagedList'
import { useDebounced } from '../../../lib/useDebounced'
import { listAddress, SEARCH_DEBOUNCE_MS, usePagedList } from '../../../lib/usePagedList'
import { Panel } from './Panel'

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
 * them, in a region `labelledBy` names) and Load More.
 */
export function FilteredPanel<T>({ list, children }: { list: PanelList; children: (rows: T[], labelledBy: string, dimmed: boolean) => ReactNode }) {
  const ids = { search: useId(), status: useId(), caption: useId() }
  const [status, setStatus] = useState('')
  const [q, setQ] = useState('')
  const filters = { status, q: useDebounced(q, SEARCH_DEBOUNCE_MS) }
  const paged = usePagedList<T>(list.key, list.base, filters)
  const clear = () => {
    setStatus('')
    setQ('')
  }
  return (
    <Panel id={list.id} title={list.title} lead={list.lead}>
      <ListToolbar
        ids={ids}
        searchLabel={`Search ${list.many}`}
        search={q}
        onSearch={setQ}
        searchHint={list.searchHint}
        status={status}
        onStatus={setStatus}
        statuses={list.statuses}
        allLabel="All"
        exportHref={listAddress(`${list.base}.csv`, filters)}
      />
      <PagedRows
        list={paged}
        captionId={ids.caption}
        one={list.one}
        many={list.many}
        what={list.many}
        empty={list.empty}
        skeleton={list.skeleton}
        filtered={status !== '' || q.trim() !== ''}
        onClear={clear}
      >
        {/* The rows' region is named by the panel's title and its count. */}
        {(rows, dimmed) => children(rows, `${list.id} ${ids.caption}`, dimmed)}
      </PagedRows>
    </Panel>
  )
}
