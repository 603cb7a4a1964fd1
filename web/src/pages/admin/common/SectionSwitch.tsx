import { useState, type ReactNode } from 'react'
import { cn } from '../../../lib/utils'
import { TabHeader } from './TabStates'

/** Two or more views inside one admin tab: pressed buttons, so they do not nest a tab list in the dashboard's. */
export function SectionSwitch<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: { value: T; label: string }[]; onChange: (v: T) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 ring-1 ring-inset ring-slate-200">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'h-9 shrink-0 rounded-lg px-3.5 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            value === o.value && 'bg-white text-slate-900 shadow-sm',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}

interface SwitchedView<T extends string> {
  value: T
  label: string
  view: () => ReactNode
}

/** An admin tab of two or more views: its heading, the switch, then the chosen view (the first at first). */
export function SwitchedTab<T extends string>({
  id,
  title,
  lead,
  label,
  views,
}: {
  id: string
  title: string
  lead: string
  /** The switch's name. */
  label: string
  views: [SwitchedView<T>, ...SwitchedView<T>[]]
}) {
  const [value, setValue] = useState(views[0].value)
  return (
    <section aria-labelledby={id} className="space-y-6">
      <TabHeader id={id} title={title} lead={lead} />
      <SectionSwitch label={label} value={value} onChange={setValue} options={views} />
      {views.find((v) => v.value === value)?.view()}
    </section>
  )
}
