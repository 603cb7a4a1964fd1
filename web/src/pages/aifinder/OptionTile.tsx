import { Check } from 'lucide-react'
import { forwardRef, type ReactNode } from 'react'
import { radioFocusRing, RadioItem, type RadioItemProps } from '../../components/ui/radio-group'
import { cn } from '../../lib/utils'

/**
 * A large, tappable quiz answer: icon, label and a check mark when chosen.
 * The whole tile is the radio button.
 */
export const OptionTile = forwardRef<HTMLInputElement, RadioItemProps & { label: ReactNode; icon?: ReactNode }>(function OptionTile({ className, label, icon, ...props }, ref) {
  return (
    <RadioItem
      ref={ref}
      className={cn(
        'group relative flex min-h-[92px] w-full flex-col items-start justify-between gap-3 rounded-xl border border-slate-300 bg-white p-3.5 text-left transition-[border-color,box-shadow,background-color] duration-150 hover:border-slate-400 hover:bg-slate-50/60 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/70 has-[:checked]:ring-1 has-[:checked]:ring-brand-500',
        radioFocusRing,
        className,
      )}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-lg bg-slate-100 text-slate-600 transition-colors group-has-[:checked]:bg-brand-600 group-has-[:checked]:text-white [&_svg]:size-[18px]"
        >
          {icon}
        </span>
      ) : null}
      <span className="block pr-5 text-[15px] font-semibold leading-snug text-slate-900">{label}</span>
      <span
        aria-hidden="true"
        className="absolute right-3 top-3 flex size-5 items-center justify-center rounded-full border border-slate-300 bg-white text-white transition-colors group-has-[:checked]:border-brand-600 group-has-[:checked]:bg-brand-600"
      >
        <Check className="size-3 scale-0 transition-transform duration-150 group-has-[:checked]:scale-100" strokeWidth={3} />
      </span>
    </RadioItem>
  )
})
