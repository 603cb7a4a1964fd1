import { useMemo } from 'react'
import { offerCountdown } from '../../lib/countdown/offerCountdown'
import { localTimeZone, pad2 } from '../../lib/countdown/zoned'
import { cn } from '../../lib/utils'
import { useHydrated } from '../../lib/hydration'
import { useNow } from './useNow'

type Tone = 'light' | 'dark'

/**
 * The month-end offer countdown: days, hours, minutes and seconds to
 * 23:59:59 on the last day of the month (visitor's time), then the next
 * month's end. Two sizes and an optional heading.
 */
export function OfferCountdown({
  size = 'large',
  heading = true,
  tone = 'light',
  className,
  timeZone: given,
}: {
  size?: 'small' | 'large'
  heading?: boolean
  tone?: Tone
  className?: string
  timeZone?: string
}) {
  const timeZone = useMemo(() => given ?? localTimeZone(), [given])
  const now = useNow(1000)
  // The clock and time zone are the visitor's: the server's HTML (and the
  // first render over it) shows the frame with blank digits.
  const known = useHydrated()
  const c = offerCountdown(now, timeZone)
  const units = [
    { value: known ? String(c.days) : '--', label: 'Days' },
    { value: known ? pad2(c.hours) : '--', label: 'Hours' },
    { value: known ? pad2(c.minutes) : '--', label: 'Min' },
    { value: known ? pad2(c.seconds) : '--', label: 'Sec' },
  ]
  const small = size === 'small'
  const dark = tone === 'dark'
  return (
    <div data-testid="offer-countdown" className={cn('text-center', className)}>
      {heading ? (
        <p className={cn('font-semibold', small ? 'text-sm' : 'text-base', dark ? 'text-brand-100' : 'text-slate-700')}>
          Limited Time Offer Ends In:
        </p>
      ) : null}
      <div
        role="timer"
        aria-label={known ? `Offer ends in ${c.days} days, ${c.hours} hours, ${c.minutes} minutes` : 'Offer ends at the end of the month'}
        className={cn('mx-auto grid max-w-sm grid-cols-4', small ? 'mt-2 gap-1.5' : 'mt-3 gap-2 sm:gap-3')}
      >
        {units.map((u) => (
          <div
            key={u.label}
            className={cn(
              'rounded-xl ring-1 ring-inset',
              small ? 'px-1 py-1.5' : 'px-2 py-3',
              dark ? 'bg-white/5 text-white ring-white/15' : 'bg-white text-slate-900 ring-slate-200',
            )}
          >
            <span data-unit={u.label} className={cn('block font-bold tabular-nums', small ? 'text-xl' : 'text-3xl')}>
              {u.value}
            </span>
            <span
              className={cn('block font-medium uppercase tracking-wide', small ? 'text-[11px]' : 'text-xs', dark ? 'text-slate-300' : 'text-slate-600')}
            >
              {u.label}
            </span>
          </div>
        ))}
      </div>
    </div>
  )
}
