import { Check } from 'lucide-react'
import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { cn } from '../../lib/utils'

export type CheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'checked' | 'defaultChecked'> & {
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  invalid?: boolean
}

/**
 * A native checkbox drawn as a rounded box with a check mark: the browser
 * gives Space, the checked state and the semantics; the box (className goes
 * on it) shows the checked, focused, disabled and invalid states.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, invalid, onCheckedChange, onChange, onKeyDown, ...props },
  ref,
) {
  return (
    <span
      className={cn(
        'relative inline-flex size-5 shrink-0 items-center justify-center rounded-md border bg-white text-white transition-colors duration-150 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
        invalid ? 'border-danger-500' : 'border-slate-400 hover:border-slate-500',
        className,
      )}
    >
      <input
        ref={ref}
        type="checkbox"
        aria-invalid={invalid || undefined}
        className="peer absolute inset-0 m-0 size-full cursor-[inherit] appearance-none rounded-[inherit] opacity-0 focus:outline-none"
        onChange={(e) => {
          onChange?.(e)
          onCheckedChange?.(e.target.checked)
        }}
        onKeyDown={(e) => {
          onKeyDown?.(e)
          // As with Radix: Enter does not submit the form from a checkbox (WAI-ARIA checkboxes).
          if (e.key === 'Enter') e.preventDefault()
        }}
        {...props}
      />
      <Check aria-hidden="true" strokeWidth={3} className="pointer-events-none size-3.5 opacity-0 peer-checked:opacity-100" />
    </span>
  )
})
