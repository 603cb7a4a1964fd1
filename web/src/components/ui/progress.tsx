import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { cn } from '../../lib/utils'

export interface ProgressProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** From 0 to max; anything else shows an indeterminate bar. */
  value?: number | null
  max?: number
  /** The bar's colour: green by default, amber or red as a limit nears. */
  tone?: ProgressTone
  /** Extra classes for the bar (a gradient, a duration); its colour is the tone's unless this sets a background. */
  indicatorClassName?: string
}

export type ProgressTone = 'success' | 'warning' | 'danger' | 'brand'

const TONES: Record<ProgressTone, string> = {
  success: 'bg-success-500',
  warning: 'bg-amber-500',
  danger: 'bg-danger-500',
  brand: 'bg-brand-600',
}

/**
 * A progress bar with the markup and ARIA of Radix's Progress (role,
 * aria-valuenow and a percentage as aria-valuetext, data-state), in a few
 * lines: the footer draws one on every page.
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { className, indicatorClassName, tone = 'success', value: valueProp = 0, max: maxProp = 100, ...props },
  ref,
) {
  const max = typeof maxProp === 'number' && maxProp > 0 ? maxProp : 100
  const value = typeof valueProp === 'number' && valueProp >= 0 && valueProp <= max ? valueProp : null
  const state = value === null ? 'indeterminate' : value === max ? 'complete' : 'loading'
  const pct = Math.max(0, Math.min(100, ((value ?? 0) / max) * 100))
  return (
    <div
      aria-valuemax={max}
      aria-valuemin={0}
      aria-valuenow={value ?? undefined}
      aria-valuetext={value === null ? undefined : `${Math.round((value / max) * 100)}%`}
      role="progressbar"
      data-state={state}
      data-value={value ?? undefined}
      data-max={max}
      ref={ref}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...props}
    >
      <div
        data-state={state}
        data-value={value ?? undefined}
        data-max={max}
        data-tone={tone}
        // cn only joins classes, so the tone's colour is left out when the caller gives its own background.
        className={cn('h-full w-full rounded-full transition-transform duration-500', /(^|\s)bg-/.test(indicatorClassName ?? '') ? undefined : TONES[tone], indicatorClassName)}
        style={{ transform: `translateX(-${100 - pct}%)` }}
      />
    </div>
  )
})
