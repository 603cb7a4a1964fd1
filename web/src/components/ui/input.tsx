import { forwardRef, type InputHTMLAttributes } from 'react'
import { cn } from '../../lib/utils'

export const fieldBase =
  'block w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-xs transition-[border-color,box-shadow] duration-150 placeholder:text-slate-400 focus:outline-none focus-visible:outline-none focus:ring-4 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500'

export const fieldState = (invalid?: boolean) =>
  invalid
    ? 'border-danger-500 focus:border-danger-600 focus:ring-danger-500/20'
    : 'border-slate-300 hover:border-slate-400 focus:border-brand-500 focus:ring-brand-500/20'

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, invalid, ...props }, ref) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(fieldBase, fieldState(invalid), 'h-12', className)}
      {...props}
    />
  )
})
