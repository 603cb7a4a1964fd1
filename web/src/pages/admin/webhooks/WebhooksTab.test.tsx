import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../../test/testUtils'
import type { WebhookEndpoint } from './webhookModel'
import WebhooksTab from './WebhooksTab'

const EVENTS = ['lead.created', 'quiz.completed']
const existing: WebhookEndpoint = { id: 1, url: 'https://crm.example/in', events: ['lead.created'], active: true, createdAt: '2026-01-01T12:00:00Z' }

function renderTab() {
  return renderWithClient(
    <MemoryRouter>
      <WebhooksTab />
    </MemoryRouter>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// Typing into dialogs is slow in jsdom on a busy machine.
describe('WebhooksTab', { timeout: 20_000 }, () => {
  it('adds an endpoint with the events the server lists and shows its secret once', async () => {
    let endpoints: WebhookEndpoint[] = []
    const calls = mockFetch((call) => {
      if (call.method === 'POST') {
        const made = { id: 2, url: 'https://hooks.example/new', events: ['quiz.completed'], active: true, createdAt: '2026-01-02T00:00:00Z' }
        endpoints = [made]
        return json({ ...made, secret: 'whsec_abc' }, 201, 'Created')
      }
      return json({ endpoints, events: EVENTS })
    })
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Add Endpoint' })[0]!)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }))
    expect(await within(dialog).findByText('Choose at least one event.')).toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Endpoint URL'))
    await user.paste('https://hooks.example/new')
    await user.click(within(dialog).getByRole('checkbox', { name: /quiz\.completed/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }))
    // The form's dialog gives way to the secret's.
    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' })
    expect(within(shown).getByText(/you will not see it again/)).toBeInTheDocument()
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue('whsec_abc')
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/webhooks', body: { url: 'https://hooks.example/new', events: ['quiz.completed'] } })
    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    expect(await screen.findByText('https://hooks.example/new')).toBeInTheDocument()
    expect(screen.queryByText('whsec_abc')).not.toBeInTheDocument()
  })

  it('puts the server’s field error under the URL', async () => {
    mockFetch((call) =>
      call.method === 'POST'
        ? json({ message: 'Please check the highlighted fields.', fields: { url: 'This address is on a private network; webhooks go to public addresses only.' } }, 400, 'Bad Request')
        : json({ endpoints: [], events: EVENTS }),
    )
    const user = userEvent.setup()
    renderTab()
    await user.click((await screen.findAllByRole('button', { name: 'Add Endpoint' }))[0]!)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByLabelText('Endpoint URL'))
    await user.paste('https://10.0.0.1/hook')
    await user.click(within(dialog).getByRole('button', { name: 'Select all' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }))
    expect(await within(dialog).findByText(/private network/)).toBeInTheDocument()
  })

  it('turns an endpoint off and deletes it after confirming', async () => {
    let endpoints = [existing]
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        endpoints = [{ ...existing, active: false }]
        return json(endpoints[0])
      }
      if (call.method === 'DELETE') {
        endpoints = []
        return json({ ok: true })
      }
      return json({ endpoints, events: EVENTS })
    })
    const user = userEvent.setup()
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Turn Off https://crm.example/in' }))
    expect(await screen.findByRole('button', { name: 'Turn On https://crm.example/in' })).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'PATCH', url: '/api/admin/webhooks/1', body: { active: false } })
    await user.click(screen.getByRole('button', { name: 'Delete https://crm.example/in' }))
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText('Delete this endpoint?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Delete Endpoint' }))
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/admin/webhooks/1', body: undefined })
  })
})
