import { describe, expect, it } from 'vitest'
import { budgetShare, costText, durationText, endpointHost, inputLabel, isRetrying, monthName, promptInputs, runFields, runFilters, runInput, statusLabel } from './automationRuns'

describe("a prompt's named inputs", () => {
  it('are its placeholders, in order, once each, spaces inside the braces allowed', () => {
    expect(promptInputs('Hi {{client_name}}, about {{ topic }}. Bye {{client_name}}.')).toEqual(['client_name', 'topic'])
  })

  it('are lower-case letters, digits and _, starting with a letter, up to 40 long', () => {
    expect(promptInputs('{{Client}} {{1st}} {{_x}} {{a-b}} {{ok_2}} {{{nested}}}')).toEqual(['ok_2', 'nested'])
    expect(promptInputs(`{{a${'b'.repeat(39)}}} {{a${'b'.repeat(40)}}}`)).toEqual([`a${'b'.repeat(39)}`])
  })

  it('are none for an empty or missing prompt', () => {
    expect(promptInputs('')).toEqual([])
    expect(promptInputs(undefined)).toEqual([])
  })

  it('ask for a message too unless the prompt names one', () => {
    expect(runFields('Hello {{client_name}}')).toEqual({ required: ['client_name'], message: true })
    expect(runFields('Answer {{message}} for {{client_name}}')).toEqual({ required: ['message', 'client_name'], message: false })
  })

  it('send the required values and a message only when one is written', () => {
    const fields = runFields('Hello {{client_name}}')
    expect(runInput({ client_name: 'Acme', message: '  ' }, fields)).toEqual({ client_name: 'Acme' })
    expect(runInput({ client_name: 'Acme', message: 'Hi' }, fields)).toEqual({ client_name: 'Acme', message: 'Hi' })
    expect(runInput({}, fields)).toEqual({ client_name: '' })
  })

  it('read as labels', () => {
    expect(inputLabel('client_name')).toBe('Client name')
    expect(inputLabel('message')).toBe('Message')
  })
})

describe("a run's figures", () => {
  it('cost in dollars, unknown when unpriced and never $0 then', () => {
    expect(costText(null)).toBe('Cost unknown')
    expect(costText(undefined)).toBe('Cost unknown')
    expect(costText(0.000036)).toBe('$0.000036')
    expect(costText(0.0012)).toBe('$0.0012')
    expect(costText(0.00125)).toBe('$0.0013')
    expect(costText(1.5)).toBe('$1.50')
    expect(costText(1234.5)).toBe('$1,234.50')
    expect(costText(0)).toBe('$0.00')
  })

  it('durations in ms, s and min', () => {
    expect(durationText(850)).toBe('850 ms')
    expect(durationText(1240)).toBe('1.2 s')
    expect(durationText(42_000)).toBe('42 s')
    expect(durationText(125_000)).toBe('2 min 5 s')
  })

  it('a waiting retry reads as Retrying', () => {
    const waiting = { status: 'pending' as const, error: 'The model timed out.', nextAttemptAt: '2026-11-27T10:00:00Z' }
    expect(isRetrying(waiting)).toBe(true)
    expect(statusLabel(waiting)).toBe('Retrying')
    expect(statusLabel({ status: 'pending', nextAttemptAt: null })).toBe('Queued')
    expect(statusLabel({ status: 'failed', error: 'x', nextAttemptAt: null })).toBe('Failed')
  })
})

describe('the usage panel', () => {
  it('names the month, the endpoint host and the share of the budget', () => {
    expect(monthName('2026-11')).toBe('November 2026')
    expect(endpointHost('https://api.openai.com/v1')).toBe('api.openai.com')
    expect(endpointHost('http://127.0.0.1:4555/v1')).toBe('127.0.0.1:4555')
    expect(endpointHost('not a url')).toBe('not a url')
    expect(budgetShare(500, 2000)).toBe(25)
    expect(budgetShare(5000, 2000)).toBe(100)
    expect(budgetShare(10, 0)).toBe(0)
  })

  it("filters the history to one automation's runs", () => {
    expect(runFilters({ kind: 'agent', id: 5 }, { status: 'failed', trigger: '', days: '30' })).toEqual({ automation: 'agent:5', status: 'failed', trigger: '', days: '30' })
  })
})
