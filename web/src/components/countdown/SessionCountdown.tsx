import { Radio } from 'lucide-react'
import { useMemo } from 'react'
import { sessionCountdown } from '../../lib/countdown/sessionCountdown'
import { localTimeZone, pad2 } from '../../lib/countdown/zoned'
import { cn } from '../../lib/utils'
import { useHydrated } from '../../lib/hydration'
import { useNow } from './useNow'

function sessionName(d: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone }).format(d).replace(' ', '').toLowerCase()
}

/**
 * The countdown to the next daily live build session (6am or 6pm in the
 * visitor's time zone), ticking every second, with the live-now flag.
 */
export function SessionCountdown({ className, timeZone: given }: { className?: string; timeZone?: string }) {
  const timeZone = useMemo(() => given ?? localTimeZone(), [given])
  const now = useNow(1000)
  // The clock and time zone are the visitor's: the server's HTML (and the
  // first render over it) shows the frame with blank digits.
  const known = useHydrated()
  const c = sessionCountdown(now, timeZone)
  const digits = (n: number) => (known ? pad2(n) : '--')
  const units = [
    { value: c.hours, label: 'Hours' },
    { value: c.minutes, label: 'Minutes' },
    { value: c.seconds, label: 'Seconds' },
  ]
  return (
    <div
      data-testid="session-countdown"
      className={cn('rounded-card border border-white/10 bg-navy-800/80 p-5 text-white shadow-2xl shadow-black/30 sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-200">
          {!known ? 'Next session' : c.starting ? 'Live build session' : `Next session · ${sessionName(c.next, timeZone)}`}
        </p>
        {known && c.live ? (
          <span
            data-testid="live-now"
            className="inline-flex items-center gap-1.5 rounded-full bg-danger-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white"
          >
            <Radio aria-hidden="true" className="size-3.5" />
            Live now
          </span>
        ) : null}
      </div>
      <div role="timer" aria-label="Time until the next live session" className="mt-4">
        {known && c.starting ? (
          <p data-testid="countdown-text" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Session Starting!
          </p>
        ) : (
          <p data-testid="countdown-text" className="sr-only">
            {known ? `${pad2(c.hours)}:${pad2(c.minutes)}:${pad2(c.seconds)}` : 'Loading'}
          </p>
        )}
        {known && c.starting ? null : (
          <div aria-hidden="true" className="grid grid-cols-3 gap-2 sm:gap-3">
            {units.map((u) => (
              <div key={u.label} className="rounded-xl bg-white/5 px-2 py-3 text-center ring-1 ring-inset ring-white/10">
                <span className="block font-mono text-3xl font-bold tabular-nums sm:text-4xl">{digits(u.value)}</span>
                <span className="mt-1 block text-xs font-medium uppercase tracking-wide text-slate-300">{u.label}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-300">
        Every day at 6am and 6pm, your time{known ? ` (${timeZone.replace(/_/g, ' ')})` : ''}.
      </p>
    </div>
  )
}
