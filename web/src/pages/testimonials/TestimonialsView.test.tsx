import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'
import type { Testimonial } from '../../lib/testimonialRules'
import { TestimonialsView } from './TestimonialsView'

const published: Testimonial[] = [
  {
    id: 1,
    name: 'Ben Approved',
    relationship: 'Client',
    category: 'results',
    testimonial: 'They shipped a phone agent in a week.',
    rating: 4,
    status: 'approved',
    createdAt: '2026-11-01T10:00:00Z',
  },
]

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('TestimonialsView', () => {
  it('a failed load shows the error panel alone: no count, average or filter beside it', async () => {
    let fail = true
    mockFetch(() => (fail ? new Response('oops', { status: 500, statusText: 'Internal Server Error' }) : json(published)))
    const user = userEvent.setup()
    renderWithClient(<TestimonialsView onWrite={() => undefined} />)

    expect(await screen.findByText('API Connection Issue')).toBeInTheDocument()
    expect(screen.getByText('Unable to fetch testimonials: HTTP 500: Internal Server Error')).toBeInTheDocument()
    expect(screen.queryByTestId('testimonial-count')).not.toBeInTheDocument()
    expect(screen.queryByTestId('testimonial-average')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument()
    expect(screen.queryByText(/0\.0/)).not.toBeInTheDocument()

    // Retry brings the list, with its summary and filter.
    fail = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Ben Approved')).toBeInTheDocument()
    expect(screen.getByTestId('testimonial-count')).toHaveTextContent('1')
    expect(screen.getByTestId('testimonial-average')).toHaveTextContent('4.0')
    expect(screen.getByLabelText('Category')).toBeInTheDocument()
    expect(screen.queryByText('API Connection Issue')).not.toBeInTheDocument()
  })
})
