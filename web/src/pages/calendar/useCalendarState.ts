import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { dayKey, parseDayKey, startOfDay, VIEWS, type CalendarView } from '../../lib/events/calendarDates'

/** The calendar's view and date live in the URL (?view=week&date=2026-11-05), so a link or reload keeps them. */
export function useCalendarState(): {
  view: CalendarView
  anchor: Date
  setView: (view: CalendarView) => void
  setAnchor: (date: Date) => void
  show: (view: CalendarView, date: Date) => void
} {
  const [params, setParams] = useSearchParams()
  const rawView = params.get('view')
  const rawDate = params.get('date')
  const view: CalendarView = (VIEWS as readonly string[]).includes(rawView ?? '') ? (rawView as CalendarView) : 'month'
  const anchor = useMemo(() => parseDayKey(rawDate) ?? startOfDay(new Date()), [rawDate])

  const write = (nextView: CalendarView, date: Date) => {
    setParams(
      () => {
        const p = new URLSearchParams(window.location.search)
        if (nextView === 'month') p.delete('view')
        else p.set('view', nextView)
        p.set('date', dayKey(date))
        return p
      },
      { replace: true },
    )
  }
  return {
    view,
    anchor,
    setView: (v) => write(v, anchor),
    setAnchor: (d) => write(view, d),
    show: write,
  }
}
