import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../../lib/utils'

/** 'Loading ...' in the tab's words. */
export function TabLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-[15px] text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
      {children}
    </p>
  )
}

/** An empty list: an icon, what it means, and an optional action; `inCard` draws it inside a card's list, under its toolbar. */
export function TabEmpty({
  icon,
  title,
  children,
  action,
  inCard,
}: {
  icon: ReactNode
  title: string
  children?: ReactNode
  action?: ReactNode
  inCard?: boolean
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 bg-white px-6 py-14 text-center',
        inCard ? 'border-t border-slate-100' : 'rounded-card border border-dashed border-slate-300',
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 [&_svg]:size-6">{icon}</span>
      <p className="text-[17px] font-semibold text-slate-900">{title}</p>
      {children ? <p className="max-w-md text-[15px] text-slate-600">{children}</p> : null}
      {action}
    </div>
  )
}

/** The heading row of a tab: title, one line, and the main action. */
export function TabHeader({ id, title, lead, action }: { id: string; title: string; lead: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">{lead}</p>
      </div>
      {action}
    </div>
  )
}

/** An empty cell or value: a dash to the eye, "none" to a screen reader. */
export function Dash() {
  return (
    <span className="text-slate-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </span>
  )
}

