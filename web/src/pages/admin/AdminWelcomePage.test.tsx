import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'
import AdminWelcomePage from './AdminWelcomePage'

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderWelcome(entry: string) {
  return renderWithClient(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/admin/welcome" element={<AdminWelcomePage />} />
        <Route path="/admin" element={<p>Dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

const invitation = { email: 'ed@example.com', role: 'editor', expiresAt: '2026-03-08T10:00:00Z' }

describe('/admin/welcome', { timeout: 20_000 }, () => {
  it('shows the invitation, takes a name and a password, and opens the dashboard', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/admin/invitation') return json(invitation)
      const { password } = call.body as { password: string }
      if (password === 'weak-but-12-chars') {
        return json({ message: 'Please check the highlighted fields.', fields: { password: 'Choose a stronger password.' } }, 400, 'Bad Request')
      }
      return json({ ok: true, member: { id: 2, email: 'ed@example.com', name: 'Ed Itor', role: 'editor', status: 'active', createdAt: '' } })
    })
    const user = userEvent.setup()
    renderWelcome('/admin/welcome#invite=tok-123')
    expect(await screen.findByRole('heading', { level: 1, name: 'You are invited as an editor' })).toBeInTheDocument()
    expect(screen.getByText('ed@example.com')).toBeInTheDocument()
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/admin/invitation', body: { token: 'tok-123' } })

    await user.click(screen.getByRole('button', { name: 'Join the Team' }))
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument()
    expect(screen.getByText('Choose a password of at least 12 characters.')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Your name'), 'Ed Itor')
    await user.type(screen.getByLabelText('Password'), 'weak-but-12-chars')
    await user.click(screen.getByRole('button', { name: 'Join the Team' }))
    expect(await screen.findByText('Choose a stronger password.')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'a-long-editor-password')
    await user.click(screen.getByRole('button', { name: 'Join the Team' }))
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument()
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/admin/invitation/accept',
      body: { token: 'tok-123', name: 'Ed Itor', password: 'a-long-editor-password' },
    })
  })

  it('says when a link is not valid, and when it has expired or was used', async () => {
    mockFetch(() => json({ message: 'This invitation link is not valid. Ask an owner of the site for a new one.' }, 404, 'Not Found'))
    const first = renderWelcome('/admin/welcome#invite=unknown')
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeInTheDocument()
    expect(screen.getByText('This invitation link is not valid. Ask an owner of the site for a new one.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Admin Login' })).toHaveAttribute('href', '/admin/login')
    first.unmount()

    mockFetch(() => json({ message: 'This invitation has expired or was already used. Ask an owner of the site for a new one.' }, 410, 'Gone'))
    renderWelcome('/admin/welcome#invite=spent')
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation expired or already used' })).toBeInTheDocument()
  })

  it('asks for the link when there is none, and offers to try again after a network error', async () => {
    const calls = mockFetch(() => json(invitation))
    const first = renderWelcome('/admin/welcome')
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeInTheDocument()
    expect(screen.getByText(/needs the invitation link from your e-mail/)).toBeInTheDocument()
    expect(calls).toHaveLength(0)
    first.unmount()

    let online = false
    mockFetch(() => (online ? json(invitation) : Promise.reject(new TypeError('Failed to fetch'))))
    const user = userEvent.setup()
    renderWelcome('/admin/welcome#invite=tok-123')
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not check your invitation' })).toBeInTheDocument()
    online = true
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'You are invited as an editor' })).toBeInTheDocument()
  })
})
