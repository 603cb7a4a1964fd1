import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/utils'

/** The one card style of the site: one radius, one border, one shadow. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-card border border-slate-200/80 bg-white shadow-card', className)}
      {...props}
    />
  )
}
