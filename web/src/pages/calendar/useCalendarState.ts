import { useMemo } from 'react'
import { dayKey, parseDayKey, startOfDay, VIEWS, type CalendarView } from '../../lib/events/calendarDates'
import { oneOf, useUrlState } from '../../lib/urlState'

/** ?view= (month when absent) and ?date= (today when absent); every move writes the date. */
const CALENDAR_PARAMS = { view: oneOf(VIEWS, 'month'), date: { fallback: '' } }

/** The calendar's view and date live in the URL (?view=week&date=2026-11-05), so a link or reload keeps them. */
export function useCalendarState(): {
  view: CalendarView
  anchor: Date
  setView: (view: CalendarView) => void
  setAnchor: (date: Date) => void
  show: (view: CalendarView, date: Date) => void
} {
  const [{ view, date }, setParams] = useUrlState(CALENDAR_PARAMS)
  const anchor = useMemo(() => parseDayKey(date) ?? startOfDay(new Date()), [date])
  const write = (nextView: CalendarView, day: Date) => setParams({ view: nextView, date: dayKey(day) })
  return {
    view,
    anchor,
    setView: (v) => write(v, anchor),
    setAnchor: (d) => write(view, d),
    show: write,
  }
}
