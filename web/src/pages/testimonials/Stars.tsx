import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { Star } from 'lucide-react'
import { cn } from '../../lib/utils'
import { MAX_RATING } from './testimonialRules'

const scale = Array.from({ length: MAX_RATING }, (_, i) => i + 1)

/** A read-only row of stars with its value for screen readers ('4 out of 5 stars'). */
export function Stars({ rating, className, size = 'sm' }: { rating: number; className?: string; size?: 'sm' | 'md' }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${rating} out of ${MAX_RATING} stars`}>
      {scale.map((n) => (
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

/**
 * Star rating as a radio group: one radio per star ('1 star' ... '5 stars'),
 * arrow keys change the value, the stars up to the value are filled.
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  value: number
  onChange: (value: number) => void
  labelledBy: string
  describedBy?: string
}) {
  return (
    <RadioGroupPrimitive.Root
      value={String(value)}
      onValueChange={(v) => onChange(Number(v))}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      orientation="horizontal"
      className="flex items-center gap-1"
    >
      {scale.map((n) => (
        <RadioGroupPrimitive.Item
          key={n}
          value={String(n)}
          aria-label={n === 1 ? '1 star' : `${n} stars`}
          className="group rounded-lg p-1 transition-transform duration-150 hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500"
        >
          <Star
            aria-hidden="true"
            className={cn(
              'size-8 transition-colors duration-150',
              n <= value ? 'fill-amber-400 text-amber-500' : 'fill-white text-slate-400 group-hover:text-amber-400',
            )}
          />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  )
}
