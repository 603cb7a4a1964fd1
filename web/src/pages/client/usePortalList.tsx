import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { fetchPortalList, PORTAL_REFRESH_MS, portalKey, type PortalList, type PortalView } from '../../lib/clientPortalModel'

/**
 * A list the page carries the first items of (`first`, of `total`): those,
 * or every item once the client asks to see them all. The full list is
 * under the page's key, so whatever refreshes the page refreshes it too.
 */
export function usePortalList<K extends PortalList>(token: string, list: K, first: Required<PortalView>[K], total: number) {
  const [all, setAll] = useState(false)
  const query = useQuery({
    queryKey: [...portalKey(token), list],
    queryFn: ({ signal }) => fetchPortalList(token, list, signal),
    enabled: all,
    refetchInterval: PORTAL_REFRESH_MS,
  })
  const items = all && query.data ? query.data : first
  return {
    items,
    hidden: Math.max(total - items.length, 0),
    showAll: () => setAll(true),
    loading: all && query.isPending,
    failed: all && query.isError,
  }
}

/** "Show All 24 Quotes": asks for the rest of a list the page carries the first items of. */
export function ShowAllButton({ what, total, list }: { what: string; total: number; list: ReturnType<typeof usePortalList> }) {
  if (list.hidden === 0) return null
  return (
    <div className="flex flex-col items-center gap-2">
      <Button variant="secondary" onClick={list.showAll} loading={list.loading}>
        Show All {total} {what}
      </Button>
      {list.failed ? (
        <p role="alert" className="text-sm text-danger-700">
          We could not load them. Check your connection and try again.
        </p>
      ) : null}
    </div>
  )
}
