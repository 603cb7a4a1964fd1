import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../../test/testUtils'
import { Progress } from '../../../components/ui/progress'
import type { Run } from '../../../lib/automationRuns'
import type { Trigger } from '../../../lib/automationTriggers'
import type { Automation } from '../../../lib/marketApi'
import { EditAutomationDialog } from './EditAutomationDialog'
import { RunDetails } from './RunView'
import { TestRunDialog } from './TestRunDialog'
import { TriggersSheet } from './TriggersSheet'

const agent: Automation = {
  kind: 'agent',
  id: 7,
  name: 'Front desk',
  description: '',
  category: 'Reception',
  status: 'active',
  integrations: [],
  templateId: null,
  prompt: 'Greet {{client_name}}.',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
}

const app: Automation = {
  kind: 'app',
  id: 12,
  name: 'Lead intake',
  description: '',
  category: 'CRM',
  status: 'draft',
  integrations: [],
  templateId: 3,
  workflow: { steps: 2 },
  triggers: [],
  actions: [],
  conditions: [],
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
}

const EVENTS = { 'client.message': ['client_name', 'message'], 'deliverable.approved': ['client_name', 'deliverable'] }

const webhook: Trigger = {
  id: 1,
  kind: 'agent',
  automationId: 7,
  type: 'webhook',
  input: { client_name: 'Acme' },
  url: 'https://mission.example/api/hooks/automations/tok123',
  secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=',
  createdAt: '2026-11-01T10:00:00Z',
}
const schedule: Trigger = {
  id: 2,
  kind: 'agent',
  automationId: 7,
  type: 'schedule',
  input: null,
  cron: '0 9 * * 1-5',
  timeZone: 'UTC',
  nextRunAt: '2026-11-30T09:00:00Z',
  createdAt: '2026-11-01T10:00:00Z',
}

afterEach(() => vi.unstubAllGlobals())

describe('the Triggers sheet', () => {
  it("lists a webhook's URL and masked secret and a schedule's next run; adds an event trigger; deletes after confirming", async () => {
    let triggers: Trigger[] = [webhook, schedule]
    const calls = mockFetch((call) => {
      if (call.method === 'POST') {
        const t = { ...schedule, id: 3, type: 'event' as const, event: 'deliverable.approved', cron: undefined, nextRunAt: undefined }
        triggers = [...triggers, t]
        return json(t, 201, 'Created')
      }
      if (call.method === 'DELETE') {
        triggers = triggers.filter((t) => !call.url.endsWith(`/triggers/${t.id}`))
        return json({ ok: true })
      }
      return json({ triggers, events: EVENTS })
    })
    const user = userEvent.setup()
    renderWithClient(<TriggersSheet automation={agent} onClose={vi.fn()} />)
    const sheet = await screen.findByRole('dialog', { name: 'Triggers' })
    expect(await within(sheet).findByTestId('webhook-url')).toHaveTextContent(webhook.url!)
    const secret = within(sheet).getByTestId('webhook-secret')
    expect(secret).not.toHaveTextContent(webhook.secret!)
    await user.click(within(sheet).getByRole('button', { name: 'Show secret' }))
    expect(secret).toHaveTextContent(webhook.secret!)
    expect(within(sheet).getByText('Fixed inputs: client_name = Acme')).toBeInTheDocument()
    expect(within(sheet).getByText(/Next run \w{3} \d{1,2} \w{3}, \d{2}:\d{2}/)).toBeInTheDocument()
    // Active: no word about switching it on.
    expect(within(sheet).queryByTestId('triggers-inactive')).toBeNull()

    await user.click(within(sheet).getByRole('radio', { name: /Event/ }))
    await user.selectOptions(within(sheet).getByLabelText('Client event'), 'A client approves a deliverable')
    expect(within(sheet).getByText('The run gets client_name and deliverable as inputs.')).toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: 'Add Trigger' }))
    expect(await within(sheet).findByRole('heading', { name: 'A client approves a deliverable' })).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'event', event: 'deliverable.approved' })

    await user.click(within(sheet).getByRole('button', { name: 'Delete trigger Schedule: 0 9 * * 1-5' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this trigger?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete Trigger' }))
    await waitFor(() => expect(within(sheet).queryByRole('heading', { name: 'Schedule: 0 9 * * 1-5' })).toBeNull())
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/partner/automations/triggers/2'))).toBe(true)
  })

  it("says an inactive automation's triggers start nothing, and puts a bad cron's reason under the field", async () => {
    mockFetch((call) =>
      call.method === 'POST' ? json({ message: 'Check the schedule.', fields: { cron: 'Run at most every 5 minutes.' } }, 400, 'Bad Request') : json({ triggers: [], events: EVENTS }),
    )
    const user = userEvent.setup()
    renderWithClient(<TriggersSheet automation={app} onClose={vi.fn()} />)
    const sheet = await screen.findByRole('dialog', { name: 'Triggers' })
    expect(await within(sheet).findByTestId('triggers-inactive')).toHaveTextContent('only while it is Active; it is Draft now')
    await user.click(within(sheet).getByRole('radio', { name: /Schedule/ }))
    await user.click(within(sheet).getByRole('button', { name: 'Add Trigger' }))
    expect(within(sheet).getByText('Enter when it runs, such as 0 9 * * 1-5.')).toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: /\* \* \* \* every 15 minutes/ }))
    expect(within(sheet).getByLabelText('Cron schedule')).toHaveValue('*/15 * * * *')
    await user.click(within(sheet).getByRole('button', { name: 'Add Trigger' }))
    expect(await within(sheet).findByText('Run at most every 5 minutes.')).toBeInTheDocument()
    expect(within(sheet).getByLabelText('Cron schedule')).toHaveFocus()
  })
})

