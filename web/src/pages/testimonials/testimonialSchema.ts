import { z } from '../../lib/zod'
import { MAX_RATING, MIN_RATING, REQUIRED_MESSAGES, type RequiredTestimonialField, type TestimonialForm } from '../../lib/testimonialRules'

// Apart from the rules so that pages showing testimonials (the home
// carousel) do not load the validation library with them.

const required = (field: RequiredTestimonialField) =>
  z.string().refine((v) => v.trim() !== '', REQUIRED_MESSAGES[field])

/**
 * The form's check: only the required fields; lengths are bounded by the
 * inputs (RULES.testimonials) and every other check is the server's.
 */
export const testimonialSchema = z.object({
  name: required('name'),
  email: z.string(),
  role: z.string(),
  company: z.string(),
  relationship: required('relationship'),
  category: required('category'),
  testimonial: required('testimonial'),
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
}) satisfies z.ZodType<TestimonialForm>
