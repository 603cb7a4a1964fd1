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
  name,
  defaultValue,
  labelledBy,
  describedBy,
}: {
  /** The group's id, for focus code (focusControl) to put the keyboard on it. */
  id?: string
  /** 0 for no star chosen yet; without it the radios keep their own state (a plain form, named name). */
  value?: number
  onChange?: (value: number) => void
  name?: string
  defaultValue?: number
  labelledBy: string
  describedBy?: string
}) {
  return (
    <RadioGroupRoot
      id={id}
      name={name}
      value={value === undefined ? undefined : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onValueChange={(v) => onChange?.(Number(v))}
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
          {/* Filled up to the chosen star, from the radios' own state: a star is lit when it or a later one is chosen. */}
          <Star
            aria-hidden="true"
            className={cn(
              'size-8 fill-white text-slate-500 transition-colors duration-150 group-hover:text-amber-500',
              'group-has-[:checked]:fill-amber-400 group-has-[:checked]:text-amber-500 [label:has(~label_:checked)>&]:fill-amber-400 [label:has(~label_:checked)>&]:text-amber-500',
            )}
          />
        </RadioItem>
      ))}
    </RadioGroupRoot>
  )
}
