import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient, VIEWER_ACCESS } from '../../../test/testUtils'
import { LeadDetail } from './LeadDetail'
import type { LeadWithHistory } from './leadModel'

const team = {
  members: [
    { id: 1, name: '', email: 'owner@example.com', role: 'owner', active: true },
    { id: 3, name: 'Sam Sales', email: 'sam@example.com', role: 'editor', active: true },
    { id: 5, name: 'Lee Left', email: 'lee@example.com', role: 'editor', active: false },
  ],
}

const lead: LeadWithHistory = {
  id: 42,
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '',
  company: 'Lee Dental',
  audienceType: 'business-owner',
  businessChallenge: '',
  source: 'landing_page',
  status: 'contacted',
  customFields: null,
  attribution: null,
  assignedTo: 0,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
  history: [
    {
      id: 7,
      at: '2026-03-02T10:00:00Z',
      actorId: 3,
      actor: 'sam@example.com',
      network: '127.0.0.1',
      action: 'status',
      objectType: 'lead',
      objectId: '42',
      changes: { status: { from: 'new', to: 'contacted' } },
    },
  ],
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the lead detail', { timeout: 20_000 }, () => {
  it('assigns the lead with PATCH and shows the new history', async () => {
    let current = lead
    const calls = mockFetch((call) => {
      if (call.url === '/api/admin/team') return json(team)
      if (call.method === 'PATCH') {
        const assigneeId = (call.body as { assigneeId: number }).assigneeId
        current = {
          ...current,
          assignedTo: assigneeId,
          history: [
            { ...lead.history![0]!, id: 8, actorId: 1, actor: 'owner@example.com', action: 'assignee', changes: { assigned_to: { to: assigneeId } } },
            ...lead.history!,
          ],
        }
        return json(current)
      }
      return json(current)
    })
    const user = userEvent.setup()
    renderWithClient(<LeadDetail leadId={42} onOpenChange={() => undefined} />)

    await screen.findByText('changed the status')
    const changes = () => [...document.querySelectorAll('li[data-change]')].map((li) => li.textContent)
    expect(changes()).toEqual(['Status: New→ to Contacted'])

    const select = screen.getByRole('combobox', { name: 'Assigned to' })
    await waitFor(() => expect(select).toBeEnabled())
    expect(select).toHaveValue('0')
    expect(within(select).getByRole('option', { name: 'owner@example.com (you)' })).toBeInTheDocument()
    // Someone who has left is not offered.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nobody', 'owner@example.com (you)', 'Sam Sales'])
    await user.selectOptions(select, 'Sam Sales')
    await waitFor(() => expect(calls).toContainEqual({ method: 'PATCH', url: '/api/admin/leads/42/assignee', body: { assigneeId: 3 } }))
    expect(await screen.findByText('Jordan Lee is now assigned to Sam Sales.')).toBeInTheDocument()
    expect(await screen.findByText('changed the assignee')).toBeInTheDocument()
    expect(changes()).toEqual(['Assigned to: Nobody→ to Sam Sales', 'Status: New→ to Contacted'])
    expect(select).toHaveValue('3')
  })

  it('shows a viewer the status and assignee without controls', async () => {
    mockFetch((call) => (call.url === '/api/admin/team' ? json(team) : json({ ...lead, assignedTo: 3 })))
    renderWithClient(<LeadDetail leadId={42} onOpenChange={() => undefined} />, VIEWER_ACCESS)
    expect(await screen.findByText('changed the status')).toBeInTheDocument()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.getByText(/Your role can read leads but not change them/)).toBeInTheDocument()
    const assigned = screen.getByText('Assigned to', { selector: 'dt' }).parentElement!
    await waitFor(() => expect(assigned).toHaveTextContent('Sam Sales'))
  })
})
