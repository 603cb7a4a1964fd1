import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, renderWithClient } from '../../../test/testUtils'
import type { Run } from '../../../lib/automationRuns'
import type { Automation } from '../../../lib/marketApi'
import { EndpointDialog } from './EndpointDialog'
import { TestRunDialog } from './TestRunDialog'

const agent: Automation = {
  kind: 'agent',
  id: 7,
  name: 'Front desk',
  description: '',
  category: 'Reception',
  status: 'draft',
  integrations: [],
  templateId: null,
  prompt: 'Greet {{client_name}} about {{topic}}.',
  model: 'gpt-4o-mini',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
}

const run = (patch: Partial<Run>): Run => ({
  id: 41,
  kind: 'agent',
  automationId: 7,
  automationName: 'Front desk',
  trigger: 'manual',
  input: { client_name: 'Acme', topic: 'pricing' },
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
  ...patch,
})

afterEach(() => vi.unstubAllGlobals())

describe('the Test Run dialog', () => {
  it("asks for each of the prompt's inputs and a message, puts the server's verdicts under them, then shows the run to its end", async () => {
    let polls = 0
    const calls = mockFetch((call) => {
      if (call.method === 'POST') {
        const input = (call.body as { input: Record<string, string> }).input
        if (input.topic === 'x') return json({ message: 'Check the input.', fields: { 'input.topic': 'Please keep this under 20000 characters.' } }, 400, 'Bad Request')
        return json(run({}), 202)
      }
      polls++
      return json(polls < 2 ? run({ status: 'running' }) : run({ status: 'succeeded', output: 'Hi Acme!', model: 'gpt-4o-mini', promptTokens: 12, completionTokens: 3, tokens: 15, cost: null, durationMs: 850 }))
    })
    const user = userEvent.setup()
    renderWithClient(<TestRunDialog automation={agent} model="own" onClose={vi.fn()} onSetUpModel={vi.fn()} />)

    expect(await screen.findByLabelText('Client name')).toBeInTheDocument()
    expect(screen.getByLabelText('Topic')).toBeInTheDocument()
    expect(screen.getByLabelText('Message (optional)')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Run' }))
    expect(await screen.findByText('Fill in client_name: the prompt uses it.')).toBeInTheDocument()
    expect(calls).toHaveLength(0)

    await user.type(screen.getByLabelText('Client name'), 'Acme')
    await user.type(screen.getByLabelText('Topic'), 'x')
    await user.click(screen.getByRole('button', { name: 'Run' }))
    expect(await screen.findByText('Please keep this under 20000 characters.')).toBeInTheDocument()
    expect(calls[0]?.body).toEqual({ input: { client_name: 'Acme', topic: 'x' } })
    expect(screen.getByLabelText('Topic')).toHaveFocus()

    await user.clear(screen.getByLabelText('Topic'))
    await user.type(screen.getByLabelText('Topic'), 'pricing')
    await user.click(screen.getByRole('button', { name: 'Run' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Finished in 850 ms.'), { timeout: 5000 })
    expect(screen.getByText('Hi Acme!')).toBeInTheDocument()
    expect(screen.getByTestId('run-tokens')).toHaveTextContent('15')
    expect(screen.getByTestId('run-tokens')).toHaveTextContent('12 prompt · 3 completion')
    // An unpriced model's cost is unknown, never $0.
    expect(screen.getByTestId('run-cost')).toHaveTextContent('Cost unknown')
  })

  it('says there is no model before running, with the way to set one up', async () => {
    mockFetch(() => json({}))
    const onSetUpModel = vi.fn()
    const user = userEvent.setup()
    renderWithClient(<TestRunDialog automation={agent} model="none" onClose={vi.fn()} onSetUpModel={onSetUpModel} />)
    expect(await screen.findByText('No model endpoint is set up')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Set Up Model Endpoint' }))
    expect(onSetUpModel).toHaveBeenCalled()
  })

  it('shows a run waiting to retry as such', async () => {
    mockFetch((call) =>
      call.method === 'POST' ? json(run({}), 202) : json(run({ status: 'pending', attempts: 1, error: 'The model took too long to answer.', nextAttemptAt: '2026-11-27T10:01:00Z' })),
    )
    const user = userEvent.setup()
    renderWithClient(<TestRunDialog automation={{ ...agent, prompt: 'Just answer.' }} model="site" onClose={vi.fn()} onSetUpModel={vi.fn()} />)
    expect(await screen.findByLabelText('Message')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Run' }))
    expect(await screen.findByText('Retrying', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText(/Try 1 failed: The model took too long to answer\./)).toBeInTheDocument()
  })
})

describe('the Model Endpoint dialog', () => {
  it("explains a site that cannot keep keys and puts the refusal under the key", async () => {
    const calls = mockFetch((call) =>
      call.method === 'PUT'
        ? json({ message: 'This site cannot store API keys: its operator must set AUTOMATION_SECRET_KEY.' }, 409, 'Conflict')
        : json({ endpoint: null, canStoreKeys: false }),
    )
    const user = userEvent.setup()
    renderWithClient(<EndpointDialog open onOpenChange={vi.fn()} />)
    expect(await screen.findByText(/cannot keep API keys until its operator sets/)).toBeInTheDocument()
    const key = screen.getByLabelText('API key')
    expect(key).toHaveAttribute('type', 'password')
    expect(key).toHaveValue('')
    await user.type(screen.getByLabelText('Base URL'), 'https://models.example.com/v1')
    await user.type(key, 'sk-1')
    await user.click(screen.getByRole('button', { name: 'Add Endpoint' }))
    expect(await screen.findByText('This site cannot store API keys: its operator must set AUTOMATION_SECRET_KEY.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ url: 'https://models.example.com/v1', apiKey: 'sk-1', clearKey: false })
  })
})
