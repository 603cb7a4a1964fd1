import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SettingNotices } from './SettingNotices'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'

afterEach(() => vi.unstubAllGlobals())

describe('setting notices', () => {
  it('warns staff when staff notifications go nowhere', async () => {
    mockFetch(() =>
      json({ notices: [{ id: 'staff-email', title: 'Staff notifications go nowhere.', text: 'STAFF_EMAIL is not set.' }] }),
    )
    renderWithClient(<SettingNotices />)
    expect(await screen.findByText('Staff notifications go nowhere.')).toBeVisible()
    expect(screen.getByRole('list', { name: 'Settings to fix' })).toBeVisible()
  })

  it('shows nothing when every setting is in place', async () => {
    const calls = mockFetch(() => json({ notices: [] }))
    renderWithClient(<SettingNotices />)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(screen.queryByRole('list', { name: 'Settings to fix' })).toBeNull()
  })
})
