import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../admin/testUtils'
import ClientPortalPage from './ClientPortalPage'
import type { PortalView } from './clientPortalModel'

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
    },
  ],
  messages: [{ id: 9, direction: 'outbound', subject: '', message: 'Ready for review.', senderName: 'Sam', createdAt: '2026-11-02T10:00:00Z' }],
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('style')
})

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

  it('offers a retry when the server fails', async () => {
    let calls = 0
    mockFetch(() => (++calls === 1 ? json({ message: 'Database busy' }, 503, 'Service Unavailable') : json(view)))
    renderPortal()
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
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

    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByText('Please write a message.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Reply to Lumen Studio'), 'Thanks!')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/client-portal/tok123/messages')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Thanks!' })
  })
})
