import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient, VIEWER_ACCESS } from '../../../test/testUtils'
import type { StaffAccess } from '../adminApi'
import OutboxTab from './OutboxTab'
import type { OutboxMessage, OutboxPage } from './outboxModel'

const email: OutboxMessage = {
  id: 2,
  messageId: 'msg_2',
  kind: 'email',
  event: 'staff_lead',
  recipient: 'staff@example.com',
  endpointId: null,
  status: 'pending',
  attempts: 0,
  lastError: '',
  nextAttemptAt: '2026-01-01T12:00:00Z',
  createdAt: '2026-01-01T12:00:00Z',
  sentAt: null,
  subject: 'New lead: Ada Byron (the application form)',
}
const hook: OutboxMessage = {
  ...email,
  id: 1,
  messageId: 'msg_1',
  kind: 'webhook',
  event: 'lead.created',
  recipient: '',
  endpointId: 7,
  status: 'dead',
  attempts: 14,
  lastError: 'the endpoint answered 503',
  subject: 'lead.created',
}
const page = (over: Partial<OutboxPage> = {}): OutboxPage => ({
  mailConfigured: false,
  messages: [email, hook],
  nextBefore: null,
  counts: { pending: 1, sending: 0, sent: 0, failed: 0, dead: 1 },
  delivering: 0,
  ...over,
})

/** A desktop window: the table with its Retry buttons (phones get cards). */
function wideWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

function renderTab(access?: StaffAccess) {
  return renderWithClient(
    <MemoryRouter initialEntries={['/admin?tab=outbox']}>
      <OutboxTab />
    </MemoryRouter>,
    access,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('OutboxTab', { timeout: 20_000 }, () => {
  it('says plainly that no mail server is set, lists messages with their endpoint, and retries a dead one', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/admin/webhooks') return json({ endpoints: [{ id: 7, url: 'https://hooks.example/in', events: [], active: true, createdAt: '' }], events: [] })
      if (call.method === 'POST') return json({ ...hook, status: 'pending' })
      return json(page())
    })
    wideWindow()
    const user = userEvent.setup()
    renderTab()
    expect(await screen.findByText('No mail server is set: e-mails are not being sent.')).toBeInTheDocument()
    const rows = await screen.findAllByText(/New lead: Ada Byron|lead\.created/)
    expect(rows.length).toBeGreaterThan(0)
    expect(await screen.findByText('https://hooks.example/in')).toBeInTheDocument()
    expect(screen.getByText('Waiting for a mail server')).toBeInTheDocument()
    const hookRow = screen.getByText('https://hooks.example/in').closest<HTMLElement>('[data-message-id]')!
    await user.click(within(hookRow).getByRole('button', { name: 'Retry: lead.created' }))
    expect(await screen.findByText('Queued again')).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/outbox/1/retry', body: undefined })
  })

  it('shows no banner with a mail server, and filters by status through the URL', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/admin/webhooks') return json({ endpoints: [], events: [] })
      return json(page({ mailConfigured: true, messages: call.url.includes('status=dead') ? [hook] : [email, hook] }))
    })
    const user = userEvent.setup()
    renderTab()
    await screen.findAllByText('New lead: Ada Byron (the application form)')
    expect(screen.queryByText(/No mail server is set/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Dead/ }))
    expect(screen.getByRole('button', { name: /^Dead/ })).toHaveAttribute('aria-pressed', 'true')
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/admin/outbox?status=dead')).toBe(true))
  })

  it('shows a role without settings no Retry, and does not ask for the endpoints it may not read', async () => {
    const calls = mockFetch(() => json(page()))
    wideWindow()
    renderTab(VIEWER_ACCESS)
    expect(await screen.findByText('New lead: Ada Byron (the application form)')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull()
    expect(calls.map((c) => c.url)).not.toContain('/api/admin/webhooks')
  })
})
