import { cn } from '../../lib/utils'
import { dayKey, sameDay, weekDays } from '../../lib/events/calendarDates'
import { DayAgenda } from './DayAgenda'
import { EventCard } from './EventItems'
import type { Occurrence } from '../../lib/events/eventModel'

interface WeekViewProps {
  anchor: Date
  byDay: Map<string, Occurrence[]>
  today: Date
  wide: boolean
  onOpen: (e: Occurrence) => void
  onDay: (d: Date) => void
}

/** Sunday to Saturday: seven columns on wide screens, a list of days on phones. */
export function WeekView({ anchor, byDay, today, wide, onOpen, onDay }: WeekViewProps) {
  const days = weekDays(anchor)
  if (!wide) {
    return (
      <div className="space-y-6" data-testid="week-list">
        {days.map((d) => (
          <DayAgenda key={dayKey(d)} day={d} events={byDay.get(dayKey(d)) ?? []} onOpen={onOpen} />
        ))}
      </div>
    )
  }
  return (
    <div data-testid="week-grid" className="grid grid-cols-7 overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      {days.map((d) => {
        const events = byDay.get(dayKey(d)) ?? []
        const isToday = sameDay(d, today)
        return (
          <section
            key={dayKey(d)}
            data-day={dayKey(d)}
            aria-label={d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' })}
            className="flex min-h-96 min-w-0 flex-col border-r border-slate-100 last:border-r-0"
          >
            <button
              type="button"
              onClick={() => onDay(d)}
              aria-current={isToday ? 'date' : undefined}
              className="flex flex-col items-center gap-1 border-b border-slate-200 bg-mist py-2.5 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
            >
              <span className="text-xs font-semibold uppercase tracking-wider text-slate-600">
                {d.toLocaleDateString('en-US', { weekday: 'short' })}
              </span>
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-base font-bold tabular-nums text-slate-900',
                  isToday && 'bg-brand-600 text-white',
                )}
              >
                {d.getDate()}
              </span>
            </button>
            <ul className="flex-1 space-y-1.5 p-1.5">
              {events.map((e) => (
                <li key={`${e.eventId}@${e.start}`}>
                  <EventCard event={e} onOpen={onOpen} compact />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
