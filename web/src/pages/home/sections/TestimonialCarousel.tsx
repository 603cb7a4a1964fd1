import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react'
import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'
import { Link } from 'react-router'
import { cn } from '../../../lib/utils'
import { Stars } from '../../../components/testimonials/Stars'
import { initials, roleLine, type Testimonial } from '../../../lib/testimonialRules'
import { Section, SectionHeading } from '../../../components/layout/Section'

/** Time each testimonial stays before the next one, when rotating. */
export const ROTATE_MS = 7000
const MAX_SLIDES = 10

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void): () => void {
  const mql = window.matchMedia?.(reducedMotionQuery)
  mql?.addEventListener('change', onChange)
  return () => mql?.removeEventListener('change', onChange)
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(reducedMotionQuery).matches === true,
    () => false,
  )
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-inset ring-slate-300 transition-colors duration-150 hover:bg-slate-50 hover:text-slate-900 hover:ring-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&_svg]:size-5'

/**
 * Published testimonials, one at a time. Rotates every 7 seconds unless the
 * visitor prefers reduced motion, has paused it, or is hovering or focused
 * inside it; previous/next buttons and one button per slide.
 */
export default function TestimonialCarousel({ items: all }: { items: Testimonial[] }) {
  const items = all.slice(0, MAX_SLIDES)
  const count = items.length
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [stopped, setStopped] = useState(false)
  const [hovering, setHovering] = useState(false)
  const [focused, setFocused] = useState(false)

  const current = Math.min(index, count - 1)
  const canRotate = count > 1 && !reducedMotion
  const rotating = canRotate && !stopped && !hovering && !focused

  const go = useCallback((delta: number) => setIndex((i) => (((Math.min(i, count - 1) + delta) % count) + count) % count), [count])

  useEffect(() => {
    if (!rotating) return undefined
    const timer = setInterval(() => go(1), ROTATE_MS)
    return () => clearInterval(timer)
  }, [rotating, go, current])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <Section name="testimonials" labelledBy="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="What people say about working with us"
        align="center"
      />
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label="Testimonials"
        className="mx-auto mt-12 max-w-3xl"
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
          {items.map((t, i) => {
            const active = i === current
            const role = roleLine(t)
            return (
              // The slide is a group (a <figure> may not take that role); the figure inside keeps quote and caption together.
              <div
                key={t.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={!active || undefined}
                inert={!active}
                data-active={active || undefined}
                className={cn(
                  'col-start-1 row-start-1 rounded-card border border-slate-200/80 bg-mist px-6 py-8 text-center transition-opacity duration-300 ease-out sm:px-12 sm:py-12',
                  active ? 'visible opacity-100' : 'invisible opacity-0',
                )}
              >
                <figure className="flex h-full flex-col">
                <Quote aria-hidden="true" className="mx-auto size-9 fill-brand-100 text-brand-500" />
                <blockquote className="mt-5 line-clamp-6 text-lg leading-relaxed break-words text-slate-800 sm:text-xl">
                  {t.testimonial}
                </blockquote>
                <figcaption className="mt-auto flex flex-col items-center pt-7">
                  <Stars rating={t.rating} />
                  <span className="mt-4 flex items-center gap-3 text-left">
                    <span
                      aria-hidden="true"
                      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white"
                    >
                      {initials(t.name)}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900">{t.name}</span>
                      <span className="block text-sm text-slate-600">{role || t.relationship}</span>
                    </span>
                  </span>
                </figcaption>
                </figure>
              </div>
            )
          })}
        </div>

        {count > 1 ? (
          <div className="mt-6 flex items-center justify-center gap-3 sm:gap-4">
            <button type="button" className={controlClass} onClick={() => go(-1)} aria-label="Previous testimonial">
              <ChevronLeft aria-hidden="true" />
            </button>
            <div className="flex items-center">
              {items.map((t, i) => (
                <button
                  key={t.id}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Show testimonial ${i + 1} of ${count}`}
                  aria-current={i === current ? 'true' : undefined}
                  className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2 rounded-full transition-[width,background-color] duration-200',
                      i === current ? 'w-5 bg-brand-600' : 'w-2 bg-slate-300 group-hover:bg-slate-400',
                    )}
                  />
                </button>
              ))}
            </div>
            <button type="button" className={controlClass} onClick={() => go(1)} aria-label="Next testimonial">
              <ChevronRight aria-hidden="true" />
            </button>
            {canRotate ? (
              <button
                type="button"
                className={controlClass}
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? 'Start automatic rotation' : 'Stop automatic rotation'}
              >
                {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="mt-8 text-center">
        <Link
          to="/testimonials"
          className="inline-flex items-center gap-1.5 rounded text-[15px] font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          Read all testimonials
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </Section>
  )
}
