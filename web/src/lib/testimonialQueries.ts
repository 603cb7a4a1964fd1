/**
 * The query keys of the testimonial lists, apart from the hooks that fetch
 * them, so that the form (which refreshes both after a submit) does not
 * bring the query code with it.
 */

/** The list of the /testimonials page: approved and featured ones for visitors. */
export const PUBLIC_TESTIMONIALS_KEY = ['/api/testimonials/all'] as const
/** The home carousel's list (GET /api/testimonials). */
export const CAROUSEL_TESTIMONIALS_KEY = ['/api/testimonials'] as const
