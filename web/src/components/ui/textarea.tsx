import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { cn } from '../../lib/utils'
import { fieldBase, fieldState } from './input'

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, invalid, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(fieldBase, fieldState(invalid), 'min-h-[150px] resize-y py-3 leading-relaxed', className)}
      {...props}
    />
  )
})
