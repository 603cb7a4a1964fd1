import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'
import PartnerLoginPage from './PartnerLoginPage'

// Demo mode: the server writes the demo partner's sign-in into the page's config.
beforeAll(() => {
  const config = document.createElement('script')
  config.type = 'application/json'
  config.id = 'site-config'
  config.textContent = JSON.stringify({ demoPartner: { email: 'demo@northstar.example', password: 'demo-password-2027' } })
  document.body.appendChild(config)
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

function renderLogin() {
  return renderWithClient(
    <MemoryRouter initialEntries={['/partners/login']}>
      <Routes>
        <Route path="/partners/login" element={<PartnerLoginPage />} />
        <Route path="/partners/portal" element={<p>Portal page</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('partner login in demo mode', () => {
  it('fills the demo credentials and signs in, keeping only the public marker', async () => {
    const calls = mockFetch(() => json({ sessionId: 'public-marker', partner: { id: 1 } }))
    renderLogin()
    await userEvent.click(screen.getByRole('button', { name: 'Fill Demo Credentials' }))
    expect(screen.getByLabelText('Email')).toHaveValue('demo@northstar.example')
    expect(screen.getByLabelText('Password')).toHaveValue('demo-password-2027')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Portal page')).toBeInTheDocument()
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/partner-auth/login', body: { email: 'demo@northstar.example' } })
    expect(Object.values({ ...localStorage })).not.toContain('demo-password-2027')
    expect(localStorage.getItem('partnerSessionId')).toBe('public-marker')
  })

  it('shows the wait of a throttled sign-in', async () => {
    mockFetch(() => new Response('{"message":"Too many attempts"}', { status: 429, headers: { 'Retry-After': '120' } }))
    renderLogin()
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.type(screen.getByLabelText('Password'), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please try again in 2 minutes.'))
  })

  it('says Login failed on a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    renderLogin()
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.type(screen.getByLabelText('Password'), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.')
  })
})
