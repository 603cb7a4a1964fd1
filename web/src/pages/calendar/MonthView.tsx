import { Repeat } from 'lucide-react'
import { useMemo } from 'react'
import { cn } from '../../lib/utils'
import { cellEvents, dayKey, monthGrid, sameDay } from '../../lib/events/calendarDates'
import { dailyLegend, dailySeriesIds, listTimes, splitDaily, type DailyLegendEntry } from '../../lib/events/dailySeries'
import { DailyTimes, EventChip, EventDot } from './EventItems'
import type { Occurrence } from '../../lib/events/eventModel'
import { DayAgenda } from './DayAgenda'

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

interface MonthViewProps {
  anchor: Date
  byDay: Map<string, Occurrence[]>
  today: Date
  wide: boolean
  onOpen: (e: Occurrence) => void
  /** Opens a day: the Day view on wide screens, the agenda below the grid on phones. */
  onDay: (d: Date) => void
  onSelect: (d: Date) => void
}

/**
 * Whole weeks, Sunday first. Series that happen every day (the live
 * sessions) are named once in a legend and take one line per day, so the
 * cell's room goes to the other events. Wide: the daily line, two other
 * events, then '+N more'. Phone: a dot per other event, and the selected
 * day's agenda below.
 */
export function MonthView({ anchor, byDay, today, wide, onOpen, onDay, onSelect }: MonthViewProps) {
  const weeks = monthGrid(anchor)
  const month = anchor.getMonth()
  const { daily, legend } = useMemo(() => {
    const all = [...byDay.values()].flat()
    const ids = dailySeriesIds(all)
    return { daily: ids, legend: dailyLegend(all, ids) }
  }, [byDay])
  return (
    <div>
      {legend.length > 0 ? <DailyLegend legend={legend} wide={wide} /> : null}
      <div data-testid="month-grid" className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
        <div aria-hidden="true" className="grid grid-cols-7 border-b border-slate-200 bg-mist">
          {WEEKDAYS.map((d) => (
            <div key={d} className="py-2 text-center text-xs font-semibold uppercase tracking-wider text-slate-600">
              {wide ? d.slice(0, 3) : d.slice(0, 1)}
            </div>
          ))}
        </div>
        {weeks.map((week, i) => (
          <div key={i} className="grid grid-cols-7 border-b border-slate-100 last:border-b-0">
            {week.map((day) => {
              const events = splitDaily(byDay.get(dayKey(day)) ?? [], daily)
              const outside = day.getMonth() !== month
              const isToday = sameDay(day, today)
              return wide ? (
                <WideCell key={dayKey(day)} day={day} events={events} outside={outside} isToday={isToday} onOpen={onOpen} onDay={onDay} />
              ) : (
                <PhoneCell
                  key={dayKey(day)}
                  day={day}
                  events={events}
                  outside={outside}
                  isToday={isToday}
                  selected={sameDay(day, anchor)}
                  onSelect={onSelect}
                />
              )
            })}
          </div>
        ))}
      </div>
      {wide ? null : (
        <div className="mt-6">
          <DayAgenda day={anchor} events={byDay.get(dayKey(anchor)) ?? []} onOpen={onOpen} headingLevel="h3" />
        </div>
      )}
    </div>
  )
}

const dayLabel = (d: Date) => d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' })

