import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { cn } from '../../lib/utils'

/**
 * A native label. As Radix's Label did, a double click on its text does not
 * select it (unless the press is on a control inside the label).
 */
export const Label = forwardRef<HTMLLabelElement, ComponentPropsWithoutRef<'label'>>(function Label(
  { className, onMouseDown, ...props },
  ref,
) {
  return (
    <label
      ref={ref}
      className={cn('block text-sm font-medium text-slate-900', className)}
      onMouseDown={(e) => {
        if ((e.target as HTMLElement).closest('button, input, select, textarea')) return
        onMouseDown?.(e)
        if (!e.defaultPrevented && e.detail > 1) e.preventDefault()
      }}
      {...props}
    />
  )
})
