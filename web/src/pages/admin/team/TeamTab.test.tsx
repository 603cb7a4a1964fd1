import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../../test/testUtils'
import { StaffAccessContext, type StaffAccess } from '../adminApi'
import TeamTab from './TeamTab'
import type { Member, TeamAnswer } from './teamModel'

const owner: StaffAccess = {
  staff: { id: 1, email: 'owner@example.com', name: '', role: 'owner' },
  permissions: ['read', 'manage', 'money', 'webhooks', 'settings', 'people'],
}
const me: Member = { id: 1, email: 'owner@example.com', name: '', role: 'owner', status: 'active', createdAt: '2026-01-01T10:00:00Z' }
const ed: Member = { id: 2, email: 'ed@example.com', name: 'Ed Itor', role: 'editor', status: 'active', createdAt: '2026-02-01T10:00:00Z' }

function renderTab() {
  return renderWithClient(
    <MemoryRouter>
      <StaffAccessContext.Provider value={owner}>
        <TeamTab />
      </StaffAccessContext.Provider>
    </MemoryRouter>,
  )
}

/** The desktop layout (a table) when `wide`; jsdom has no media queries otherwise. */
function viewport(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('People', { timeout: 20_000 }, () => {
  it('lists the team with a marker for the signed-in person, whose own role and access are left to another owner', async () => {
    viewport(true)
    const team: TeamAnswer = {
      members: [ed, me],
      invitations: [{ email: 'new@example.com', role: 'viewer', invitedBy: 'owner@example.com', createdAt: '2026-03-01T10:00:00Z', expiresAt: '2026-03-08T10:00:00Z' }],
    }
    mockFetch(() => json(team))
    renderTab()
    const rows = await screen.findAllByRole('row')
    // Owners first.
    const mine = rows.find((r) => r.getAttribute('data-member-id') === '1')!
    expect(within(mine).getByText('You')).toBeInTheDocument()
    expect(within(mine).getByText('Owner')).toBeInTheDocument()
    expect(within(mine).queryByRole('combobox')).toBeNull()
    expect(within(mine).queryByRole('button')).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Role of Ed Itor' })).toHaveValue('editor')
    expect(screen.getByRole('button', { name: 'Deactivate Ed Itor' })).toBeInTheDocument()
    const invitation = rows.find((r) => r.getAttribute('data-invitation') === 'new@example.com')!
    expect(within(invitation).getByText('Viewer')).toBeInTheDocument()
    expect(within(invitation).getByText('owner@example.com')).toBeInTheDocument()
  })

  it('changes a role, and says why when the server refuses (the last owner)', async () => {
    let members = [me, ed]
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        const role = (call.body as { role: Member['role'] }).role
        if (role === 'owner') {
          members = members.map((m) => (m.id === 2 ? { ...m, role } : m))
          return json({ member: members[1] })
        }
        return json({ message: 'The site needs at least one active owner: make someone else an owner first.' }, 409, 'Conflict')
      }
      return json({ members, invitations: [] })
    })
    const user = userEvent.setup()
    renderTab()
    const select = await screen.findByRole('combobox', { name: 'Role of Ed Itor' })
    await user.selectOptions(select, 'owner')
    expect(await screen.findByText('Ed Itor is now an owner.')).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/admin/staff/2', body: { role: 'owner' } })
    expect(screen.getByRole('combobox', { name: 'Role of Ed Itor' })).toHaveValue('owner')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ed Itor' }), 'viewer')
    expect(await screen.findByText('Could not change the role')).toBeInTheDocument()
    expect(screen.getByText('The site needs at least one active owner: make someone else an owner first.')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Role of Ed Itor' })).toHaveValue('owner')
  })

  it('deactivates a member after a confirmation that says their sessions end at once, then reactivates them', async () => {
    let members = [me, ed]
    const calls = mockFetch((call) => {
      const deactivate = call.url.endsWith('/deactivate')
      if (call.method === 'POST') {
        members = members.map((m) => (m.id === 2 ? { ...m, status: deactivate ? 'deactivated' : 'active' } : m))
        return json({ member: members[1] })
      }
      return json({ members, invitations: [] })
    })
    const user = userEvent.setup()
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ed Itor' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Ed Itor?' })
    expect(within(confirm).getByText(/every session of theirs ends now/)).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Member deactivated')).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/staff/2/deactivate', body: undefined })
    expect(screen.getByText('Deactivated')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reactivate Ed Itor' }))
    const again = await screen.findByRole('alertdialog', { name: 'Reactivate Ed Itor?' })
    await user.click(within(again).getByRole('button', { name: 'Reactivate' }))
    expect(await screen.findByText('Member reactivated')).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/staff/2/reactivate', body: undefined })
  })

  it('invites someone with a role, describes the role, and shows the server’s refusals under the address', async () => {
    let invited = false
    const calls = mockFetch((call) => {
      if (call.method === 'POST') {
        const { email, role } = call.body as { email: string; role: string }
        if (email === 'ed@example.com') return json({ message: 'This address already belongs to an active member of the team.' }, 409, 'Conflict')
        if (email === 'someone@blocked.example') {
          return json({ message: 'Please check the highlighted fields.', fields: { email: 'This domain cannot receive e-mail.' } }, 400, 'Bad Request')
        }
        invited = true
        return json({ invitation: { email, role, invitedBy: 'owner@example.com', createdAt: '2026-03-01T10:00:00Z', expiresAt: '2026-03-08T10:00:00Z' } }, 201, 'Created')
      }
      const invitations = invited
        ? [{ email: 'new@example.com', role: 'admin', invitedBy: 'owner@example.com', createdAt: '2026-03-01T10:00:00Z', expiresAt: '2026-03-08T10:00:00Z' }]
        : []
      return json({ members: [me, ed], invitations })
    })
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findByText('No open invitations')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Invite Someone' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' })
    const email = within(dialog).getByLabelText('Email')
    const role = within(dialog).getByLabelText('Role')
    expect(role).toHaveValue('editor')
    expect(within(dialog).getByText(/Moderation, leads/)).toBeInTheDocument()
    await user.selectOptions(role, 'admin')
    expect(within(dialog).getByText(/Everything except the team/)).toBeInTheDocument()

    await user.type(email, 'ed@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }))
    expect(await within(dialog).findByText('This address already belongs to an active member of the team.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveFocus()

    // A field the server refuses (its check is the stricter one): the message under that field.
    await user.clear(email)
    await user.type(email, 'someone@blocked.example')
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }))
    expect(await within(dialog).findByText('This domain cannot receive e-mail.')).toBeInTheDocument()
    expect(screen.queryByText('Could not send the invitation')).toBeNull()

    await user.clear(email)
    await user.type(email, 'new@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }))
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/staff/invitations', body: { email: 'new@example.com', role: 'admin' } })
    expect(await screen.findByText('new@example.com')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Invite someone' })).toBeNull()
  })

  it('ends every session of a member after a confirmation that says where they are signed in', async () => {
    viewport(false)
    const calls = mockFetch((call) => {
      if (call.url === '/api/admin/staff/2/sessions') {
        return json({ sessions: [{ id: 'a1', device: 'Safari on iOS', network: '203.0.113.9', createdAt: '2026-03-01T10:00:00Z', lastSeenAt: new Date().toISOString(), current: false }] })
      }
      if (call.url === '/api/admin/staff/2/sessions/end') return json({ ended: 1 })
      return json({ members: [me, ed], invitations: [] })
    })
    const user = userEvent.setup()
    renderTab()
    // Not offered for yourself: your own account page ends yours.
    const button = await screen.findByRole('button', { name: 'End Sessions of Ed Itor' })
    expect(screen.getAllByRole('button', { name: /^End Sessions of/ })).toHaveLength(1)
    await user.click(button)
    const confirm = await screen.findByRole('alertdialog', { name: 'End every session of Ed Itor?' })
    expect(await within(confirm).findByText(/Signed in now: Safari on iOS \(last seen just now\)/)).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'End Sessions' }))
    expect(await screen.findByText('Sessions ended')).toBeInTheDocument()
    expect(screen.getByText('Ed Itor is signed out of 1 browser, and signs in again to come back.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/staff/2/sessions/end')).toBe(true)
  })
})
