import { describe, expect, it } from 'vitest'
import { closeForInput, slaSchema, timeLeft, timerTitle, toFormValues, toSettings, zoneOptions, type SlaFormValues } from './slaModel'

const valid: SlaFormValues = { timeZone: 'America/Chicago', open: '09:00', close: '17:00', days: ['1', '2', '3', '4', '5'], replyHours: '4', reviewHours: '40' }

function errors(values: Partial<SlaFormValues>): Record<string, string> {
  const result = slaSchema.safeParse({ ...valid, ...values })
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('the response times form checks', () => {
  it('passes normal working hours', () => {
    expect(errors({})).toEqual({})
  })

  it('wants a time zone, at least one day and a closing time after the opening', () => {
    expect(errors({ timeZone: '' })).toHaveProperty('timeZone')
    expect(errors({ days: [] })).toEqual({ days: 'Choose at least one working day.' })
    expect(errors({ open: '17:00', close: '09:00' })).toHaveProperty('close')
    expect(errors({ open: '09:00', close: '09:00' })).toHaveProperty('close')
    expect(errors({ open: '' })).toHaveProperty('open')
  })

  it('takes 00:00 as a closing time of midnight', () => {
    expect(errors({ open: '08:00', close: '00:00' })).toEqual({})
    expect(toSettings({ ...valid, close: '00:00' }).close).toBe('24:00')
    expect(closeForInput('24:00')).toBe('00:00')
  })

  it('keeps the promise between 1 and 240 whole working hours', () => {
    expect(errors({ replyHours: '0' })).toHaveProperty('replyHours')
    expect(errors({ replyHours: '241' })).toHaveProperty('replyHours')
    expect(errors({ replyHours: '2.5' })).toHaveProperty('replyHours')
    expect(errors({ replyHours: '' })).toHaveProperty('replyHours')
    expect(errors({ replyHours: '240' })).toEqual({})
    expect(errors({ replyHours: '1' })).toEqual({})
  })

  it('gives clients 1 to 480 whole working hours to review', () => {
    expect(errors({ reviewHours: '0' })).toHaveProperty('reviewHours')
    expect(errors({ reviewHours: '481' })).toHaveProperty('reviewHours')
    expect(errors({ reviewHours: 'x' })).toHaveProperty('reviewHours')
    expect(errors({ reviewHours: '480' })).toEqual({})
  })
})

describe('settings and form values', () => {
  it('round-trips, with days as numbers in week order, each once', () => {
    const settings = { timeZone: 'UTC', open: '09:00', close: '24:00', days: [5, 1, 3], replyHours: 8, reviewHours: 16 }
    const values = toFormValues(settings)
    expect(values).toEqual({ timeZone: 'UTC', open: '09:00', close: '00:00', days: ['5', '1', '3'], replyHours: '8', reviewHours: '16' })
    expect(toSettings({ ...values, days: ['5', '1', '3', '1'] })).toEqual({ ...settings, days: [1, 3, 5] })
  })

  it('offers the browser zone first, the saved one, then the common ones, each once', () => {
    const options = zoneOptions('Asia/Kathmandu', 'Europe/Paris')
    expect(options[0]).toEqual({ value: 'Europe/Paris', label: 'Europe/Paris (this device)' })
    expect(options[1]?.value).toBe('Asia/Kathmandu')
    expect(options.filter((o) => o.value === 'Europe/Paris')).toHaveLength(1)
    expect(options.some((o) => o.value === 'UTC')).toBe(true)
    expect(zoneOptions(undefined, undefined)[0]?.value).toBe('UTC')
  })

  it('names what each clock waits for', () => {
    expect(timerTitle({ kind: 'first_reply', clientName: 'Rosa', subject: '' })).toBe('Reply to Rosa')
    expect(timerTitle({ kind: 'milestone', clientName: 'Rosa', subject: 'Design (Website)' })).toBe('Milestone: Design (Website)')
    expect(timerTitle({ kind: 'deliverable_review', clientName: '', subject: 'Mockup (Website)' })).toBe('A client reviews Mockup (Website)')
  })

  it('says how long a running timer has left in working time', () => {
    expect(timeLeft({ state: 'on-time', leftMinutes: 240 })).toBe('Due in 4 working h')
    expect(timeLeft({ state: 'at-risk', leftMinutes: 45 })).toBe('Due in 45 working min')
    expect(timeLeft({ state: 'on-time', leftMinutes: 125 })).toBe('Due in 2 working h 5 min')
    expect(timeLeft({ state: 'breached', leftMinutes: 0 })).toBe('Overdue')
  })
})
