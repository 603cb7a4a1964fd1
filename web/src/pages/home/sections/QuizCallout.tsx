import { ArrowRight, CircleCheck, Timer } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button'
import { Section } from '../../../components/layout/Section'

const outcomes = [
  'Estimated time and cost savings for your business',
  'Your top 3 AI opportunities and the effort each takes',
  'Quick wins you can start this week',
  'Clear next steps, whatever you decide',
]

export function QuizCallout() {
  return (
    <Section name="quiz" labelledBy="quiz-title">
      <div className="relative isolate overflow-hidden rounded-card bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-10 text-white shadow-card sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-24 -z-10 size-80 rounded-full bg-brand-500/40 blur-3xl"
        />
        <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider">
              <Timer aria-hidden="true" className="size-3.5" />
              Free · 2 minutes
            </p>
            <h2 id="quiz-title" className="mt-5 text-[32px] font-bold leading-tight tracking-tight text-white sm:text-[40px]">
              Where could AI save your business the most time?
            </h2>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
              Take the free 2-minute AI opportunity quiz. Seven quick questions, then a personalised report built
              around your industry, your team and your goals.
            </p>
            <Link
              to="/ai-finder"
              className={buttonClasses('secondary', 'lg', 'mt-8 text-brand-800 ring-0 hover:bg-brand-50')}
            >
              Take the Free Quiz
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <div className="rounded-xl bg-white/10 p-6 ring-1 ring-inset ring-white/20 sm:p-7">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">Your report includes</p>
            <ul className="mt-5 space-y-4">
              {outcomes.map((item) => (
                <li key={item} className="flex gap-3 text-[15px] leading-snug text-white">
                  <CircleCheck aria-hidden="true" className="mt-px size-5 shrink-0 text-success-100" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  )
}
