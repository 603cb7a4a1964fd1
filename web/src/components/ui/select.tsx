import { ChevronDown } from 'lucide-react'
import { forwardRef, type SelectHTMLAttributes } from 'react'
import { cn } from '../../lib/utils'
import { fieldBase, fieldState } from './input'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The options; or <option> children for groups and the like. */
  options?: readonly SelectOption[]
  /** Shown while nothing is chosen: an empty first option that cannot be chosen again. */
  placeholder?: string
  invalid?: boolean
  /** The small size of toolbars and table rows. */
  compact?: boolean
  onValueChange?: (value: string) => void
}

/**
 * The site's one select: the browser's own <select>, drawn as the other
 * fields (one input style) with a chevron. The browser gives the list (the
 * system picker on phones), the keyboard, the semantics and a value that
 * FormData reads; it works in the server's HTML before any code arrives,
 * and costs no JavaScript of its own.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, invalid, compact, options, placeholder, onValueChange, onChange, children, defaultValue, ...props },
  ref,
) {
  return (
    <span className={cn('relative block', className)}>
      <select
        ref={ref}
        aria-invalid={invalid || undefined}
        className={cn(
          fieldBase,
          fieldState(invalid),
          compact ? 'h-9 text-sm' : 'h-12',
          'cursor-pointer appearance-none truncate pr-10 has-[option[value=""]:checked]:text-slate-500',
        )}
        // With a placeholder and no value yet, the placeholder shows (a browser would pick the first option).
        defaultValue={props.value === undefined && placeholder !== undefined ? (defaultValue ?? '') : defaultValue}
        onChange={(e) => {
          onChange?.(e)
          onValueChange?.(e.target.value)
        }}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} className="text-slate-900">
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
    </span>
  )
})
