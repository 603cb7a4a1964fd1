import { describe, expect, it } from 'vitest'
import { checkRating, emptyRating, MAX_RATING_COMMENT, ratingPayload, ratingState, ratingWord } from './ratingRules'

describe('client rating rules', () => {
  it('needs a star from 1 to 5 and keeps the comment within the server limit', () => {
    expect(checkRating('rating', { rating: 0, comment: '' })).toBe('Choose 1 to 5 stars.')
    expect(checkRating('rating', { rating: 6, comment: '' })).toBe('Choose 1 to 5 stars.')
    expect(checkRating('rating', { rating: 2.5, comment: '' })).toBe('Choose 1 to 5 stars.')
    expect(checkRating('rating', { rating: 1, comment: '' })).toBeUndefined()
    expect(checkRating('rating', { rating: 5, comment: '' })).toBeUndefined()
    expect(MAX_RATING_COMMENT).toBe(2000)
    expect(checkRating('comment', { rating: 5, comment: 'x'.repeat(2000) })).toBeUndefined()
    expect(checkRating('comment', { rating: 5, comment: 'x'.repeat(2001) })).toBe('Please keep this under 2000 characters.')
  })

  it('starts from no stars, or from the rating given before', () => {
    expect(emptyRating()).toEqual({ rating: 0, comment: '' })
    expect(emptyRating({ rating: 4, comment: 'Good' })).toEqual({ rating: 4, comment: 'Good' })
  })

  it('sends the trimmed comment and the approved deliverable when there is one', () => {
    expect(ratingPayload({ rating: 4, comment: '  Quick.  ' })).toEqual({ rating: 4, comment: 'Quick.' })
    expect(ratingPayload({ rating: 5, comment: '' }, 12)).toEqual({ rating: 5, comment: '', deliverableId: 12 })
  })

  it('names the stars', () => {
    expect([1, 2, 3, 4, 5].map(ratingWord)).toEqual(['Poor', 'Fair', 'Good', 'Very good', 'Excellent'])
    expect(ratingWord(0)).toBe('')
  })

  it('asks while a project may be rated, thanks once it is, and says nothing before', () => {
    expect(ratingState({ canRate: false, myRating: null })).toBe('none')
    expect(ratingState({ canRate: true, myRating: null })).toBe('ask')
    expect(ratingState({ canRate: true, myRating: { rating: 3 } })).toBe('rated')
  })
})
