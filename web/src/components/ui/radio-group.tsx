import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react'
import { cn } from '../../lib/utils'

export const RadioGroup = forwardRef<
  ElementRef<typeof RadioGroupPrimitive.Root>,
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>
>(function RadioGroup({ className, ...props }, ref) {
  return <RadioGroupPrimitive.Root ref={ref} className={cn('grid gap-3', className)} {...props} />
})

/** A plain radio dot. */
export const RadioGroupItem = forwardRef<
  ElementRef<typeof RadioGroupPrimitive.Item>,
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Item>
>(function RadioGroupItem({ className, ...props }, ref) {
  return (
    <RadioGroupPrimitive.Item
      ref={ref}
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=checked]:border-brand-600',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand-600" />
    </RadioGroupPrimitive.Item>
  )
})

/** A selectable card: the whole card is the radio button. */
export const RadioCard = forwardRef<
  ElementRef<typeof RadioGroupPrimitive.Item>,
  Omit<ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Item>, 'title'> & {
    title: ReactNode
    description?: ReactNode
    icon?: ReactNode
  }
>(function RadioCard({ className, title, description, icon, ...props }, ref) {
  return (
    <RadioGroupPrimitive.Item
      ref={ref}
      className={cn(
        'group flex w-full items-start gap-3 rounded-xl border border-slate-300 bg-white p-3.5 text-left transition-[border-color,box-shadow,background-color] duration-150 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-50/60 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-500',
        className,
      )}
      {...props}
    >
      {icon ? (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 transition-colors group-data-[state=checked]:bg-brand-600 group-data-[state=checked]:text-white [&_svg]:size-[18px]">
          {icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] font-semibold text-slate-900">{title}</span>
        {description ? <span className="mt-0.5 block text-sm leading-snug text-slate-600">{description}</span> : null}
      </span>
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white group-data-[state=checked]:border-brand-600"
      >
        <span className="size-2.5 scale-0 rounded-full bg-brand-600 transition-transform duration-150 group-data-[state=checked]:scale-100" />
      </span>
    </RadioGroupPrimitive.Item>
  )
})
