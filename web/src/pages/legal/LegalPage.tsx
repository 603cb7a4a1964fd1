import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface LegalPageProps {
  eyebrow: string
  title: string
  meta: ReactNode
  summary?: ReactNode
  children: ReactNode
}

/** Shared frame for long-form legal text: back link, title block, readable column. */
export function LegalPage({ eyebrow, title, meta, summary, children }: LegalPageProps) {
  return (
    <article>
      <header className="bg-mist">
        <div className="container-page pb-12 pt-10 sm:pb-16 sm:pt-14">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-lg text-[15px] font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
          <p className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 text-[15px] text-slate-600">{meta}</p>
          {summary ? <div className="mt-8 max-w-[70ch]">{summary}</div> : null}
        </div>
      </header>
      <div className="container-page pb-20 pt-4 sm:pb-28">
        <div className="legal-prose">{children}</div>
      </div>
    </article>
  )
}
