import { ChevronDown } from 'lucide-react'
import { forwardRef, type SelectHTMLAttributes } from 'react'
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form'
import { Checkbox } from '../../../components/ui/checkbox'
import { fieldBase, fieldState } from '../../../components/ui/input'
import { cn } from '../../../lib/utils'

/** A native select in the site's input style: the phone's own picker, no portal. */
export const NativeSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean; compact?: boolean }
>(
  function NativeSelect({ className, invalid, compact, children, ...props }, ref) {
    return (
      <div className="relative">
        <select
          ref={ref}
          aria-invalid={invalid || undefined}
          className={cn(fieldBase, fieldState(invalid), 'appearance-none pr-10', compact ? 'h-9 text-sm' : 'h-12', className)}
          {...props}
        >
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    )
  },
)

/** A checkbox bound to a boolean field of the surrounding form, with its label beside it. */
export function CheckboxField<T extends FieldValues>({ name, label, hint, id }: { name: FieldPath<T>; label: string; hint?: string; id: string }) {
  const { control } = useFormContext<T>()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Checkbox
            id={id}
            checked={field.value === true}
            onCheckedChange={(v) => field.onChange(v === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-describedby={hint ? `${id}-hint` : undefined}
            className="mt-0.5"
          />
          <div>
            <label htmlFor={id} className="text-sm font-medium text-slate-900">
              {label}
            </label>
            {hint ? (
              <p id={`${id}-hint`} className="text-sm text-slate-500">
                {hint}
              </p>
            ) : null}
          </div>
        </div>
      )}
    />
  )
}

export const Optional = () => <span className="font-normal text-slate-500">(optional)</span>
