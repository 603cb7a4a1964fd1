import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient, VIEWER_ACCESS } from '../../../test/testUtils'
import AutomationsTab, { NO_AUTOMATIONS_TEXT } from './AutomationsTab'
import type { AutomationUsage } from './automationsModel'

const usage = (): AutomationUsage => ({
  month: '2026-11',
  limits: { runsPerMinute: 10, concurrent: 3, monthlyTokens: 1_000_000, maxAttempts: 3 },
  partners: [
    {
      partnerId: 7,
      company: 'Acme Studio',
      email: 'ops@acme.example',
      runs: 42,
      failed: 5,
      tokens: 800_000,
      cost: 1.5,
      automations: [
        { kind: 'agent', id: 3, name: 'Review replier', status: 'active', failures: 0, runs: 30 },
        { kind: 'app', id: 9, name: 'Invoice chaser', status: 'active', failures: 4, runs: 12 },
        { kind: 'agent', id: 4, name: 'Old helper', status: 'paused', failures: 0, runs: 0 },
      ],
    },
    {
      partnerId: 8,
      company: 'Bolt & Co',
      email: 'hi@bolt.example',
      runs: 0,
      failed: 0,
      tokens: 0,
      cost: 0,
      automations: [{ kind: 'agent', id: 5, name: 'Greeter', status: 'draft', failures: 0, runs: 0 }],
    },
  ],
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('AutomationsTab', { timeout: 20_000 }, () => {
  it('sums the month and lists each partner with their automations, failing ones first', async () => {
    mockFetch(() => json(usage()))
    renderWithClient(<AutomationsTab />)
    expect(await screen.findByTestId('automations-partners')).toHaveTextContent('2')
    expect(screen.getByTestId('automations-runs')).toHaveTextContent('42')
    expect(screen.getByTestId('automations-tokens')).toHaveTextContent('800,000')
    expect(screen.getByTestId('automations-cost')).toHaveTextContent('$1.50')
    expect(screen.getByText(/November 2026, and a pause/)).toBeInTheDocument()

    const acme = screen.getByRole('article', { name: 'Acme Studio' })
    expect(within(acme).getByText('ops@acme.example')).toBeInTheDocument()
    expect(within(acme).getByText('80% of the monthly limit')).toBeInTheDocument()
    expect(within(acme).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '80%')
    const rows = within(within(acme).getByRole('list', { name: 'Automations of Acme Studio' })).getAllByRole('listitem')
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['Invoice chaser', 'Review replier', 'Old helper'])
    expect(within(rows[0]!).getByTestId('failing')).toHaveTextContent('4 failed in a row')
    expect(within(rows[1]!).queryByTestId('failing')).toBeNull()
    // A paused automation has nothing left to pause.
    expect(within(rows[2]!).getByText('Paused')).toBeInTheDocument()
    expect(within(rows[2]!).queryByRole('button')).toBeNull()
    expect(within(rows[1]!).getByRole('button', { name: 'Pause Review replier' })).toBeInTheDocument()
  })

  it('pauses an automation after confirming, says so and reads the list again', async () => {
    let paused = false
    const calls = mockFetch((call) => {
      if (call.method === 'POST') {
        paused = true
        return json({ kind: 'agent', id: 3, status: 'paused' })
      }
      const u = usage()
      if (paused) u.partners[0]!.automations[0]!.status = 'paused'
      return json(u)
    })
    const user = userEvent.setup()
    renderWithClient(<AutomationsTab />)
    await user.click(await screen.findByRole('button', { name: 'Pause Review replier' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Pause this automation?' })
    expect(confirm).toHaveTextContent('"Review replier" of Acme Studio starts no more runs')
    await user.click(within(confirm).getByRole('button', { name: 'Pause Automation' }))
    expect(await screen.findByText('Automation paused')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pause Review replier' })).toBeNull()
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/automations/agent/3/pause', body: undefined })
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2)
  })

  it('tells why a pause failed', async () => {
    mockFetch((call) => (call.method === 'POST' ? json({ message: 'Not found' }, 404, 'Not Found') : json(usage())))
    const user = userEvent.setup()
    renderWithClient(<AutomationsTab />)
    await user.click(await screen.findByRole('button', { name: 'Pause Invoice chaser' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Pause Automation' }))
    expect(await screen.findByText('Could not pause the automation')).toBeInTheDocument()
  })

  it('shows no Pause to a role that may not change anything', async () => {
    mockFetch(() => json(usage()))
    renderWithClient(<AutomationsTab />, VIEWER_ACCESS)
    expect(await screen.findByRole('article', { name: 'Acme Studio' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull()
  })

  it('says when no partner has an automation', async () => {
    mockFetch(() => json({ ...usage(), partners: [] }))
    renderWithClient(<AutomationsTab />)
    expect(await screen.findByText(NO_AUTOMATIONS_TEXT)).toBeInTheDocument()
  })

  it('offers Retry when the list does not load', async () => {
    let fail = true
    mockFetch(() => (fail ? json({ message: 'Something went wrong' }, 500, 'Internal Server Error') : json(usage())))
    const user = userEvent.setup()
    renderWithClient(<AutomationsTab />)
    expect(await screen.findByText('Could not load automations', {}, { timeout: 10_000 })).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Acme Studio' })).toBeInTheDocument()
  })
})
