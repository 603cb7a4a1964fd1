import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'
import AdminLoginPage from './AdminLoginPage'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

function renderLogin() {
  return renderWithClient(
    <MemoryRouter initialEntries={['/admin/login']}>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin" element={<p>Dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

async function password() {
  await userEvent.type(screen.getByLabelText('Email'), 'owner@example.com')
  await userEvent.type(screen.getByLabelText('Password'), 'a-long-password-1')
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
}

const WRONG = 'That code is not right. Codes change every 30 seconds, and each works once.'
const EXPIRED = 'Your sign-in has expired. Please sign in again.'

describe('admin sign-in with a second factor', () => {
  it('asks for the code after the password, says a wrong one under the field, and signs in with a right one', async () => {
    const calls = mockFetch(({ url, body }) => {
      if (url === '/api/admin/login') return json({ ok: false, secondFactor: 'totp', challenge: 'ch-1' })
      if ((body as { code: string }).code === '111111') return json({ message: WRONG, fields: { code: WRONG } }, 400)
      return json({ ok: true })
    })
    renderLogin()
    await password()
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor code' })).toBeInTheDocument()
    const code = screen.getByLabelText('Code')
    expect(code).toHaveFocus()
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    // No session yet: nothing said of one.
    expect(screen.queryByText('Login successful')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Please enter the 6-digit code from your authenticator app.')).toBeInTheDocument()

    await userEvent.type(code, '111 111')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(WRONG)).toBeInTheDocument()
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(code).toHaveFocus()

    await userEvent.clear(code)
    await userEvent.type(code, '222-333')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument()
    expect(await screen.findByText('Login successful')).toBeInTheDocument()
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/login/code', body: { challenge: 'ch-1', code: '222333' } })
    expect(localStorage.getItem('adminSignedIn')).toBe('1')
  })

  it('takes a recovery code in the same field, and the keyboard follows', async () => {
    const calls = mockFetch(({ url }) => (url === '/api/admin/login' ? json({ ok: false, secondFactor: 'totp', challenge: 'ch-2' }) : json({ ok: true })))
    renderLogin()
    await password()
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }))
    const code = screen.getByLabelText('Code')
    expect(code).toHaveAttribute('inputmode', 'text')
    expect(code).toHaveFocus()
    await userEvent.type(code, 'ABCDE-FGH23')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument()
    expect(calls.at(-1)?.body).toEqual({ challenge: 'ch-2', code: 'abcde-fgh23' })
  })

  it('goes back to the password with the message when the sign-in expired', async () => {
    mockFetch(({ url }) => (url === '/api/admin/login' ? json({ ok: false, secondFactor: 'totp', challenge: 'old' }) : json({ message: EXPIRED }, 401)))
    renderLogin()
    await password()
    await userEvent.type(await screen.findByLabelText('Code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED)
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com')
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus())
  })

  it('makes an owner without a second factor set it up, shows the recovery codes once, then opens the dashboard', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`)
    const calls = mockFetch(({ url }) => {
      if (url === '/api/admin/login') return json({ ok: false, setupRequired: true, challenge: 'ch-3' })
      if (url === '/api/admin/login/setup') {
        return json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/AI%20Mission:owner', qr: 'data:image/png;base64,AAAA' })
      }
      return json({ ok: true, recoveryCodes: codes })
    })
    renderLogin()
    await password()
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toHaveFocus()
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', 'data:image/png;base64,AAAA')
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open in an App on This Phone' })).toHaveAttribute('href', 'otpauth://totp/AI%20Mission:owner')
    // The first code is the app's own: no recovery code yet.
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull()
    await userEvent.type(screen.getByLabelText('Code'), '654321')
    await userEvent.click(screen.getByRole('button', { name: 'Turn On and Continue' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeInTheDocument()
    expect(calls.at(-1)).toMatchObject({ url: '/api/admin/login/setup/confirm', body: { challenge: 'ch-3', code: '654321' } })
    const list = screen.getByRole('list', { name: 'Your 10 recovery codes' })
    expect(list.querySelectorAll('li')).toHaveLength(10)
    const go = screen.getByRole('button', { name: 'Continue to the Dashboard' })
    expect(go).toBeDisabled()
    await userEvent.click(screen.getByLabelText('I have saved these codes'))
    await userEvent.click(go)
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument()
    expect(await screen.findByText('Login successful')).toBeInTheDocument()
  })
})
