import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'
import ClientPortalPage from './ClientPortalPage'
import { resetServedLinkProblem, type PortalView } from '../../lib/clientPortalModel'

function renderPortal(token = 'tok123') {
  return renderWithClient(
    <MemoryRouter initialEntries={[`/c/${token}`]}>
      <Routes>
        <Route path="/c/:token" element={<ClientPortalPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

const view: PortalView = {
  partner: { company: 'Lumen Studio', logoUrl: '', primaryColor: '#7C3AED', secondaryColor: '#EF4444', accentColor: '#10B981', supportEmail: 'hi@lumen.example' },
  clientName: 'Dana Fox',
  projects: [
    {
      id: 7,
      title: 'AI receptionist',
      description: '',
      status: 'review',
      progress: 40,
      dueDate: '2026-12-15T00:00:00Z',
      milestones: [{ id: 1, title: 'Discovery call', description: '', dueDate: null, status: 'completed', percentComplete: 100, order: 1 }],
      deliverables: [
        { id: 3, title: 'Call flow', type: 'design', description: '', link: '', fileName: 'flow.pdf', hasFile: true, status: 'submitted', approvedAt: null, approvedBy: '', createdAt: '2026-11-01T10:00:00Z' },
        { id: 4, title: 'Kickoff notes', type: 'document', description: '', link: 'https://example.com/k', hasFile: false, status: 'approved', approvedAt: '2026-11-02T10:00:00Z', approvedBy: 'Dana Fox', createdAt: '2026-11-01T10:00:00Z' },
      ],
      canRate: true,
      myRating: null,
    },
  ],
  messages: [{ id: 9, direction: 'outbound', subject: '', message: 'Ready for review.', senderName: 'Sam', createdAt: '2026-11-02T10:00:00Z' }],
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('style')
  document.querySelector('meta[name="page-state"]')?.remove()
  window.history.replaceState({}, '', '/')
  resetServedLinkProblem()
})

/** The page as the server sends it for a link it found unknown or gone. */
function servedAs(state: string, token: string) {
  const meta = document.createElement('meta')
  meta.name = 'page-state'
  meta.content = state
  document.head.append(meta)
  window.history.replaceState({}, '', `/c/${token}`)
}

describe('client portal page', () => {
  it('says an unknown link does not exist', async () => {
    mockFetch(() => json({ message: 'This portal link does not exist.' }, 404, 'Not Found'))
    renderPortal()
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not exist' })).toBeInTheDocument()
  })

  it('says a turned-off link is no longer active and to contact the partner', async () => {
    mockFetch(() => json({ message: 'This portal link has been turned off.' }, 410, 'Gone'))
    renderPortal()
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer active' })).toBeInTheDocument()
    expect(screen.getByText('Please contact your partner for a new link.')).toBeInTheDocument()
  })

  it('shows the state the page was served with, without asking the server again', async () => {
    servedAs('inactive', 'gone1')
    const calls = mockFetch(() => json(view))
    renderPortal('gone1')
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer active' })).toBeInTheDocument()
    expect(calls).toHaveLength(0)
    expect(document.querySelector('meta[name="page-state"]')).toBeNull()
  })

  it('asks the server about a link other than the one the page was served for', async () => {
    servedAs('unknown', 'other')
    mockFetch(() => json(view))
    renderPortal('tok123')
    expect(await screen.findByRole('heading', { level: 1, name: 'Your projects' })).toBeInTheDocument()
  })

  it('asks again after a throttled page when the client tries again', async () => {
    servedAs('throttled', 'slow1')
    const calls = mockFetch(() => json(view))
    renderPortal('slow1')
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your projects' })).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })

  it('offers a retry when the server fails', async () => {
    let calls = 0
    mockFetch(() => (++calls === 1 ? json({ message: 'Database busy' }, 503, 'Service Unavailable') : json(view)))
    renderPortal()
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your projects' })).toBeInTheDocument()
  })

  it('shows the branded projects, a download for a file, an approval with name, and sends a reply', async () => {
    const calls = mockFetch((call) => (call.method === 'POST' ? json({ id: 10 }, 201) : json(view)))
    renderPortal('tok123')
    expect(await screen.findByRole('heading', { level: 1, name: 'Your projects' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent('Lumen Studio')
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#7C3AED')
    const card = screen.getByRole('article', { name: 'AI receptionist' })
    expect(within(card).getByText('In Review')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /Download/ })).toHaveAttribute('href', '/api/client-portal/tok123/deliverables/3/file')
    expect(within(card).getByText(/Approved by Dana Fox on/)).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: /^Approve\s*Call flow$/ })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByText('Please write a message.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Reply to Lumen Studio'), 'Thanks!')
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/client-portal/tok123/messages')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Thanks!' })
  })

  it('asks for a rating on a project that may be rated: a star is needed, then it is sent with the comment', async () => {
    const calls = mockFetch((call) => (call.method === 'POST' ? json({ rating: 4, comment: 'Clear.', updatedAt: '2026-11-03T10:00:00Z' }) : json(view)))
    renderPortal('tok123')
    const card = await screen.findByRole('article', { name: 'AI receptionist' })
    const form = within(card).getByRole('form', { name: 'Rate AI receptionist' })
    await userEvent.click(within(form).getByRole('button', { name: 'Send Rating' }))
    expect(within(form).getAllByText('Choose 1 to 5 stars.').length).toBeGreaterThan(0)
    expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked()
    expect(within(form).getByText('Very good, 4 of 5')).toBeInTheDocument()
    await userEvent.type(within(form).getByLabelText(/Comment/), 'Clear.')
    await userEvent.click(within(form).getByRole('button', { name: 'Send Rating' }))
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/client-portal/tok123/projects/7/rating', body: { rating: 4, comment: 'Clear.' } })
  })

  it('thanks a client who rated and shows their rating', async () => {
    const rated = { ...view, projects: [{ ...view.projects[0]!, myRating: { rating: 5, comment: 'Superb.', updatedAt: '2026-11-03T10:00:00Z' } }] }
    mockFetch(() => json(rated))
    renderPortal('tok123')
    const card = await screen.findByRole('article', { name: 'AI receptionist' })
    expect(within(card).getByRole('heading', { name: 'Thanks for your rating' })).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument()
    expect(within(card).getByText('Superb.')).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Change Rating' }))
    expect(within(card).getByRole('radio', { name: '5 stars' })).toBeChecked()
    expect(within(card).getByRole('button', { name: 'Update Rating' })).toBeInTheDocument()
  })

  it('asks for a rating right after an approval, naming the approved deliverable', async () => {
    const unrated = { ...view, projects: [{ ...view.projects[0]!, canRate: false }] }
    const calls = mockFetch((call) => (call.method === 'POST' ? json({}) : json(unrated)))
    renderPortal('tok123')
    const card = await screen.findByRole('article', { name: 'AI receptionist' })
    expect(within(card).queryByRole('form', { name: 'Rate AI receptionist' })).toBeNull()
    await userEvent.click(within(card).getByRole('button', { name: /^Approve\s*Call flow$/ }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }))
    const ask = await screen.findByRole('dialog', { name: 'How is Lumen Studio doing?' })
    await userEvent.click(within(ask).getByRole('radio', { name: '5 stars' }))
    await userEvent.click(within(ask).getByRole('button', { name: 'Send Rating' }))
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/rating'))).toBe(true))
    expect(calls.find((c) => c.url.endsWith('/rating'))?.body).toEqual({ rating: 5, comment: '', deliverableId: 3 })
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'How is Lumen Studio doing?' })).toBeNull())
  })
})
