import { Quote, Target } from 'lucide-react'
import { Link } from 'react-router'
import { SectionHeading } from '../../../components/layout/Section'
import { Section } from './Section'

const stories = [
  {
    initials: 'MR',
    name: 'Marcus R.',
    role: 'Former operations manager, Phoenix',
    quote:
      'I knew three dentists from my old job. The AI phone agent demo sold itself: the first practice signed in my fifth week, and it now books after-hours appointments their front desk used to miss.',
    result: '4 clients in his first 90 days',
  },
  {
    initials: 'PS',
    name: 'Priya S.',
    role: 'Marketing freelancer, Leeds',
    quote:
      'My retainer clients kept asking about AI. Adding chatbots to what I already sell took one afternoon of setup with the partner team, and two of my existing clients said yes in the first month.',
    result: '3 clients in 60 days',
  },
  {
    initials: 'DL',
    name: 'Dan and Lisa K.',
    role: 'IT services shop, Denver',
    quote:
      'We had the relationships with trades firms but no time to build. Quote follow-up automation was the easy first sale; now we are rolling it out across a roofing group with six crews.',
    result: 'Moved from hourly IT work to monthly plans',
  },
]

export function Stories() {
  return (
    <Section name="stories" labelledBy="pl-stories-title">
      <SectionHeading
        id="pl-stories-title"
        eyebrow="Partner stories"
        title="People like you, a few months in"
        lead="Partners come from operations, marketing, sales and IT. What they share is a network of businesses that need help."
      />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {stories.map((s) => (
          <li key={s.name} className="flex flex-col rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-7">
            <Quote aria-hidden="true" className="size-7 text-brand-200" />
            <blockquote className="mt-4 flex-1 text-[17px] leading-relaxed text-slate-700">
              <p>{s.quote}</p>
            </blockquote>
            <p className="mt-6 inline-flex w-fit items-center gap-1.5 rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-700">
              <Target aria-hidden="true" className="size-4" />
              {s.result}
            </p>
            <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
              <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white">
                {s.initials}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{s.name}</span>
                <span className="block text-sm text-slate-600">{s.role}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-prose text-sm text-slate-500">
        Individual results vary and depend on your effort, network and market. Read our{' '}
        <Link to="/income-disclosure" className="font-medium text-brand-700 underline underline-offset-4 hover:no-underline">
          income disclosure
        </Link>
        .
      </p>
    </Section>
  )
}