/** A day's events, the daily series' apart. */
interface DayEvents {
  daily: Occurrence[]
  others: Occurrence[]
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** What a day holds, for its button: "5 events and 2 daily sessions", "no events". */
function dayContents({ daily, others }: DayEvents): string {
  const parts = [others.length > 0 ? plural(others.length, 'event') : '', daily.length > 0 ? plural(daily.length, 'daily session') : '']
  return parts.filter(Boolean).join(' and ') || 'no events'
}

/** The daily series named once: "Live Sessions every day at 6:00 AM and 6:00 PM". */
function DailyLegend({ legend, wide }: { legend: DailyLegendEntry[]; wide: boolean }) {
  return (
    <div data-testid="daily-legend" className="mb-3 flex flex-wrap items-center gap-x-5 gap-y-1.5 rounded-xl bg-mist px-3.5 py-2.5 text-sm text-slate-700">
      <Repeat aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      {legend.map((l) => (
        <p key={l.type} className="flex items-center gap-2">
          <EventDot type={l.type} />
          <span>
            <span className="font-semibold text-slate-900">{l.label}</span> every day at {listTimes(l.times)}
          </span>
        </p>
      ))}
      <p className="text-slate-600">{wide ? 'One line in each day; choose a time for its details.' : 'Choose a day to see them in its list.'}</p>
    </div>
  )
}

/** The daily series' showings of a day, one line per type. */
function DailyLines({ events, onOpen }: { events: Occurrence[]; onOpen: (e: Occurrence) => void }) {
  const types = [...new Set(events.map((e) => e.type))]
  return types.map((t) => <DailyTimes key={t} events={events.filter((e) => e.type === t)} onOpen={onOpen} />)
}

function WideCell({
  day,
  events,
  outside,
  isToday,
  onOpen,
  onDay,
}: {
  day: Date
  events: DayEvents
  outside: boolean
  isToday: boolean
  onOpen: (e: Occurrence) => void
  onDay: (d: Date) => void
}) {
  const { shown, more } = cellEvents(events.others)
  return (
    <div
      data-day={dayKey(day)}
      className={cn('min-h-32 min-w-0 border-r border-slate-100 p-1.5 last:border-r-0', outside && 'bg-slate-50/70')}
    >
      <button
        type="button"
        onClick={() => onDay(day)}
        aria-label={`${dayLabel(day)}, ${dayContents(events)}`}
        aria-current={isToday ? 'date' : undefined}
        className={cn(
          'mb-1 flex size-7 items-center justify-center rounded-full text-sm font-semibold tabular-nums transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500',
          outside ? 'text-slate-500' : 'text-slate-800',
          isToday && 'bg-brand-600 text-white hover:bg-brand-700',
        )}
      >
        {day.getDate()}
      </button>
      <DailyLines events={events.daily} onOpen={onOpen} />
      <ul className="mt-0.5 space-y-1">
        {shown.map((e) => (
          <li key={`${e.eventId}@${e.start}`}>
            <EventChip event={e} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <button
          type="button"
          onClick={() => onDay(day)}
          className="mt-1 rounded-md px-1.5 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={`+${more} more on ${dayLabel(day)}`}
        >
          +{more} more
        </button>
      ) : null}
    </div>
  )
}

function PhoneCell({
  day,
  events,
  outside,
  isToday,
  selected,
  onSelect,
}: {
  day: Date
  events: DayEvents
  outside: boolean
  isToday: boolean
  selected: boolean
  onSelect: (d: Date) => void
}) {
  // The daily series are in the legend: the dots are the other events.
  const dots = events.others.slice(0, 3)
  return (
    <div data-day={dayKey(day)} className="p-0.5">
      <button
        type="button"
        onClick={() => onSelect(day)}
        aria-label={`${dayLabel(day)}, ${dayContents(events)}`}
        aria-current={isToday ? 'date' : undefined}
        aria-pressed={selected}
        className={cn(
          'flex h-12 w-full flex-col items-center justify-center gap-1 rounded-lg text-[15px] font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
          outside ? 'text-slate-500' : 'text-slate-800',
          selected ? 'bg-brand-600 text-white' : isToday ? 'bg-brand-50 text-brand-700' : 'hover:bg-slate-100',
        )}
      >
        {day.getDate()}
        <span className="flex h-1.5 gap-0.5">
          {dots.map((e) => (selected ? <span key={`${e.eventId}@${e.start}`} aria-hidden="true" className="size-1.5 rounded-full bg-white" /> : <EventDot key={`${e.eventId}@${e.start}`} type={e.type} />))}
        </span>
      </button>
    </div>
  )
}
