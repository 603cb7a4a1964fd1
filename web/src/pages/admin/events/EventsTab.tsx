import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarDays, ExternalLink, MapPin, Pencil, Plus, Repeat, Ticket, Trash2, Video } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { apiErrorMessage, apiRequest, getJSON } from '../../../lib/api'
import { cn } from '../../../lib/utils'
import { formatShortTime, formatTime } from '../../../lib/events/calendarDates'
import { typeLabel, typeStyle } from '../../../lib/events/eventModel'
import { EVENTS_KEY } from '../../../lib/events/useEvents'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { TabEmpty, TabHeader, TabLoading } from '../common/TabStates'
import { describeRule, eventGroup, eventStart, type StoredEvent } from './eventForm'
import { ADMIN_EVENTS_KEY, EventFormSheet } from './EventFormSheet'
import { Can, useCan } from '../common/Can'

/** Admin tab: the calendar's events, repeating ones first, then upcoming; create, edit and delete. */
export default function EventsTab() {
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: ADMIN_EVENTS_KEY, queryFn: ({ signal }) => getJSON<StoredEvent[]>('/api/admin/events', signal) })
  const [editing, setEditing] = useState<StoredEvent | null | undefined>(undefined)
  const canManage = useCan()('manage')
  const [deleting, setDeleting] = useState<StoredEvent | null>(null)

  const remove = useMutation({
    mutationFn: (e: StoredEvent) => apiRequest('DELETE', `/api/admin/events/${e.id}`),
    onSuccess: async (_r, e) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
      ])
      toast({ title: 'Event deleted', description: e.title })
      setDeleting(null)
    },
    onError: (error) => toast({ variant: 'destructive', title: 'The event was not deleted', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  const now = new Date()
  const list = query.data ?? []
  const byStart = (a: StoredEvent, b: StoredEvent) => eventStart(a).getTime() - eventStart(b).getTime()
  const recurring = list.filter((e) => eventGroup(e, now) === 'recurring').sort(byStart)
  const upcoming = list.filter((e) => eventGroup(e, now) === 'upcoming').sort(byStart)
  const past = list.filter((e) => eventGroup(e, now) === 'past').sort((a, b) => byStart(b, a))

  const newButton = canManage ? (
    <Button onClick={() => setEditing(null)}>
      <Plus aria-hidden="true" />
      New Event
    </Button>
  ) : null

  return (
    <section aria-labelledby="admin-events-title" className="space-y-6">
      <TabHeader
        id="admin-events-title"
        title="Events"
        lead="What the public calendar shows. Repeating events are expanded for each visitor's range."
        action={
          <div className="flex flex-wrap gap-2">
            <Link
              to="/calendar"
              className="inline-flex h-11 items-center gap-1.5 rounded-xl px-4 text-[15px] font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              View calendar
              <ExternalLink aria-hidden="true" className="size-4" />
            </Link>
            {newButton}
          </div>
        }
      />
      {query.isPending ? (
        <TabLoading>Loading events...</TabLoading>
      ) : query.isError ? (
        <LoadError what="events" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <TabEmpty icon={<CalendarDays aria-hidden="true" />} title="No events yet" action={newButton}>
          Events you add here appear on the public calendar at once.
        </TabEmpty>
      ) : (
        <div className="space-y-8">
          <EventGroup title="Recurring" events={recurring} empty="No repeating events." onEdit={setEditing} onDelete={setDeleting} />
          <EventGroup title="Upcoming" events={upcoming} empty="No one-off events to come." onEdit={setEditing} onDelete={setDeleting} />
          {past.length > 0 ? (
            <details className="group">
              <summary className="cursor-pointer rounded-lg text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500">
                Past events ({past.length})
              </summary>
              <div className="mt-3">
                <EventGroup title="Past" hideTitle events={past} empty="" onEdit={setEditing} onDelete={setDeleting} />
              </div>
            </details>
          ) : null}
        </div>
      )}
      <EventFormSheet event={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this event?"
        description={deleting ? `"${deleting.title}"${deleting.rrule ? ' and every one of its occurrences' : ''} will disappear from the calendar and its feed. This cannot be undone.` : ''}
        confirmLabel="Delete event"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  )
}

function EventGroup({
  title,
  hideTitle,
  events,
  empty,
  onEdit,
  onDelete,
}: {
  title: string
  hideTitle?: boolean
  events: StoredEvent[]
  empty: string
  onEdit: (e: StoredEvent) => void
  onDelete: (e: StoredEvent) => void
}) {
  return (
    <section aria-label={title}>
      {hideTitle ? null : (
        <h3 className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-600">
          {title} <span className="tabular-nums">({events.length})</span>
        </h3>
      )}
      {events.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-[15px] text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
          {events.map((e) => (
            <EventRow key={e.id} event={e} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </section>
  )
}

function EventRow({ event: e, onEdit, onDelete }: { event: StoredEvent; onEdit: (e: StoredEvent) => void; onDelete: (e: StoredEvent) => void }) {
  const start = eventStart(e)
  const style = typeStyle(e.type)
  const when = e.rrule
    ? `${describeRule(e.rrule, e.timeZone)} at ${formatShortTime(start, e.timeZone)} · from ${start.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: e.timeZone })}`
    : `${start.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: e.timeZone })} · ${formatTime(start, e.timeZone)}`
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-5 sm:px-5">
      <div className="flex min-w-0 flex-1 gap-3">
        <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', style.dot)} />
        <div className="min-w-0">
          <p className="break-words font-semibold text-slate-900">{e.title}</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span>{typeLabel(e.type)}</span>
            <span className="inline-flex items-center gap-1">
              {e.rrule ? <Repeat aria-hidden="true" className="size-3.5 text-slate-400" /> : null}
              {when}
            </span>
            <span className="text-slate-500">{e.durationMinutes} min</span>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px] text-slate-500">
            {e.location ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{e.location}</span>
              </span>
            ) : null}
            {e.zoomLink ? (
              <span className="inline-flex items-center gap-1">
                <Video aria-hidden="true" className="size-3.5" />
                Zoom
              </span>
            ) : null}
            {e.bookingLink ? (
              <span className="inline-flex items-center gap-1">
                <Ticket aria-hidden="true" className="size-3.5" />
                Registration
              </span>
            ) : null}
            <span>{e.timeZone.replace(/_/g, ' ')}</span>
          </p>
        </div>
      </div>
      <Can permission="manage">
        <div className="flex shrink-0 gap-2 pl-5.5 sm:pl-0">
          <Button variant="secondary" size="sm" onClick={() => onEdit(e)} aria-label={`Edit ${e.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDelete(e)} aria-label={`Delete ${e.title}`} className="!text-danger-700 hover:bg-danger-50">
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </Can>
    </li>
  )
}
