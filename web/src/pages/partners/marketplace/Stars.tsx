import { Star } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../../../lib/utils'
import { ratingText, starFill } from './marketRules'

/** Five stars filled to the rating, with the figure beside them; read as one sentence. */
export function Stars({ value, count, className }: { value: number; count?: number; className?: string }) {
  const rated = value > 0 && count !== 0
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <span role="img" aria-label={ratingText(value, count)} className="inline-flex">
        {starFill(value).map((fill, i) => (
          <span key={i} className="relative size-4">
            <Star aria-hidden="true" className="absolute inset-0 size-4 text-slate-300" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            </span>
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="tabular-nums text-slate-600">
        {rated ? value.toFixed(1) : 'New'}
        {rated && count !== undefined ? <span className="text-slate-500"> ({count})</span> : null}
      </span>
    </span>
  )
}

/** Rate 1 to 5 once: five buttons, the hovered or focused one lights those before it. */
export function RateStars({ onRate, pending, name }: { onRate: (n: number) => void; pending: boolean; name: string }) {
  const [hover, setHover] = useState(0)
  return (
    <div role="group" aria-label={`Rate ${name}`} className="flex items-center gap-0.5" onMouseLeave={() => setHover(0)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          disabled={pending}
          onClick={() => onRate(n)}
          onMouseEnter={() => setHover(n)}
          onFocus={() => setHover(n)}
          onBlur={() => setHover(0)}
          aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
          className="flex size-10 items-center justify-center rounded-lg transition-colors hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
        >
          <Star aria-hidden="true" className={cn('size-6', n <= hover ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
        </button>
      ))}
    </div>
  )
}
