import { describe, expect, it } from 'vitest'
import {
  testimonialErrors,
  averageRating,
  CATEGORIES,
  categoryLabel,
  emptyTestimonialForm,
  filterByCategory,
  HttpStatusError,
  loadFailureReason,
  missingFields,
  RELATIONSHIPS,
  REQUIRED_MESSAGES,
  roleLine,
  testimonialActions,
  toTestimonialPayload,
} from '../../lib/testimonialRules'

describe('category labels', () => {
  it('turns underscores into spaces and capitalises each word', () => {
    expect(categoryLabel('work_style')).toBe('Work Style')
    expect(categoryLabel('communication')).toBe('Communication')
    expect(CATEGORIES.map(categoryLabel)).toEqual([
      'Work Style',
      'Communication',
      'Reliability',
      'Results',
      'Character',
      'Leadership',
    ])
  })
})

describe('average rating', () => {
  it('shows one decimal', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe('4.5')
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe('4.3')
    expect(averageRating([{ rating: 5 }])).toBe('5.0')
    expect(averageRating([])).toBe('0.0')
  })
})

describe('moderation actions', () => {
  it('offers Approve and Decline for pending, Feature for approved, nothing else', () => {
    expect(testimonialActions('pending')).toEqual([
      { to: 'approved', label: 'Approve' },
      { to: 'declined', label: 'Decline' },
    ])
    expect(testimonialActions('approved')).toEqual([{ to: 'featured', label: 'Feature' }])
    expect(testimonialActions('featured')).toEqual([])
    expect(testimonialActions('declined')).toEqual([])
  })
})

describe('testimonial form', () => {
  it('lists the relationships exactly', () => {
    expect(RELATIONSHIPS).toEqual([
      'Former Colleague',
      'Current Colleague',
      'Manager/Supervisor',
      'Direct Report',
      'Client',
      'Collaborator',
      'Vendor/Supplier',
      'Mentor',
      'Mentee',
      'Friend',
      'Other',
    ])
  })

  it('requires name, relationship, category and testimonial, and defaults to 5 stars', () => {
    expect(emptyTestimonialForm.rating).toBe(5)
    expect(missingFields(emptyTestimonialForm)).toEqual(['name', 'relationship', 'category', 'testimonial'])
    expect(
      missingFields({ ...emptyTestimonialForm, name: 'A', relationship: 'Client', category: 'results', testimonial: ' ' }),
    ).toEqual(['testimonial'])
  })

  it('leaves empty optional fields out of the payload and sends the raw category', () => {
    const form = {
      ...emptyTestimonialForm,
      name: ' Ana ',
      relationship: 'Client',
      category: 'work_style',
      testimonial: ' Great work ',
      rating: 4,
      role: '  ',
    }
    expect(toTestimonialPayload(form)).toEqual({
      name: 'Ana',
      relationship: 'Client',
      category: 'work_style',
      testimonial: 'Great work',
      rating: 4,
    })
    expect(toTestimonialPayload({ ...form, email: 'a@b.co', role: 'CTO', company: 'Acme' })).toMatchObject({
      email: 'a@b.co',
      role: 'CTO',
      company: 'Acme',
    })
  })
})

describe('view helpers', () => {
  it('filters by category or shows all', () => {
    const list = [
      { id: 1, category: 'results' },
      { id: 2, category: 'character' },
    ]
    expect(filterByCategory(list, 'all')).toHaveLength(2)
    expect(filterByCategory(list, 'character').map((t) => t.id)).toEqual([2])
  })

  it('joins role and company', () => {
    expect(roleLine({ role: 'CTO', company: 'Acme' })).toBe('CTO, Acme')
    expect(roleLine({ company: 'Acme' })).toBe('Acme')
    expect(roleLine({})).toBe('')
  })

  it("explains a failed load as 'HTTP {status}: {text}'", () => {
    expect(loadFailureReason(new HttpStatusError(502, 'Bad Gateway'))).toBe('HTTP 502: Bad Gateway')
    expect(loadFailureReason(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
  })
})

describe("the testimonial form's checks", () => {
  it('names each empty required field with its message', () => {
    expect(testimonialErrors({ ...emptyTestimonialForm, testimonial: '   ' })).toEqual(REQUIRED_MESSAGES)
  })

  it('accepts a form whose required fields are filled', () => {
    const form = { ...emptyTestimonialForm, name: 'A', relationship: 'Client', category: 'results', testimonial: 'Great.' }
    expect(testimonialErrors(form)).toEqual({})
  })
})
