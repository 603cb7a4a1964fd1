import { Star } from 'lucide-react'
import { RadioGroupRoot, RadioItem } from '../ui/radio-group'
import { cn } from '../../lib/utils'
import { ratingScale } from './Stars'

// Apart from the read-only Stars, so that pages that only show ratings (the
// home page's carousel) do not load the radio group.
/**
 * Star rating as a radio group: one radio per star ('1 star' ... '5 stars'),
 * arrow keys change the value, the stars up to the value are filled.
 */
export function StarRatingInput({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  /** The group's id, for focus code (focusControl) to put the keyboard on it. */
  id?: string
  /** 0 for no star chosen yet. */
  value: number
  onChange: (value: number) => void
  labelledBy: string
  describedBy?: string
}) {
  return (
    <RadioGroupRoot
      id={id}
      value={String(value)}
      onValueChange={(v) => onChange(Number(v))}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      orientation="horizontal"
      className="flex items-center gap-1"
    >
      {ratingScale.map((n) => (
        <RadioItem
          key={n}
          value={String(n)}
          aria-label={n === 1 ? '1 star' : `${n} stars`}
          className="group inline-flex rounded-lg p-1 transition-transform duration-150 hover:scale-110 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-500"
        >
          <Star
            aria-hidden="true"
            className={cn(
              'size-8 transition-colors duration-150',
              n <= value ? 'fill-amber-400 text-amber-500' : 'fill-white text-slate-500 group-hover:text-amber-500',
            )}
          />
        </RadioItem>
      ))}
    </RadioGroupRoot>
  )
}
