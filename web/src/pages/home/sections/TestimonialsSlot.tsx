import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useNearScreen } from '../../../lib/useNearScreen'
import type { Testimonial } from '../../../lib/testimonialRules'

// The carousel is its own chunk, below the fold: the home page loads it only
// when there is something to show, as it comes near the screen.
const TestimonialCarousel = lazy(() => import('./TestimonialCarousel'))

/** Published testimonials (approved and featured, featured first), between the form and the final call to action. */
export function TestimonialsSlot() {
  // Same key as the testimonials page uses for the carousel list; the default query function fetches it.
  const { data } = useQuery<Testimonial[]>({ queryKey: ['/api/testimonials'] })
  const items = (data ?? []).filter((t) => t.status === 'approved' || t.status === 'featured')
  const [ref, near] = useNearScreen<HTMLDivElement>(items.length > 0)
  if (items.length === 0) return null
  // Until then, the room the carousel will take, so nothing below it moves.
  const room = <div ref={ref} data-testimonials-room className="min-h-[840px]" />
  if (!near) return room
  return (
    <Suspense fallback={room}>
      <TestimonialCarousel items={items} />
    </Suspense>
  )
}
