import { Star } from 'lucide-react'
import { cn } from '../../lib/utils'
import { MAX_RATING } from '../../lib/testimonialRules'

export const ratingScale = Array.from({ length: MAX_RATING }, (_, i) => i + 1)

/** A read-only row of stars with its value for screen readers ('4 out of 5 stars'). */
export function Stars({ rating, className, size = 'sm' }: { rating: number; className?: string; size?: 'sm' | 'md' }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${rating} out of ${MAX_RATING} stars`}>
      {ratingScale.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            size === 'md' ? 'size-5' : 'size-4',
            n <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </span>
  )
}
