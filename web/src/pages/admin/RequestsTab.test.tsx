import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicRequest } from '../../lib/requestRules'
import RequestsTab from './RequestsTab'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'

const base = { type: 'feature' as const, description: 'Details', createdAt: '2026-11-01T10:00:00Z' }
const items: PublicRequest[] = [
  { ...base, id: 1, title: 'Fresh idea', votes: 3, status: 'submitted', submittedBy: 'Ana' },
  { ...base, id: 2, title: 'Popular idea', votes: 12, status: 'submitted' },
  { ...base, id: 3, title: 'Planned work', votes: 14, status: 'todo' },
  { ...base, id: 4, title: 'Being built', votes: 2, status: 'in_progress' },
  { ...base, id: 5, title: 'Shipped', votes: 20, status: 'done' },
]

const row = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-request-id]')!
const actions = (title: string) => within(row(title)).queryAllByRole('button').map((b) => b.textContent)

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('RequestsTab', () => {
  it('offers only the allowed move for each status', async () => {
    mockFetch(() => json(items))
    renderWithClient(<RequestsTab />)
    expect(await screen.findByText('Fresh idea')).toBeInTheDocument()
    expect(actions('Fresh idea')).toEqual(['Move to To Do'])
    expect(actions('Popular idea')).toEqual([])
    expect(actions('Planned work')).toEqual(['Start'])
    expect(actions('Being built')).toEqual(['Mark Done'])
    expect(actions('Shipped')).toEqual([])
    expect(within(row('Fresh idea')).getByText('by Ana')).toBeInTheDocument()
    expect(within(row('Planned work')).getByText('Anonymous')).toBeInTheDocument()
  })

  it('moves a request, toasts Status Updated and refreshes the list', async () => {
    let list = items
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        list = list.map((r) => (r.id === 3 ? { ...r, status: 'in_progress' } : r))
        return json(list[2])
      }
      return json(list)
    })
    const user = userEvent.setup()
    renderWithClient(<RequestsTab />)
    await screen.findByText('Planned work')
    await user.click(within(row('Planned work')).getByRole('button', { name: /^Start/ }))
    expect(await screen.findByText('Status Updated')).toBeInTheDocument()
    expect(screen.getByText('Request moved to In Progress')).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/admin/public-requests/3/status', body: { status: 'in_progress' } })
    await waitFor(() => expect(actions('Planned work')).toEqual(['Mark Done']))
  })

  it('says Update Failed for a refused move and Error when the network fails', async () => {
    let network = false
    mockFetch((call) => {
      if (call.method === 'PATCH') {
        if (network) throw new TypeError('Failed to fetch')
        return json({ message: 'A request cannot move' }, 409, 'Conflict')
      }
      return json(items)
    })
    const user = userEvent.setup()
    renderWithClient(<RequestsTab />)
    await screen.findByText('Fresh idea')
    await user.click(within(row('Fresh idea')).getByRole('button', { name: /^Move to To Do/ }))
    expect(await screen.findByText('Update Failed')).toBeInTheDocument()
    expect(screen.getByText('Failed to update request status')).toBeInTheDocument()
    network = true
    await user.click(within(row('Being built')).getByRole('button', { name: /^Mark Done/ }))
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getByText('An error occurred while updating status')).toBeInTheDocument()
  })

  it('shows the empty message, also when loading fails (the failure is logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch(() => new Response('down', { status: 500, statusText: 'Internal Server Error' }))
    renderWithClient(<RequestsTab />)
    expect(await screen.findByText('No public requests yet. Requests will appear here when users submit them.')).toBeInTheDocument()
    expect(error).toHaveBeenCalled()
  })
})
