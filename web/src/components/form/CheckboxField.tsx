import { forwardRef, type ReactNode } from 'react'
import { cn } from '../../lib/utils'
import { Checkbox, type CheckboxProps } from '../ui/checkbox'
import { FieldMessage } from '../ui/field'

export type CheckboxFieldProps = Omit<CheckboxProps, 'id' | 'invalid'> & {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  className?: string
}

/**
 * The site's one checkbox field: a checkbox with its label beside it (terms,
 * consent, a setting), then its hint or error. A native checkbox, so a
 * plain form reads it with FormData ('on' when ticked) and react-hook-form
 * registers it as a boolean (fieldsFor's CheckboxField).
 */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id, label, hint, error, className, ...checkbox },
  ref,
) {
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex items-start gap-3">
        <Checkbox
          ref={ref}
          id={id}
          invalid={!!error}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className="mt-0.5"
          {...checkbox}
        />
        <label htmlFor={id} className="text-[15px] leading-snug text-slate-700">
          {label}
        </label>
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  )
})
