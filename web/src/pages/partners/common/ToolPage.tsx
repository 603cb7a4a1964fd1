import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The top of a portal tool page: the way back to the portal, the title, one line and the page's main actions. */
export function ToolHeader({ title, lead, actions }: { title: string; lead: ReactNode; actions?: ReactNode }) {
  return (
    <div>
      <Link
        to="/partners/portal"
        className="inline-flex items-center gap-2 rounded-lg text-[15px] font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Portal
      </Link>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 max-w-2xl text-[15px] text-slate-600">{lead}</p>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  )
}

/** A partner tool's page: the ToolHeader above, then the tool. */
export function ToolPage({ title, lead, actions, children }: { title: string; lead: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8 sm:px-8 sm:py-10">
      <ToolHeader title={title} lead={lead} actions={actions} />
      {children}
    </div>
  )
}
