import { useQuery } from '@tanstack/react-query'
import { Star } from 'lucide-react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { LoadError } from '../../../components/ui/error-panel'
import { Stars } from '../../../components/testimonials/Stars'
import { localDay, rating, ratingsCount } from '../../../lib/format'
import { keys, type ClientRatings } from './api'
import { getJSON } from '../../../lib/api'
import { ListSkeleton } from './parts'

/** Every rating clients gave in their portals, newest first, with the average the Client Rating card shows. */
export function RatingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const query = useQuery({
    queryKey: keys.ratings,
    queryFn: ({ signal }) => getJSON<ClientRatings>('/api/partner/ratings', signal),
    enabled: open,
  })
  const data = query.data
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogTitle>Client Ratings</DialogTitle>
        <DialogDescription className="mt-1">
          Clients rate a project in their portal once they approve a deliverable or the project is completed.
        </DialogDescription>
        <div className="mt-5">
          {query.isError ? (
            <LoadError what="the ratings" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : !data ? (
            <ListSkeleton rows={2} className="[&>div]:h-20" />
          ) : data.count === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-[15px] text-slate-600">
              No ratings yet. They appear here, and in Communications, as clients give them.
            </p>
          ) : (
            <>
              <div className="flex items-center gap-4 rounded-xl bg-amber-50 p-4 ring-1 ring-inset ring-amber-200">
                <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-amber-600 shadow-sm">
                  <Star className="size-6 fill-amber-400" />
                </span>
                <p>
                  <span className="block text-2xl font-bold tabular-nums text-slate-900">{rating(data.average)}</span>
                  <span className="block text-sm text-slate-600">Average of {ratingsCount(data.count)}</span>
                </p>
              </div>
              <ul aria-label="Ratings" className="mt-4 divide-y divide-slate-100">
                {data.ratings.map((r) => (
                  <li key={r.id} className="py-4 first:pt-1 last:pb-0">
                    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                      <p className="min-w-0 font-semibold text-slate-900">{r.projectTitle}</p>
                      <Stars rating={r.rating} />
                    </div>
                    <p className="mt-0.5 text-sm text-slate-600">
                      {r.clientName} · <time dateTime={r.updatedAt}>{localDay(r.updatedAt)}</time>
                    </p>
                    {r.comment ? <p className="mt-2 whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-800">{r.comment}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
