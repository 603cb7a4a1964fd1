import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query'
import { getJSON } from './api'

/** A page of a list the server pages newest first (docs/api.md: `items`, `total`, `nextCursor`). */
export interface Page<T> {
  items: T[]
  total: number
  nextCursor?: string
}

/** How long a typed search waits before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300

/** The address of a list's page (cursor undefined: the first) or its CSV export, with the filters that are set. */
export function listAddress(base: string, filters: Record<string, string>, cursor?: string): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim())
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `${base}?${query}` : base
}

/**
 * A paged list, a page at a time: every row fetched so far, the number of
 * all matches, and the query (for LoadMore, and its loading and error
 * states). A change of filters keeps the rows shown until the new ones come.
 */
export function usePagedList<T>(key: QueryKey, base: string, filters: Record<string, string>) {
  const query = useInfiniteQuery({
    queryKey: [...key, filters],
    queryFn: ({ pageParam, signal }) => getJSON<Page<T>>(listAddress(base, filters, pageParam || undefined), signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor || undefined,
    placeholderData: keepPreviousData,
  })
  return {
    query,
    rows: query.data?.pages.flatMap((p) => p.items) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    updating: query.isFetching && !query.isFetchingNextPage && !query.isPending,
  }
}
