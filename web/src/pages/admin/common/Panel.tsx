import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card'
import { cn } from '../../../lib/utils'

/** A card of a staff page: a heading with a line under it, then its content. */
export function Panel({
  id,
  title,
  lead,
  headingLevel: Heading = 'h3',
  action,
  className,
  children,
}: {
  id: string
  title: string
  lead: ReactNode
  /** The heading's level where the card stands: h3 in a dashboard tab, h2 on a page of its own. */
  headingLevel?: 'h2' | 'h3'
  /** Beside the heading (a button). */
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <Card className={cn('overflow-hidden', className)}>
      <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <div className="min-w-0">
          <Heading id={id} className="text-[17px] font-semibold text-slate-900">
            {title}
          </Heading>
          <p className="mt-0.5 text-sm text-slate-600">{lead}</p>
        </div>
        {action}
      </div>
      {children}
    </Card>
  )
}
