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

function renderLogin(entry = '/partners/login') {
  return renderWithClient(
    <MemoryRouter initialEntries={[entry]}>
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
    // A lock offers the e-mailed link at once, with the address typed.
    expect(screen.getByRole('alert')).toHaveTextContent('sign-in link sent to your e-mail')
    expect(screen.getByLabelText('Email for the link')).toHaveValue('a@b.co')
  })

  it('e-mails a sign-in link and shows the same answer for any address', async () => {
    const sent = 'If a partner account uses this address, a sign-in link is on its way. It works once, for 20 minutes.'
    const calls = mockFetch(() => json({ message: sent }, 202))
    renderLogin()
    await userEvent.click(screen.getByRole('button', { name: 'E-mail Me a Sign-In Link' }))
    await userEvent.click(screen.getByRole('button', { name: 'E-mail Me a Sign-In Link' }))
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
    await userEvent.type(screen.getByLabelText('Email for the link'), 'owner@partner.example')
    await userEvent.click(screen.getByRole('button', { name: 'E-mail Me a Sign-In Link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(sent)
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/partner-auth/sign-in-link', body: { email: 'owner@partner.example' } })
  })

  it('opens an e-mailed link once and lands in the portal', async () => {
    const calls = mockFetch(() => json({ sessionId: 'marker-2', partner: { id: 1 } }))
    renderLogin('/partners/login#signin=token-from-the-email-0123456789')
    expect(await screen.findByText('Portal page')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/partner-auth/sign-in-link/use', body: { token: 'token-from-the-email-0123456789' } })
  })

  it('says when a link was already used and offers a new one', async () => {
    const used = 'This sign-in link has been used or has expired. Ask for a new one.'
    mockFetch(() => json({ message: used }, 410))
    renderLogin('/partners/login#signin=token-from-the-email-0123456789')
    expect(await screen.findByRole('alert')).toHaveTextContent(used)
    expect(screen.getByLabelText('Email for the link')).toBeInTheDocument()
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

describe('partner sign-in with two-factor sign-in on', () => {
  it('asks for the code after the password, then lands in the portal with the session', async () => {
    const calls = mockFetch(({ url }) =>
      url === '/api/partner-auth/login' ? json({ secondFactor: 'totp', challenge: 'pc-1' }) : json({ sessionId: 'marker-3', partner: { id: 1 } }),
    )
    renderLogin()
    await userEvent.type(screen.getByLabelText('Email'), 'owner@partner.example')
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-partner-password-1')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor code' })).toBeInTheDocument()
    // No session before the code.
    expect(localStorage.getItem('partnerSessionId')).toBeNull()
    expect(screen.getByLabelText('Code')).toHaveFocus()
    await userEvent.type(screen.getByLabelText('Code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Portal page')).toBeInTheDocument()
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/partner-auth/code', body: { challenge: 'pc-1', code: '123456' } })
    expect(localStorage.getItem('partnerSessionId')).toBe('marker-3')
  })

  it('asks for the code after an e-mailed link too, and starts again when it expired', async () => {
    const expired = 'Your sign-in has expired. Please sign in again.'
    mockFetch(({ url }) => (url === '/api/partner-auth/sign-in-link/use' ? json({ secondFactor: 'totp', challenge: 'pc-2' }) : json({ message: expired }, 401)))
    renderLogin('/partners/login#signin=token-from-the-email-0123456789')
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor code' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Code'), 'abcde-fgh23')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Login' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(expired)
  })
})
