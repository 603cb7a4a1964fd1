import { RULES } from '../../lib/rules'

/**
 * A client's rating of a project (POST /api/client-portal/{token}/projects/{id}/rating):
 * the form's rules and what the portal offers when. Pure functions, no React.
 */

export interface RatingValues {
  /** 1 to 5; 0 until the client picks a star, so no score is given for them. */
  rating: number
  comment: string
}

export const RATING_FIELDS = ['rating', 'comment'] as const
export const MAX_RATING_COMMENT = RULES.partners.ratingComment

export function emptyRating(current?: { rating: number; comment: string } | null): RatingValues {
  return { rating: current?.rating ?? 0, comment: current?.comment ?? '' }
}

/** The message for one field, or undefined when it is fine. */
export function checkRating(field: (typeof RATING_FIELDS)[number], values: RatingValues): string | undefined {
  if (field === 'rating') {
    return Number.isInteger(values.rating) && values.rating >= 1 && values.rating <= 5 ? undefined : 'Choose 1 to 5 stars.'
  }
  return values.comment.trim().length > MAX_RATING_COMMENT ? `Please keep this under ${MAX_RATING_COMMENT} characters.` : undefined
}

/** The request body; the deliverable just approved, when the rating follows an approval. */
export function ratingPayload(values: RatingValues, deliverableId?: number): { rating: number; comment: string; deliverableId?: number } {
  return { rating: values.rating, comment: values.comment.trim(), ...(deliverableId ? { deliverableId } : {}) }
}

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const

/** The word for a number of stars, shown beside them ('' for none). */
export function ratingWord(rating: number): string {
  return WORDS[rating] ?? ''
}

/**
 * What a project card offers: a form while the project may be rated and is
 * not yet, thanks and the rating once it is, nothing before.
 */
export function ratingState(project: { canRate: boolean; myRating: { rating: number } | null }): 'ask' | 'rated' | 'none' {
  if (project.myRating) return 'rated'
  return project.canRate ? 'ask' : 'none'
}
