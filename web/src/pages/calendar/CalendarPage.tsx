import { CalendarCheck, ExternalLink, LoaderCircle, RefreshCw, Rss, SearchX, ServerCrash } from 'lucide-react'
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react'
import { NeedsJavaScript } from '../../components/NeedsJavaScript'
import { PageIntro } from '../../components/layout/PageIntro'
import { Button, buttonClasses } from '../../components/ui/button'
import { localTimeZone } from '../../lib/countdown/zoned'
import { useHydrated } from '../../lib/hydration'
import { siteConfig } from '../../lib/siteConfig'
import { useMediaQuery } from '../../lib/useMediaQuery'
import { dayKey, groupByDay, rangeTitle, shiftAnchor, startOfDay, viewRange } from '../../lib/events/calendarDates'
import { CalendarToolbar } from './CalendarToolbar'
import { DayAgenda } from './DayAgenda'
import { FEED_URL, filterEvents, typeLabel, type Occurrence } from '../../lib/events/eventModel'
import { MonthView } from './MonthView'
import { useCalendarState } from './useCalendarState'
import { useEvents } from '../../lib/events/useEvents'
import { WeekView } from './WeekView'

/** The event dialog (and Radix Dialog with it) loads when an event is first opened. */
const EventDialog = lazy(() => import('./EventDialog').then((m) => ({ default: m.EventDialog })))

export default function CalendarPage() {
  const { view, anchor, setView, setAnchor, show } = useCalendarState()
  const [search, setSearch] = useState('')
  const [type, setType] = useState('')
  const [open, setOpen] = useState<Occurrence | null>(null)
  // Mounted from the first open on, so that closing keeps its animation.
  const dialogWanted = useDialogWanted(open !== null)
  const wide = useMediaQuery('(min-width: 768px)')
  const hydrated = useHydrated()
  const today = startOfDay(new Date())
  const { from, to } = useMemo(() => viewRange(view, anchor), [view, anchor])
  const query = useEvents(from, to)

  const deferredSearch = useDeferredValue(search)
  const all = query.data
  const visible = useMemo(() => filterEvents(all ?? [], deferredSearch, type), [all, deferredSearch, type])
  const byDay = useMemo(() => groupByDay(visible), [visible])
  const filtered = deferredSearch.trim() !== '' || type !== ''
  const loading = query.isPending
  const updating = query.isFetching && !loading

  const openDay = (d: Date) => show('day', d)

  return (
    <>
      <PageIntro
        back={{ to: '/', label: 'Back to Home' }}
        eyebrow="Events"
        title="Events Calendar"
        lead="Workshops, community calls, GPS Kids, partner calls and the daily live build sessions. Times are the organiser's, with yours beside them."
        actions={
          <>
            <a href={siteConfig().schedulingUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
              <CalendarCheck aria-hidden="true" />
              Book a Call
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <a href={FEED_URL} className={buttonClasses('secondary', 'md')}>
              <Rss aria-hidden="true" />
              Subscribe
            </a>
          </>
        }
      />
      <div className="bg-white">
        <div className="container-page py-8 sm:py-12">
          {hydrated ? (
            <>
            <CalendarToolbar
              view={view}
              title={rangeTitle(view, anchor)}
              search={search}
              type={type}
              onView={setView}
              onPrev={() => setAnchor(shiftAnchor(view, anchor, -1))}
              onNext={() => setAnchor(shiftAnchor(view, anchor, 1))}
              onToday={() => setAnchor(today)}
              onSearch={setSearch}
              onType={setType}
            />

            <div className="mt-4 flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <p role="status" aria-live="polite" className="flex items-center gap-2">
                {loading || updating ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
                    Loading events...
                  </>
                ) : query.isError ? null : (
                  <>
                    {visible.length} event{visible.length === 1 ? '' : 's'}
                    {filtered ? ` matching${type ? ` in ${typeLabel(type)}` : ''}` : ''}
                  </>
                )}
              </p>
              <p className="text-slate-500">Days in your time zone, {localTimeZone().replace(/_/g, ' ')}</p>
            </div>

            {query.isError && !all ? (
              <div role="alert" className="mt-4 rounded-card border border-danger-500/30 bg-danger-50 p-6 text-danger-700">
                <div className="flex items-start gap-3">
                  <ServerCrash aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
                  <div>
                    <h3 className="text-lg font-semibold">The events could not be loaded</h3>
                    <p className="mt-1 text-slate-700">Check your connection and try again.</p>
                    <Button variant="secondary" size="sm" className="mt-4" onClick={() => void query.refetch()} loading={query.isFetching}>
                      {query.isFetching ? null : <RefreshCw aria-hidden="true" />}
                      Retry
                    </Button>
                  </div>
                </div>
              </div>
            ) : (
              <div className="mt-3 transition-opacity" aria-busy={loading || updating} style={{ opacity: loading ? 0.55 : 1 }}>
                {filtered && !loading && visible.length === 0 ? (
                  <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-mist px-4 py-3 text-[15px] text-slate-700">
                    <SearchX aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                    No events match these filters in this {view}.
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        setSearch('')
                        setType('')
                      }}
                    >
                      Clear Filters
                    </Button>
                  </div>
                ) : null}
                {view === 'month' ? (
                  <MonthView anchor={anchor} byDay={byDay} today={today} wide={wide} onOpen={setOpen} onDay={openDay} onSelect={setAnchor} />
                ) : view === 'week' ? (
                  <WeekView anchor={anchor} byDay={byDay} today={today} wide={wide} onOpen={setOpen} onDay={openDay} />
                ) : (
                  <DayAgenda day={anchor} events={byDay.get(dayKey(anchor)) ?? []} onOpen={setOpen} headingLevel="h3" />
                )}
              </div>
            )}
            </>
          ) : (
            // Today, the visitor's time zone and the chosen view are known
            // only in the browser: the server's HTML shows the calendar's
            // frame, and without JavaScript the feed and the booking page.
            <>
              <NeedsJavaScript title="The calendar needs JavaScript" className="mt-4">
                It shows each event at your local time. Without it, add every event to your own calendar with the{' '}
                <a href={FEED_URL}>calendar feed</a> (Google Calendar, Apple Calendar, Outlook), or{' '}
                <a href={siteConfig().schedulingUrl} target="_blank" rel="noopener noreferrer">
                  book a call
                </a>{' '}
                with the team.
              </NeedsJavaScript>
              <div
                role="status"
                className="mt-4 flex min-h-96 items-center justify-center gap-2 rounded-card border border-slate-200 bg-mist text-slate-600 noscript:hidden"
              >
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
                Loading the calendar...
              </div>
            </>
          )}

          <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            Want these in your own calendar?
            <a href={FEED_URL} className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline">
              Subscribe to the calendar feed
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
            (Google Calendar, Apple Calendar, Outlook).
          </p>
        </div>
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <EventDialog event={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  )
}

/** True from the first time `open` is true. */
function useDialogWanted(open: boolean): boolean {
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  return wanted || open
}
