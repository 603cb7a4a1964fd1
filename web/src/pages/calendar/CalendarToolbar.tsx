import { ChevronLeft, ChevronRight, Search } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Select } from '../../components/ui/select'
import { cn } from '../../lib/utils'
import { VIEWS, type CalendarView } from '../../lib/events/calendarDates'
import { EVENT_TYPE_LABELS, EVENT_TYPES } from '../../lib/events/eventModel'

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' }
const ALL = 'all'

interface ToolbarProps {
  view: CalendarView
  title: string
  search: string
  type: string
  onView: (v: CalendarView) => void
  onPrev: () => void
  onNext: () => void
  onToday: () => void
  onSearch: (q: string) => void
  onType: (t: string) => void
}

/** Navigation (previous, Today, next), the range title, the view switch, search and the type filter. */
const typeOptions = [
  { value: ALL, label: 'All Events' },
  ...EVENT_TYPES.map((t) => ({
    value: t,
    label: EVENT_TYPE_LABELS[t],
  })),
]

export function CalendarToolbar(p: ToolbarProps) {
  const ids = { search: useId(), type: useId() }
  const unit = VIEW_LABELS[p.view].toLowerCase()
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" className="size-9 px-0" onClick={p.onPrev} aria-label={`Previous ${unit}`}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={p.onToday}>
            Today
          </Button>
          <Button variant="secondary" size="sm" className="size-9 px-0" onClick={p.onNext} aria-label={`Next ${unit}`}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <h2 aria-live="polite" className="order-first w-full text-lg font-semibold tracking-tight text-slate-900 sm:order-none sm:ml-2 sm:w-auto sm:text-xl">
            {p.title}
          </h2>
        </div>
        <div role="group" aria-label="Calendar view" className="inline-flex w-full rounded-xl bg-slate-100 p-1 ring-1 ring-inset ring-slate-200 sm:w-auto">
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={p.view === v}
              onClick={() => p.onView(v)}
              className={cn(
                'h-9 flex-1 rounded-lg px-4 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:flex-none',
                p.view === v && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {VIEW_LABELS[v]}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_15rem]">
        <div className="space-y-1.5">
          <Label htmlFor={ids.search}>Search events</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              id={ids.search}
              type="search"
              value={p.search}
              maxLength={200}
              autoComplete="off"
              placeholder="Title, description or place"
              onChange={(e) => p.onSearch(e.target.value)}
              className="h-11 pl-10"
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.type}>Event type</Label>
          <Select
            id={ids.type}
            value={p.type || ALL}
            onValueChange={(v) => p.onType(v === ALL ? '' : v)}
            options={typeOptions}
          />
        </div>
      </div>
    </div>
  )
}
