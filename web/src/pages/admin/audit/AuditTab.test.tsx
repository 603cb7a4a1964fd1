import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../../test/testUtils'
import AuditTab from './AuditTab'
import type { AuditEntry, AuditPage } from './auditModel'

const team = {
  members: [
    { id: 1, name: '', email: 'owner@example.com', role: 'owner', active: true },
    { id: 2, name: 'Ed Itor', email: 'ed@example.com', role: 'editor', active: true },
  ],
}

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-03-04T14:05:09Z',
  actorId: 2,
  actor: 'ed@example.com',
  network: '203.0.113.9',
  action: 'status',
  objectType: 'lead',
  objectId: String(100 + id),
  changes: { status: { from: 'new', to: 'contacted' } },
  ...over,
})

const types = ['lead', 'staff member', 'webhook']

function viewport(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }))
}

function renderTab(search = '') {
  return renderWithClient(
    <MemoryRouter initialEntries={[`/admin?tab=audit${search}`]}>
      <AuditTab />
    </MemoryRouter>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Audit log', { timeout: 20_000 }, () => {
  it('lists entries with the person, action, object and changes, and pages back with before', async () => {
    viewport(true)
    const first: AuditPage = {
      items: [entry(2, { action: 'assignee', changes: { assigned_to: { to: 1 } } }), entry(1, { objectType: 'webhook', action: 'updated', changes: { secret: { to: '(changed)' } } })],
      nextBefore: 1,
      types,
    }
    const older: AuditPage = { items: [entry(0, { actorId: 9, actor: 'gone@example.com', action: 'deleted', objectType: 'event', changes: { title: { from: 'Demo day' } } })], nextBefore: 0, types }
    const calls = mockFetch((call) => {
      if (call.url === '/api/admin/team') return json(team)
      return json(call.url.includes('before=1') ? older : first)
    })
    const user = userEvent.setup()
    renderTab()

    const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-audit-id="${id}"]`)!
    await waitFor(() => expect(row(2)).toBeTruthy())
    expect(within(row(2)).getByText('Ed Itor')).toBeInTheDocument()
    expect(within(row(2)).getByText('Assignee changed')).toBeInTheDocument()
    expect(within(row(2)).getByRole('button', { name: 'Lead #102' })).toBeInTheDocument()
    await waitFor(() => expect(within(row(2)).getByRole('listitem')).toHaveTextContent('Assigned to: Nobody→ to owner@example.com'))
    expect(within(row(1)).getByRole('listitem')).toHaveTextContent('Secret (changed)')
    expect(within(row(1)).getByText('Webhook #101')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(row(0)).toBeTruthy())
    expect(calls.map((c) => c.url)).toContain('/api/admin/audit?before=1')
    // Someone no longer on the team: the e-mail they had.
    expect(within(row(0)).getByText('gone@example.com')).toBeInTheDocument()
    expect(within(row(0)).getByRole('listitem')).toHaveTextContent('Title: Demo day')
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
  })

  it('filters by person and type, in the request and the export', async () => {
    viewport(false)
    const calls = mockFetch((call) => (call.url === '/api/admin/team' ? json(team) : json({ items: [entry(5)], nextBefore: 0, types })))
    const user = userEvent.setup()
    renderTab()
    await screen.findByText('Status changed')
    // Phones: cards, not a table.
    expect(screen.queryByRole('table')).toBeNull()

    const person = screen.getByRole('combobox', { name: 'Person' })
    await waitFor(() => expect(within(person).getByRole('option', { name: 'Ed Itor' })).toBeInTheDocument())
    expect(within(person).getByRole('option', { name: 'owner@example.com (you)' })).toBeInTheDocument()
    await user.selectOptions(person, 'Ed Itor')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Object type' }), 'Staff member')
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/admin/audit?actor=2&type=staff+member'))
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit/export.csv?actor=2&type=staff+member')
  })

  it('says when nothing matches, and clears the filters', async () => {
    viewport(true)
    const calls = mockFetch((call) => (call.url === '/api/admin/team' ? json(team) : json({ items: [], nextBefore: 0, types })))
    const user = userEvent.setup()
    renderTab('&type=webhook&from=2026-01-01')
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument()
    expect(calls.map((c) => c.url)).toContain('/api/admin/audit?type=webhook&from=2026-01-01')
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01')
    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]!)
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument()
    expect(screen.getByLabelText('From')).toHaveValue('')
  })

  it('shows why the log could not be loaded, with Retry', async () => {
    viewport(true)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch((call) =>
      call.url === '/api/admin/team'
        ? json(team)
        : json({ message: 'Your role does not allow this. Ask an owner of the site if you need it.' }, 403, 'Forbidden'),
    )
    renderTab()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the audit log')
    expect(alert).toHaveTextContent('Your role does not allow this.')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
