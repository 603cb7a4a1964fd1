import { LoaderCircle, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'

/** The states of a list that pages: loading rows, its caption's count and actions, an empty message, Load More. */

/**
 * A list still loading: six rows of grey blocks shaped like the list's own
 * rows. Each cell is one block's classes (its size, its shade, from which
 * width it shows).
 */
export function RowsSkeleton({ cells }: { cells: readonly string[] }) {
  return (
    <div aria-hidden="true" className="animate-pulse divide-y divide-slate-100 border-t border-slate-100">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-6 px-5 py-4">
          {cells.map((cell, j) => (
            <div key={j} className={cell} />
          ))}
        </div>
      ))}
    </div>
  )
}

/** A list refetching behind what it shows. */
export function Updating() {
  return (
    <span className="flex items-center gap-1.5 text-slate-500">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Updating
    </span>
  )
}

/** Beside a filtered list's caption: Updating while it refetches, and Clear Filters while any filter is set. */
export function CaptionActions({ updating, filtered, onClear }: { updating: boolean; filtered: boolean; onClear: () => void }) {
  return (
    <div className="flex items-center gap-3">
      {updating ? <Updating /> : null}
      {filtered ? (
        <button
          type="button"
          onClick={onClear}
          className="flex items-center gap-1 rounded-md px-1.5 py-1 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="size-4" />
          Clear Filters
        </button>
      ) : null}
    </div>
  )
}

/** A list's caption count: "Showing 20 of 134 leads". */
export function ShowingCount({ shown, total, one, many }: { shown: number; total: number; one: string; many: string }) {
  return (
    <>
      Showing <strong className="font-semibold text-slate-900">{shown}</strong> of{' '}
      <strong className="font-semibold text-slate-900">{total}</strong> {total === 1 ? one : many}
    </>
  )
}

/** In place of a card's list: nothing to show (or no match for the filters), and what to do about it. */
export function ListMessage({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 border-t border-slate-100 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">{icon}</span>
      <p className="max-w-sm text-[15px] font-medium text-slate-700">{text}</p>
      {action}
    </div>
  )
}

/** What LoadMore needs of an infinite query. */
interface PagedQuery {
  hasNextPage: boolean
  error: unknown
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/** Under a paged list: the button that fetches the next page, while there is one and nothing failed. */
export function LoadMore({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage || query.error) return null
  return (
    <div className="flex justify-center border-t border-slate-100 p-4">
      <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading...' : 'Load More'}
      </Button>
    </div>
  )
}
