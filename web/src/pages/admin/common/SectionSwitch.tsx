import { cn } from '../../../lib/utils'

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
