import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventLabel, inputNameProblem, inputsText, localWhen, newTrigger, rowsInput, triggerDetail, triggerTitle } from './automationTriggers'

const EVENTS = { 'client.message': ['client_name', 'message'], 'deliverable.approved': ['client_name', 'deliverable'] }

afterEach(() => vi.unstubAllEnvs())

describe('a trigger in words', () => {
  it('names a webhook, a schedule and an event as a person would', () => {
    expect(triggerTitle({ type: 'webhook' })).toBe('Webhook')
    expect(triggerTitle({ type: 'schedule', cron: '0 9 * * 1-5' })).toBe('Schedule: 0 9 * * 1-5')
    expect(triggerTitle({ type: 'event', event: 'client.message' })).toBe('A client sends a message')
    expect(eventLabel('deliverable.approved')).toBe('A client approves a deliverable')
    expect(eventLabel('something.else')).toBe('something.else')
  })

  it("gives a schedule's time zone and next run in local time, and what an event fills", () => {
    const when = localWhen('2026-11-30T09:00:00Z', 'UTC')
    expect(when).toBe('Mon 30 Nov, 09:00')
    const detail = triggerDetail({ type: 'schedule', timeZone: 'Europe/London', nextRunAt: '2026-11-30T09:00:00Z' })
    expect(detail).toMatch(/^Read in Europe\/London · Next run \w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/)
    expect(triggerDetail({ type: 'schedule', nextRunAt: null })).toBe('Read in UTC · No next run')
    expect(triggerDetail({ type: 'event', event: 'deliverable.approved' }, EVENTS)).toBe('Fills client_name and deliverable.')
  })

  it('lists fixed inputs', () => {
    expect(inputsText({ client_name: 'Acme', topic: 'pricing' })).toBe('client_name = Acme, topic = pricing')
    expect(inputsText(null)).toBe('')
  })
})

describe('a new trigger', () => {
  it('sends only the fields of its type, and named inputs', () => {
    const rows = [
      { name: ' client_name ', value: 'Acme' },
      { name: '', value: 'ignored' },
    ]
    expect(newTrigger('webhook', { cron: '@hourly', event: 'client.message', rows: [] })).toEqual({ type: 'webhook' })
    expect(newTrigger('schedule', { cron: ' 0 9 * * 1-5 ', event: 'client.message', rows })).toEqual({ type: 'schedule', cron: '0 9 * * 1-5', input: { client_name: 'Acme' } })
    expect(newTrigger('event', { cron: '', event: 'deliverable.approved', rows: [] })).toEqual({ type: 'event', event: 'deliverable.approved' })
    expect(rowsInput(rows)).toEqual({ client_name: 'Acme' })
  })

  it("checks a fixed input's name as the server does", () => {
    expect(inputNameProblem('', [])).toBeUndefined()
    expect(inputNameProblem('client_name', [])).toBeUndefined()
    expect(inputNameProblem('Client Name', [])).toMatch(/lower-case letters/)
    expect(inputNameProblem('topic', ['topic'])).toBe('This input is named twice.')
  })
})
