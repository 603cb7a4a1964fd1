import { Clock, MapPin, Repeat } from 'lucide-react'
import { SessionTime } from '../../components/countdown/SessionTime'
import { machineTime } from '../../lib/countdown/sessionLabels'
import { knownTimeZone, localTimeZone } from '../../lib/countdown/zoned'
import { cn } from '../../lib/utils'
import { formatDuration, formatShortTime } from '../../lib/events/calendarDates'
import { typeLabel, typeStyle, type Occurrence } from '../../lib/events/eventModel'

/**
 * An event's start on its organiser's clock with the visitor's beside it
 * ("6:00 AM Central · 1:00 PM your time"), written as /live writes a
 * session's, with the same machine-readable instant.
 */
export function EventTime({ event }: { event: Occurrence }) {
  const visitor = localTimeZone()
  return <SessionTime at={event.start} hostZone={knownTimeZone(event.timeZone, visitor)} visitorZone={visitor} />
}

/** The start alone on the visitor's clock, for the calendar's cells ("1:00 PM"): the grid's days are the visitor's. */
function ShortTime({ event }: { event: Occurrence }) {
  return <time dateTime={machineTime(event.start)}>{formatShortTime(event.start)}</time>
}

/** A compact event in a month cell: time and title, coloured by type. */
export function EventChip({ event, onOpen }: { event: Occurrence; onOpen: (e: Occurrence) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      className={cn(
        'flex w-full min-w-0 items-center gap-1.5 rounded-md px-1.5 py-1 text-left text-xs font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        typeStyle(event.type).chip,
      )}
    >
      <span className="shrink-0 tabular-nums opacity-80">
        <ShortTime event={event} />
      </span>
      <span className="truncate">{event.title}</span>
    </button>
  )
}

/**
 * A daily series' showings of one day on one line ("● 6:00 AM · 6:00 PM"),
 * each time a button that opens its event: the month grid's compact form of
 * the sessions that happen every day.
 */
export function DailyTimes({ events, onOpen }: { events: Occurrence[]; onOpen: (e: Occurrence) => void }) {
  const first = events[0]
  if (!first) return null
  return (
    <ul aria-label="Daily sessions" data-testid="daily-line" className="flex min-w-0 flex-wrap items-center gap-x-0.5 text-[11px] font-medium leading-5 text-slate-600">
      <li aria-hidden="true" className="mr-0.5 flex items-center">
        <EventDot type={first.type} />
      </li>
      {events.map((e, i) => (
        <li key={`${e.eventId}@${e.start}`} className="flex items-center">
          {i > 0 ? (
            <span aria-hidden="true" className="px-0.5 text-slate-400">
              ·
            </span>
          ) : null}
          <button
            type="button"
            onClick={() => onOpen(e)}
            className="rounded px-0.5 tabular-nums transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <ShortTime event={e} />
            <span className="sr-only"> {e.title}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/** A small coloured dot per event (the phone's month grid). */
export function EventDot({ type }: { type: string }) {
  return <span aria-hidden="true" className={cn('size-1.5 rounded-full', typeStyle(type).dot)} />
}

/** A full event row: time range, title, type and place; opens the detail dialog. */
export function EventCard({ event, onOpen, compact }: { event: Occurrence; onOpen: (e: Occurrence) => void; compact?: boolean }) {
  const style = typeStyle(event.type)
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      className={cn(
        'group flex w-full min-w-0 gap-3 rounded-xl border border-slate-200 bg-white text-left shadow-xs transition-[border-color,box-shadow] hover:border-slate-300 hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        compact ? 'p-2.5' : 'p-4',
      )}
    >
      <span aria-hidden="true" className={cn('w-1 shrink-0 self-stretch rounded-full', style.dot)} />
      <span className="min-w-0 flex-1">
        <span className={cn('block font-medium tabular-nums text-slate-600', compact ? 'text-xs' : 'text-sm')}>
          {compact ? <ShortTime event={event} /> : <EventTime event={event} />}
        </span>
        <span
          className={cn(
            'mt-0.5 block font-semibold text-slate-900 group-hover:text-brand-700',
            compact ? 'line-clamp-3 text-[13px] leading-snug' : 'text-base',
          )}
        >
          {event.title}
        </span>
        {compact ? null : (
          <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-2 rounded-full', style.dot)} />
              {typeLabel(event.type)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5 text-slate-400" />
              {formatDuration(event.duration)}
            </span>
            {event.location ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
                <span className="truncate">{event.location}</span>
              </span>
            ) : null}
            {event.recurring ? (
              <span className="inline-flex items-center gap-1">
                <Repeat aria-hidden="true" className="size-3.5 text-slate-400" />
                Repeats
              </span>
            ) : null}
          </span>
        )}
      </span>
    </button>
  )
}
