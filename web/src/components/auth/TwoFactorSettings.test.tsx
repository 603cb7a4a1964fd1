import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { twoFactorApi } from '../../lib/twoFactor'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'
import { TwoFactorSettings } from './TwoFactorSettings'

afterEach(() => vi.unstubAllGlobals())

const api = twoFactorApi('/api/partner/two-factor', ['partner'])
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qr: 'data:image/png;base64,AAAA' }
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efghi`)

describe('two-factor settings', () => {
  it('sets it up: the key, its first code, then the recovery codes once, and says it is on', async () => {
    let enabled = false
    const calls = mockFetch(({ url }) => {
      if (url === '/api/partner/two-factor') return json({ enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 })
      if (url.endsWith('/setup')) return json(SETUP)
      enabled = true
      return json({ enabled: true, recoveryCodes: CODES })
    })
    renderWithClient(<TwoFactorSettings api={api} account="dana@partners.example" />)
    expect(await screen.findByText('Off')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }))
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Turn On' }))
    const list = await screen.findByRole('list', { name: 'Your 10 recovery codes' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES)
    expect(calls.find((c) => c.url.endsWith('/confirm'))?.body).toEqual({ code: '123456' })
    expect(await screen.findByText('Two-factor sign-in is on')).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('I have saved these codes'))
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New Recovery Codes' })).toHaveFocus()
  })

  it('turns it off with a recovery code, and says a wrong code under the field', async () => {
    const wrong = 'That code is not right. Codes change every 30 seconds, and each works once.'
    let enabled = true
    mockFetch(({ url, body }) => {
      if (url === '/api/partner/two-factor') return json({ enabled, required: false, recoveryCodesLeft: enabled ? 2 : 0 })
      if ((body as { code: string }).code === '000000') return json({ message: wrong, fields: { code: wrong } }, 400)
      enabled = false
      return json({ enabled: false })
    })
    renderWithClient(<TwoFactorSettings api={api} account="dana@partners.example" />)
    // Few codes left: said, with what to do.
    expect(await screen.findByText(/2 recovery codes left/)).toHaveTextContent('Get a new set before you run out.')
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off' }))
    const code = screen.getByLabelText('Code')
    expect(code).toHaveFocus()
    await userEvent.type(code, '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off' }))
    expect(await screen.findByText(wrong)).toBeInTheDocument()
    await userEvent.clear(code)
    await userEvent.type(code, 'ABCDE-FGH23')
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off' }))
    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Set Up Two-Factor Sign-In' })).toBeInTheDocument()
  })

  it('gets a new set of recovery codes for a code, shown once, and counts them', async () => {
    let left = 2
    const calls = mockFetch(({ url }) => {
      if (url === '/api/admin/me/two-factor') return json({ enabled: true, required: true, recoveryCodesLeft: left })
      left = 10
      return json({ recoveryCodes: CODES })
    })
    renderWithClient(<TwoFactorSettings api={twoFactorApi('/api/admin/me/two-factor', ['admin'])} account="owner@example.com" />)
    await userEvent.click(await screen.findByRole('button', { name: 'New Recovery Codes' }))
    const code = screen.getByLabelText('Code')
    expect(code).toHaveFocus()
    await userEvent.type(code, '123 456')
    await userEvent.click(screen.getByRole('button', { name: 'Get New Codes' }))
    const list = await screen.findByRole('list', { name: 'Your 10 recovery codes' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    expect(calls.find((c) => c.url.endsWith('/recovery-codes'))?.body).toEqual({ code: '123456' })
    expect(await screen.findByText('Your old recovery codes no longer work.')).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('I have saved these codes'))
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument()
  })

  it('offers no way to turn it off where the account must keep it', async () => {
    mockFetch(() => json({ enabled: true, required: true, recoveryCodesLeft: 9 }))
    renderWithClient(<TwoFactorSettings api={twoFactorApi('/api/admin/me/two-factor', ['admin'])} account="owner@example.com" />)
    expect(await screen.findByText('Owners and admins keep two-factor sign-in on.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Turn Off' })).toBeNull()
  })
})
