import { CalendarPlus, Clock, MapPin, Repeat, Ticket, Video } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog'
import { cn } from '../../lib/utils'
import { formatDuration, formatLongDate } from '../../lib/events/calendarDates'
import { EventTime } from './EventItems'
import { eventIcsUrl, typeLabel, typeStyle, type Occurrence } from '../../lib/events/eventModel'

/** The event detail dialog: when, where, what, and the links the event has. */
export function EventDialog({ event, onClose }: { event: Occurrence | null; onClose: () => void }) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel="Close event details" aria-describedby={undefined}>
        {event ? <EventDetails event={event} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function EventDetails({ event }: { event: Occurrence }) {
  const style = typeStyle(event.type)
  return (
    <>
      <div>
        <p className="flex flex-wrap items-center gap-2 pr-10">
          <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', style.chip)}>
            <span aria-hidden="true" className={cn('size-1.5 rounded-full', style.dot)} />
            {typeLabel(event.type)}
          </span>
          {event.recurring ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              <Repeat aria-hidden="true" className="size-3" />
              Repeats
            </span>
          ) : null}
        </p>
        <DialogTitle className="mt-3 break-words pr-8 text-2xl">{event.title}</DialogTitle>
        <DialogDescription asChild>
          <dl className="mt-4 space-y-2.5 text-[15px] text-slate-700">
            <div className="flex items-start gap-3">
              <dt className="sr-only">When</dt>
              <Clock aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-slate-400" />
              <dd>
                <span className="block font-medium text-slate-900">{formatLongDate(event.start)}</span>
                <span className="block">
                  <EventTime event={event} />
                </span>
                <span className="block">{formatDuration(event.duration)}</span>
              </dd>
            </div>
            {event.location ? (
              <div className="flex items-start gap-3">
                <dt className="sr-only">Where</dt>
                <MapPin aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-slate-400" />
                <dd className="break-words">{event.location}</dd>
              </div>
            ) : null}
          </dl>
        </DialogDescription>
        {event.description ? (
          <p className="mt-5 whitespace-pre-wrap break-words border-t border-slate-100 pt-5 text-[15px] leading-relaxed text-slate-700">
            {event.description}
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col gap-2.5 border-t border-slate-100 pt-5 sm:flex-row sm:flex-wrap">
        {event.bookingLink ? (
          <a href={event.bookingLink} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
            <Ticket aria-hidden="true" />
            Register for Event
          </a>
        ) : null}
        {event.zoomLink ? (
          <a
            href={event.zoomLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses(event.bookingLink ? 'secondary' : 'primary', 'md')}
          >
            <Video aria-hidden="true" />
            Join Zoom
          </a>
        ) : null}
        <a href={eventIcsUrl(event.eventId)} className={buttonClasses('secondary', 'md')}>
          <CalendarPlus aria-hidden="true" />
          Add to Calendar
        </a>
      </div>
    </>
  )
}