describe("an app's workflow editor", () => {
  it('checks the JSON, lists the server verdicts by step, and sends the workflow only once changed', async () => {
    const calls = mockFetch((call) => {
      if (call.method === 'PATCH') {
        const body = call.body as { workflow?: { steps: unknown[] } }
        if (body.workflow) return json({ message: 'Check the workflow.', fields: { 'workflow.steps.1.url': 'Enter a full https:// address.' } }, 400, 'Bad Request')
        return json(app)
      }
      return json([agent, app])
    })
    const user = userEvent.setup()
    renderWithClient(<EditAutomationDialog automation={app} onClose={vi.fn()} />)
    const editor = await screen.findByLabelText('Workflow (JSON)')
    expect(editor).toHaveValue('{\n  "steps": 2\n}')
    await user.click(screen.getByText('Step Reference'))
    expect(await screen.findByText(/Front desk \(agentId 7\)/)).toBeInTheDocument()

    await user.clear(editor)
    await user.click(editor)
    await user.paste('{"steps": [')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText(/This is not valid JSON \(line 1, column \d+\)/)).toBeInTheDocument()
    expect(editor).toHaveFocus()
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0)

    const steps = { steps: [{ name: 'draft', type: 'agent', agentId: 7, input: { client_name: '{{input.client_name}}' } }, { name: 'lookup', type: 'http', method: 'GET', url: 'ftp://x' }] }
    await user.clear(editor)
    await user.click(editor)
    await user.paste(JSON.stringify(steps))
    expect(screen.getByText(/Test Run asks for: client_name\./)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    const problems = await screen.findByRole('list', { name: 'Workflow problems' })
    expect(problems).toHaveTextContent('Step 2 (lookup), url: Enter a full https:// address.')
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ workflow: steps })
  })

  it('saves an app with its template\'s workflow untouched without sending it', async () => {
    const calls = mockFetch((call) => json(call.method === 'PATCH' ? app : [app]))
    const user = userEvent.setup()
    const onClose = vi.fn()
    renderWithClient(<EditAutomationDialog automation={app} onClose={onClose} />)
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const patch = calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>
    expect(patch).not.toHaveProperty('workflow')
  })
})

describe("an app's Test Run", () => {
  it("asks for the workflow's {{input.x}} and sends nothing else", async () => {
    const calls = mockFetch(() => json({ message: "This app's workflow cannot run yet (steps: A workflow has 1 to 20 steps.)." }, 409, 'Conflict'))
    const user = userEvent.setup()
    const runnable = { ...app, workflow: { steps: [{ name: 'mail', type: 'email', to: 'partner', subject: 'Hi {{input.client_name}}', message: 'x' }] } }
    renderWithClient(<TestRunDialog automation={runnable} model="none" onClose={vi.fn()} onSetUpModel={vi.fn()} />)
    // No agent step: no model needed.
    expect(screen.queryByText('No model endpoint is set up')).toBeNull()
    expect(screen.queryByLabelText(/Message/)).toBeNull()
    await user.type(await screen.findByLabelText('Client name'), 'Acme')
    await user.click(screen.getByRole('button', { name: 'Run' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("This app's workflow cannot run yet")
    expect(calls[0]?.url).toContain('/api/partner/automations/app/12/runs')
    expect(calls[0]?.body).toEqual({ input: { client_name: 'Acme' } })
  })
})

const baseRun: Run = {
  id: 5,
  kind: 'app',
  automationId: 12,
  automationName: 'Lead intake',
  trigger: 'webhook',
  input: {},
  output: '',
  steps: [],
  status: 'pending',
  promptTokens: 0,
  completionTokens: 0,
  tokens: 0,
  cost: null,
  durationMs: 0,
  attempts: 0,
  rerunOf: null,
  queuedAt: '2026-11-27T10:00:00Z',
  startedAt: null,
  completedAt: null,
  nextAttemptAt: null,
}

describe('a run of an app', () => {
  it("shows a refused run's reason, a wait and an HTTP step's answer code", () => {
    mockFetch(() => json({}))
    const { rerender } = renderWithClient(<RunDetails run={{ ...baseRun, status: 'refused', error: 'The app is paused.' }} />)
    expect(screen.getByText(/Refused, nothing was called:/).parentElement).toHaveTextContent('The app is paused.')
    rerender(
      <RunDetails
        run={{
          ...baseRun,
          nextAttemptAt: '2026-11-27T10:05:00Z',
          steps: [{ name: 'lookup', type: 'http', output: '{"ok":true}', tokens: 0, durationMs: 120, status: 200 }],
        }}
      />,
    )
    expect(screen.getByText(/Waiting after step 1 \(lookup\)/)).toBeInTheDocument()
    expect(screen.getByTestId('step-status')).toHaveTextContent('HTTP 200')
  })
})

describe('the progress bar', () => {
  it('takes its tone’s colour, not the default green', () => {
    render(<Progress value={80} tone="warning" aria-label="Tokens" />)
    const bar = screen.getByRole('progressbar', { name: 'Tokens' }).firstElementChild
    expect(bar).toHaveClass('bg-amber-500')
    expect(bar).not.toHaveClass('bg-success-500')
  })
})
