import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '../../lib/utils'

interface PageIntroProps {
  back?: { to: string; label: string }
  eyebrow: string
  title: ReactNode
  lead?: ReactNode
  /** Buttons or links shown beside the title on wide screens, under it on phones. */
  actions?: ReactNode
  className?: string
  children?: ReactNode
}

/** The light title band of an inner page: back link, eyebrow, the page's h1, lead and actions. */
export function PageIntro({ back, eyebrow, title, lead, actions, className, children }: PageIntroProps) {
  return (
    <header className={cn('border-b border-slate-200/70 bg-mist', className)}>
      <div className="container-page pb-10 pt-8 sm:pb-12 sm:pt-12">
        {back ? (
          <Link
            to={back.to}
            className="mb-6 inline-flex items-center gap-2 rounded-lg text-[15px] font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:mb-8"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </Link>
        ) : null}
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">{eyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
            {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{lead}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
        </div>
        {children}
      </div>
    </header>
  )
}
