import { CalendarX } from 'lucide-react'
import { formatLongDate } from '../../lib/events/calendarDates'
import { EventCard } from './EventItems'
import type { Occurrence } from '../../lib/events/eventModel'

/** One day's events as a list (Day view, the phone's month and week). */
export function DayAgenda({
  day,
  events,
  onOpen,
  headingLevel = 'h3',
  hideEmptyText,
}: {
  day: Date
  events: Occurrence[]
  onOpen: (e: Occurrence) => void
  headingLevel?: 'h2' | 'h3'
  hideEmptyText?: boolean
}) {
  const Heading = headingLevel
  return (
    <section aria-label={formatLongDate(day)}>
      <Heading className="text-base font-semibold text-slate-900">{formatLongDate(day)}</Heading>
      {events.length === 0 ? (
        hideEmptyText ? null : (
          <p className="mt-3 flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-[15px] text-slate-600">
            <CalendarX aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            No events on this day.
          </p>
        )
      ) : (
        <ul className="mt-3 space-y-2.5">
          {events.map((e) => (
            <li key={`${e.eventId}@${e.start}`}>
              <EventCard event={e} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
