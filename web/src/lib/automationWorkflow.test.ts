import { describe, expect, it } from 'vitest'
import { appInputs, automationFields, callsAgent, isWaiting, statusLabel } from './automationRuns'
import { exampleWorkflow, parseWorkflow, sameWorkflow, workflowProblems, workflowText } from './automationWorkflow'

describe("an app's inputs", () => {
  it('are every {{input.x}} in its steps, in order, once each', () => {
    const wf = {
      steps: [
        { name: 'draft', type: 'agent', agentId: 3, input: { client_name: '{{ input.client_name }}', topic: '{{input.topic}}' } },
        { name: 'check', type: 'branch', if: { value: '{{steps.draft.output}}', op: 'contains', text: '{{input.keyword}}' }, then: 'end', else: 'notify' },
        { name: 'notify', type: 'email', to: 'partner', subject: 'For {{input.client_name}}', message: '{{steps.draft.output}} {{input.Bad}} {{client}}' },
      ],
    }
    expect(appInputs(wf)).toEqual(['client_name', 'topic', 'keyword'])
    expect(callsAgent(wf)).toBe(true)
    expect(automationFields({ kind: 'app', workflow: wf })).toEqual({ required: ['client_name', 'topic', 'keyword'], message: false })
  })

  it('are none for a workflow that is not a step list (an installed template describes its steps)', () => {
    expect(appInputs({ steps: 2 })).toEqual([])
    expect(appInputs(undefined)).toEqual([])
    expect(callsAgent({ steps: [{ type: 'email' }] })).toBe(false)
  })

  it("leave an agent's fields to its prompt", () => {
    expect(automationFields({ kind: 'agent', prompt: 'Hi {{client_name}}' })).toEqual({ required: ['client_name'], message: true })
  })
})

describe('a run resting at a wait step', () => {
  it('is waiting, not queued or retrying', () => {
    const step = { name: 'draft', type: 'agent', output: 'x', tokens: 1, durationMs: 5 }
    const waiting = { status: 'pending' as const, error: undefined, nextAttemptAt: '2026-11-27T10:05:00Z', steps: [step] }
    expect(isWaiting(waiting)).toBe(true)
    expect(statusLabel(waiting)).toBe('Waiting')
    expect(isWaiting({ ...waiting, steps: [] })).toBe(false)
    expect(statusLabel({ ...waiting, error: 'timeout' })).toBe('Retrying')
    expect(statusLabel({ status: 'refused', nextAttemptAt: null })).toBe('Refused')
  })
})

describe('the workflow editor', () => {
  it('pretty-prints a workflow, an empty one as a step list', () => {
    expect(workflowText({})).toBe('{\n  "steps": []\n}')
    expect(workflowText(exampleWorkflow(9))).toContain('"agentId": 9')
  })

  it('reads JSON, and says where the JSON breaks', () => {
    expect(parseWorkflow('{"steps": []}')).toEqual({ ok: true, workflow: { steps: [] } })
    const broken = parseWorkflow('{\n  "steps": [\n    {"name": "a"}\n    {"name": "b"}\n  ]\n}')
    expect(broken.ok).toBe(false)
    if (!broken.ok) expect(broken.message).toMatch(/^This is not valid JSON \(line 4, column \d+\)/)
    expect(parseWorkflow('')).toMatchObject({ ok: false, message: expect.stringContaining('Enter the workflow') })
    expect(parseWorkflow('[]')).toMatchObject({ ok: false, message: expect.stringContaining('one JSON object') })
    expect(parseWorkflow('{"steps": 2}')).toMatchObject({ ok: false, message: expect.stringContaining('"steps" list') })
  })

  it('compares workflows whatever the order of their keys', () => {
    expect(sameWorkflow({ steps: [{ a: 1, b: 2 }] }, { steps: [{ b: 2, a: 1 }] })).toBe(true)
    expect(sameWorkflow({ steps: [] }, { steps: 2 })).toBe(false)
  })

  it("lists the server's verdicts by step, numbered from 1 and named", () => {
    const wf = { steps: [{ name: 'draft' }, { name: 'wait_a_bit' }, { name: 'lookup' }] }
    const fields = {
      'workflow.steps.2.url': 'Enter a full https:// address.',
      'workflow.steps.0.agentId': 'Choose one of your agents.',
      name: 'Give the automation a name.',
      'workflow.steps': 'A workflow has 1 to 20 steps.',
    }
    expect(workflowProblems(fields, wf).map((p) => p.text)).toEqual([
      'Steps: A workflow has 1 to 20 steps.',
      'Step 1 (draft), agentId: Choose one of your agents.',
      'Step 3 (lookup), url: Enter a full https:// address.',
    ])
    expect(workflowProblems({ 'workflow.steps.5.name': 'Two steps cannot have one name.' }, undefined)[0]?.text).toBe('Step 6, name: Two steps cannot have one name.')
  })
})
