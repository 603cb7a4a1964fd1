import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/utils'
import { Label } from './label'

export interface FieldProps {
  id: string
  label: ReactNode
  /** Inline error shown under the field. */
  error?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}

/** Label above, control, then hint or inline error under the control. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  )
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {error}
      </p>
    )
  }
  if (hint) {
    return (
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        {hint}
      </p>
    )
  }
  return null
}

/** aria-describedby value for a field with an optional error or hint. */
export function describedBy(id: string, error?: string, hint?: unknown): string | undefined {
  if (error) return `${id}-error`
  if (hint) return `${id}-hint`
  return undefined
}
