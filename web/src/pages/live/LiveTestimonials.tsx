import { useQuery } from '@tanstack/react-query'
import { TestimonialCard } from '../../components/testimonials/TestimonialCard'
import type { Testimonial } from '../../lib/testimonialRules'
import { liveTestimonials } from './liveRules'

/** Up to six approved testimonials; nothing at all while there are none. */
export function LiveTestimonials() {
  const { data } = useQuery<Testimonial[]>({ queryKey: ['/api/testimonials'] })
  const items = liveTestimonials(data ?? [])
  if (items.length === 0) return null
  return (
    <section aria-labelledby="live-testimonials-title" className="bg-mist" data-section="testimonials">
      <div className="container-page py-16 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">In their words</p>
        <h2 id="live-testimonials-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          What people say
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((t) => (
            <li key={t.id}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
