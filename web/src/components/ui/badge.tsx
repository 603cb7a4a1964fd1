import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/utils'

export type BadgeTone = 'brand' | 'success' | 'neutral' | 'danger' | 'warning' | 'onDark'

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  success: 'bg-success-50 text-success-700 ring-success-100',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  danger: 'bg-danger-50 text-danger-700 ring-danger-500/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  onDark: 'bg-white/10 text-brand-100 ring-white/20',
}

export function Badge({ className, tone = 'brand', ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset [&_svg]:size-3.5',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
