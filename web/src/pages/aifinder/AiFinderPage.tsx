import { ArrowRight, CircleCheck, LockKeyhole, Timer } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useHydrated } from '../../lib/hydration'
import { Quiz } from './AiFinderQuiz'
import { hasStoredResults } from './quizStorage'

const INCLUDES = [
  'Estimated hours and dollars AI could save you',
  'Your top 3 AI opportunities, from quick wins to strategic builds',
  'Tools that fit your team and a step-by-step plan',
  'A private link to come back to your report',
]

/** /ai-finder: the AI Opportunity Finder, a seven-step quiz (AiFinderQuiz) that ends on the report. */
export default function AiFinderPage() {
  const hydrated = useHydrated()
  const [hasReport, setHasReport] = useState(false)

  // A report kept from an earlier submit gets a link; its parser loads only when one is stored.
  useEffect(() => {
    if (!hydrated || !hasStoredResults()) return
    let live = true
    void import('./quizResults').then(
      ({ loadResults }) => live && setHasReport(loadResults() !== undefined),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [hydrated])

  return (
    <div className="bg-mist">
      <div className="container-page grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.25fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10 lg:py-20">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-700 ring-1 ring-inset ring-brand-100">
            <Timer aria-hidden="true" className="size-3.5" />
            Free 2-minute quiz
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">AI Opportunity Finder</h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">
            Answer seven quick questions about your business and get a personal report of the AI opportunities that save
            you the most time and money.
          </p>
          {hasReport ? (
            <Link
              to="/ai-finder/results"
              className="mt-5 inline-flex items-center gap-1.5 rounded-md text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              View your latest report
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>

        <Quiz />

        <div className="lg:col-start-1 lg:row-start-2">
          <div className="rounded-card border border-slate-200/80 bg-white/60 p-6 sm:p-7">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-500">Your free report includes</h2>
            <ul className="mt-4 space-y-3.5">
              {INCLUDES.map((item) => (
                <li key={item} className="flex gap-3 text-[15px] leading-snug text-slate-700">
                  <CircleCheck aria-hidden="true" className="mt-px size-5 shrink-0 text-success-600" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-6 flex items-start gap-2.5 border-t border-slate-200 pt-5 text-sm leading-relaxed text-slate-500">
              <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Free, no payment needed. We never share or sell your details.
            </p>
          </div>
        </div>
      </div>
    </div>
  )
}
