import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Testimonial } from '../../lib/testimonialRules'
import TestimonialsTab from './TestimonialsTab'
import { json, mockFetch, renderWithClient, VIEWER_ACCESS } from '../../test/testUtils'

const base = { relationship: 'Client', category: 'work_style', createdAt: '2026-11-01T10:00:00Z', testimonial: 'Great to work with.' }
const items: Testimonial[] = [
  { ...base, id: 1, name: 'Ana Pending', email: 'ana@example.com', rating: 5, status: 'pending' },
  { ...base, id: 2, name: 'Ben Approved', rating: 4, status: 'approved', role: 'CTO', company: 'Acme' },
  { ...base, id: 3, name: 'Cy Featured', rating: 4, status: 'featured' },
  { ...base, id: 4, name: 'Di Declined', rating: 2, status: 'declined' },
]

const card = (name: string) => screen.getByRole('article', { name })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('TestimonialsTab', () => {
  it('lists every testimonial with the average rating and only the allowed actions', async () => {
    mockFetch(() => json(items))
    renderWithClient(<TestimonialsTab />)
    expect(await screen.findByText('Ana Pending')).toBeInTheDocument()
    expect(screen.getByTestId('admin-average-rating')).toHaveTextContent('3.8')

    const pending = within(card('Ana Pending'))
    expect(pending.getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Decline'])
    expect(pending.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com')
    expect(within(card('Ben Approved')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Feature'])
    expect(within(card('Cy Featured')).queryAllByRole('button')).toHaveLength(0)
    expect(within(card('Cy Featured')).getAllByText('Featured').length).toBeGreaterThan(0)
    expect(within(card('Di Declined')).queryAllByRole('button')).toHaveLength(0)
    expect(within(card('Ben Approved')).getByText('Work Style')).toBeInTheDocument()
  })

  it('shows a viewer the testimonials without moderation buttons', async () => {
    mockFetch(() => json(items))
    renderWithClient(<TestimonialsTab />, VIEWER_ACCESS)
    expect(await screen.findByText('Ana Pending')).toBeInTheDocument()
    expect(screen.queryAllByRole('button', { name: /testimonial from/ })).toHaveLength(0)
  })

  it('approves a pending testimonial with PATCH and reloads the list', async () => {
    let list = items
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        list = list.map((t) => (t.id === 1 ? { ...t, status: 'approved' } : t))
        return json({ ...items[0], status: 'approved' })
      }
      return json(list)
    })
    const user = userEvent.setup()
    renderWithClient(<TestimonialsTab />)
    await user.click(await within(await screen.findByRole('article', { name: 'Ana Pending' })).findByRole('button', { name: /^Approve/ }))
    await waitFor(() => expect(within(card('Ana Pending')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Feature']))
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/admin/testimonials/1/status', body: { status: 'approved' } })
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/admin/testimonials')).toHaveLength(2)
  })

  it('only logs a failed status update', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch((call) => (call.method === 'PATCH' ? json({ message: 'nope' }, 409, 'Conflict') : json(items)))
    const user = userEvent.setup()
    renderWithClient(<TestimonialsTab />)
    await user.click(await within(await screen.findByRole('article', { name: 'Ana Pending' })).findByRole('button', { name: /^Decline/ }))
    await waitFor(() => expect(error).toHaveBeenCalled())
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument()
    expect(within(card('Ana Pending')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Decline'])
  })

  it("shows the API Connection Issue panel with 'HTTP {status}: {text}' and retries", async () => {
    let fail = true
    const calls = mockFetch(() => (fail ? new Response('oops', { status: 503, statusText: 'Service Unavailable' }) : json([])))
    const user = userEvent.setup()
    renderWithClient(<TestimonialsTab />)
    expect(await screen.findByText('API Connection Issue')).toBeInTheDocument()
    expect(screen.getByText('Unable to fetch testimonials: HTTP 503: Service Unavailable')).toBeInTheDocument()
    expect(screen.getByText(/probably stored safely; the backend has an issue/)).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No testimonials found')).toBeInTheDocument()
    expect(calls).toHaveLength(2)
  })
})
