import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { Testimonial } from '../../testimonials/testimonialRules'

// The carousel is its own chunk: the home page loads it only when there is something to show.
const TestimonialCarousel = lazy(() => import('./TestimonialCarousel'))

/** Published testimonials (approved and featured, featured first), between the form and the final call to action. */
export function TestimonialsSlot() {
  // Same key as the testimonials page uses for the carousel list; the default query function fetches it.
  const { data } = useQuery<Testimonial[]>({ queryKey: ['/api/testimonials'] })
  const items = (data ?? []).filter((t) => t.status === 'approved' || t.status === 'featured')
  if (items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <TestimonialCarousel items={items} />
    </Suspense>
  )
}
