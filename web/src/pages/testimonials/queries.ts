import { useQuery } from '@tanstack/react-query'
import { fetchTestimonials, type Testimonial } from './testimonialRules'

/** The list of the /testimonials page: approved and featured ones for visitors. */
export const PUBLIC_TESTIMONIALS_KEY = ['/api/testimonials/all'] as const
/** The home carousel's list (GET /api/testimonials). */
export const CAROUSEL_TESTIMONIALS_KEY = ['/api/testimonials'] as const

export function usePublicTestimonials() {
  return useQuery<Testimonial[]>({
    queryKey: PUBLIC_TESTIMONIALS_KEY,
    queryFn: () => fetchTestimonials('/api/testimonials/all'),
  })
}
