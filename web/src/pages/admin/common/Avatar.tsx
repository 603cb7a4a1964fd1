import { cn } from '../../../lib/utils'
import { initials } from '../partners/partnerModel'

/** A person's or a company's initials in a round badge, beside their name (which says it to screen readers). */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700', className)}
    >
      {initials(name)}
    </span>
  )
}
