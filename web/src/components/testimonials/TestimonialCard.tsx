import { Award } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/utils'
import { Stars } from './Stars'
import { categoryLabel, formatDate, initials, roleLine, type Testimonial } from '../../lib/testimonialRules'

/** One testimonial: stars, text, who wrote it and how they know us, its category and date. */
export function TestimonialCard({
  testimonial: t,
  headingLevel = 3,
  featuredBadge = true,
  children,
  className,
}: {
  testimonial: Testimonial
  headingLevel?: 2 | 3 | 4
  /** The admin list shows the status in its own footer, so it turns the badge off. */
  featuredBadge?: boolean
  /** Extra content at the foot of the card (staff details and actions). */
  children?: ReactNode
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  const featured = t.status === 'featured'
  const role = roleLine(t)
  return (
    <article
      aria-labelledby={`testimonial-${t.id}-name`}
      data-testimonial-id={t.id}
      className={cn(
        'flex h-full flex-col rounded-card border bg-white p-5 shadow-card sm:p-6',
        featured ? 'border-amber-300 ring-1 ring-inset ring-amber-200' : 'border-slate-200/80',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <Stars rating={t.rating} />
        {featured && featuredBadge ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-inset ring-amber-200">
            <Award aria-hidden="true" className="size-3.5" />
            Featured
          </span>
        ) : null}
      </div>
      <blockquote className="mt-4 flex-1 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-700">
        “{t.testimonial}”
      </blockquote>
      <div className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white"
        >
          {initials(t.name)}
        </span>
        <div className="min-w-0">
          <Heading id={`testimonial-${t.id}-name`} className="text-[15px] font-semibold break-words">
            {t.name}
          </Heading>
          {role ? <p className="text-sm text-slate-600 break-words">{role}</p> : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-500">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700 ring-1 ring-inset ring-brand-200">
          {categoryLabel(t.category)}
        </span>
        <span>{t.relationship}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
      </div>
      {children}
    </article>
  )
}
