import { Radio } from 'lucide-react'
import { sessionCountdown } from '../../lib/countdown/sessionCountdown'
import { pad2 } from '../../lib/countdown/zoned'
import { cn } from '../../lib/utils'
import { DailySessionTimes } from './DailySessionTimes'
import { SessionTime } from './SessionTime'
import { useNow } from './useNow'
import { useSessionZones } from './useSessionZones'

/**
 * The countdown to the next daily live build session, 6am or 6pm in the
 * organiser's time zone, ticking every second, with the live-now flag. The
 * session's time reads on the organiser's clock with the visitor's beside it.
 */
export function SessionCountdown({ className }: { className?: string }) {
  const now = useNow(1000)
  // The clock and both time zones are known in the browser only: the
  // server's HTML (and the first render over it) shows the frame with blank digits.
  const zones = useSessionZones()
  const c = zones ? sessionCountdown(now, zones.host) : null
  // While a session is in its live hour the card is about that one, else about the next.
  const session = c ? (c.started ?? c.next) : null
  const digits = (n: number | undefined) => (n === undefined ? '--' : pad2(n))
  const units = [
    { value: c?.hours, label: 'Hours' },
    { value: c?.minutes, label: 'Minutes' },
    { value: c?.seconds, label: 'Seconds' },
  ]
  return (
    <div
      data-testid="session-countdown"
      className={cn('rounded-card border border-white/10 bg-navy-800/80 p-5 text-white shadow-2xl shadow-black/30 sm:p-6', className)}
    >
      <div className="flex min-h-7 flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-200">
          {c?.starting ? 'Live build session' : 'Next session'}
        </p>
        {c?.live ? (
          <span
            data-testid="live-now"
            className="inline-flex items-center gap-1.5 rounded-full bg-danger-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white"
          >
            <Radio aria-hidden="true" className="size-3.5" />
            Live now
          </span>
        ) : null}
      </div>
      <p className="mt-2 min-h-7 text-lg font-semibold leading-snug text-white">
        {zones && session ? <SessionTime data-testid="session-time" at={session} hostZone={zones.host} visitorZone={zones.visitor} /> : null}
      </p>
      <div role="timer" aria-label="Time until the next live session" className="mt-4">
        {c?.starting ? (
          <p data-testid="countdown-text" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Session Starting!
          </p>
        ) : (
          <p data-testid="countdown-text" className="sr-only">
            {c ? `${pad2(c.hours)}:${pad2(c.minutes)}:${pad2(c.seconds)}` : 'Loading'}
          </p>
        )}
        {c?.starting ? null : (
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
        Every day at <DailySessionTimes />.
      </p>
    </div>
  )
}
