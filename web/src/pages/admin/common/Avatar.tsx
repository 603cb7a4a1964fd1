import { cn } from '../../../lib/utils'
import { initials } from '../partners/partnerModel'

/** The sizes an avatar is drawn at: beside a line of small text, beside a name, and on its own (the default). */
const SIZES = {
  sm: 'size-6 text-[10px]',
  md: 'size-8 text-[11px]',
  lg: 'size-9 text-xs',
} as const

/** A person's or a company's initials in a round badge, beside their name (which says it to screen readers). */
export function Avatar({ name, size = 'lg', className }: { name: string; size?: keyof typeof SIZES; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700', SIZES[size], className)}
    >
      {initials(name)}
    </span>
  )
}
