import { CalendarRange } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { cn } from '../../../lib/utils'
import { presetOf, presetRange, PRESETS, rangeError, type MonthRange } from '../../../lib/revenueRange'

/**
 * The range: four presets, or any months from/to (at most five years). The
 * custom months apply with their button so that typing does not reload the
 * dashboard on every keystroke.
 */
export function RangeFilter({ range, onChange }: { range: MonthRange; onChange: (r: MonthRange) => void }) {
  const id = useId()
  const [draft, setDraft] = useState(range)
  const [touched, setTouched] = useState(false)
  const active = presetOf(range)
  const error = touched ? rangeError(draft) : undefined
  const changed = draft.from !== range.from || draft.to !== range.to

  const apply = (e: React.FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (!rangeError(draft)) onChange(draft)
  }
  const choose = (r: MonthRange) => {
    setDraft(r)
    setTouched(false)
    onChange(r)
  }

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={active === p.id}
            onClick={() => choose(presetRange(p.id))}
            className={cn(
              'h-9 rounded-full px-3.5 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              active === p.id ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {p.label}
          </button>
        ))}
      </div>
      <form onSubmit={apply} noValidate aria-label="Custom range" className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto">
          <label htmlFor={`${id}-from`} className="mb-1.5 block text-sm font-medium text-slate-900">
            From
          </label>
          <Input
            id={`${id}-from`}
            type="month"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-10 sm:w-48"
          />
        </div>
        <div className="w-full sm:w-auto">
          <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm font-medium text-slate-900">
            To
          </label>
          <Input
            id={`${id}-to`}
            type="month"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-10 sm:w-48"
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" className="h-10 w-full sm:w-auto" disabled={!changed}>
          <CalendarRange aria-hidden="true" />
          Show Range
        </Button>
        {error ? (
          <p id={`${id}-error`} role="alert" className="w-full text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  )
}
