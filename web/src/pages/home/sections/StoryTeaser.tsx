import { ArrowRight, Quote } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button'
import { Section, SectionHeading } from '../../../components/layout/Section'

export function StoryTeaser() {
  return (
    <Section name="story" tone="mist" labelledBy="story-title">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading id="story-title" eyebrow="The story" title="Why we set a deadline" />
          <div className="mt-6 max-w-xl space-y-4 text-lg leading-relaxed text-slate-600">
            <p>
              Most businesses don't need an AI strategy deck. They need the phone answered at 9pm, the quote sent
              before a competitor's, and the spreadsheet that updates itself.
            </p>
            <p>
              The tools to do that exist today. What's missing is people who can set them up, and owners with the
              time to try. So we picked a date, gathered a community, and started building in public.
            </p>
          </div>
          <Link to="/story" className={buttonClasses('secondary', 'md', 'mt-8')}>
            Read the Full Story
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <figure className="relative rounded-card bg-navy-900 p-8 text-white shadow-card sm:p-10">
          <Quote aria-hidden="true" className="size-9 text-brand-400" />
          <blockquote className="mt-5 text-2xl font-semibold leading-snug tracking-tight sm:text-[28px]">
            The technology is ready. The businesses are ready. What's been missing is the bridge between them. We
            are building that bridge, one business at a time.
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-3 text-[15px] text-slate-300">
            <span aria-hidden="true" className="h-px w-8 bg-brand-400" />
            The AI Mission founding team
          </figcaption>
        </figure>
      </div>
    </Section>
  )
}
