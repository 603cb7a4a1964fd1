import { describe, expect, it } from 'vitest'
import {
  buildRule,
  describeRule,
  durationBetween,
  emptyForm,
  endTimeFor,
  eventGroup,
  eventSchema,
  formFromEvent,
  parseRule,
  payloadFromForm,
  zonedToUtc,
  type EventFormValues,
  type StoredEvent,
} from './eventForm'

const form = (over: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyForm('2026-11-05', 'America/Chicago'),
  title: 'Workshop',
  ...over,
})

const stored = (over: Partial<StoredEvent> = {}): StoredEvent => ({
  id: 1,
  title: 'Live Build',
  type: 'live-session',
  description: '',
  location: '',
  startLocal: '2026-11-01T06:00',
  timeZone: 'America/Chicago',
  durationMinutes: 60,
  rrule: '',
  bookingLink: '',
  zoomLink: '',
  ...over,
})

describe('times', () => {
  it('turns wall-clock time in a zone into an instant, across daylight saving', () => {
    expect(zonedToUtc('2026-11-05T06:00', 'America/Chicago').toISOString()).toBe('2026-11-05T12:00:00.000Z')
    expect(zonedToUtc('2026-07-05T06:00', 'America/Chicago').toISOString()).toBe('2026-07-05T11:00:00.000Z')
    expect(zonedToUtc('2026-12-31T23:59:59', 'Asia/Tokyo').toISOString()).toBe('2026-12-31T14:59:59.000Z')
    expect(zonedToUtc('2026-11-05T06:00', 'UTC').toISOString()).toBe('2026-11-05T06:00:00.000Z')
  })

  it('measures the duration on the clock, past midnight too', () => {
    expect(durationBetween('10:00', '11:30')).toBe(90)
    expect(durationBetween('23:00', '01:00')).toBe(120)
    expect(durationBetween('10:00', '10:00')).toBe(1440)
    expect(endTimeFor('23:30', 60)).toBe('00:30')
    expect(endTimeFor('06:00', 60)).toBe('07:00')
  })
})

describe('repeat rules', () => {
  it('builds the rules the API accepts', () => {
    expect(buildRule(form())).toBe('')
    expect(buildRule(form({ repeat: 'daily' }))).toBe('FREQ=DAILY')
    expect(buildRule(form({ repeat: 'weekly', weekdays: ['WE', 'MO'] }))).toBe('FREQ=WEEKLY;BYDAY=MO,WE')
    // Without chosen days, the start's own weekday (5 Nov 2026 is a Thursday).
    expect(buildRule(form({ repeat: 'weekly' }))).toBe('FREQ=WEEKLY;BYDAY=TH')
    expect(buildRule(form({ repeat: 'monthly', ends: 'count', count: '10' }))).toBe('FREQ=MONTHLY;COUNT=10')
    // Until the end of the last day in the event's zone (23:59:59 CST is 05:59:59 UTC the next day).
    expect(buildRule(form({ repeat: 'daily', ends: 'until', until: '2026-12-31' }))).toBe('FREQ=DAILY;UNTIL=20270101T055959Z')
    expect(buildRule(form({ repeat: 'custom', customRule: 'freq=weekly;interval=2' }))).toBe('FREQ=WEEKLY;INTERVAL=2')
  })

  it('reads rules back into the form, keeping what it cannot show as a custom rule', () => {
    expect(parseRule('', 'America/Chicago').repeat).toBe('none')
    expect(parseRule('FREQ=WEEKLY;BYDAY=MO,WE', 'America/Chicago')).toMatchObject({ repeat: 'weekly', weekdays: ['MO', 'WE'], ends: 'never' })
    expect(parseRule('FREQ=DAILY;UNTIL=20270101T055959Z', 'America/Chicago')).toMatchObject({ repeat: 'daily', ends: 'until', until: '2026-12-31' })
    expect(parseRule('FREQ=MONTHLY;COUNT=3', 'America/Chicago')).toMatchObject({ repeat: 'monthly', ends: 'count', count: '3' })
    expect(parseRule('FREQ=WEEKLY;INTERVAL=2', 'America/Chicago')).toMatchObject({ repeat: 'custom', customRule: 'FREQ=WEEKLY;INTERVAL=2' })
    expect(parseRule('FREQ=MONTHLY;BYMONTHDAY=15', 'America/Chicago').repeat).toBe('custom')
  })

  it('round-trips a stored event through the form', () => {
    const e = stored({ rrule: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8', startLocal: '2026-11-03T18:00', durationMinutes: 45 })
    const v = formFromEvent(e)
    expect(v).toMatchObject({ date: '2026-11-03', startTime: '18:00', endTime: '18:45', repeat: 'weekly' })
    const { id: _id, ...payload } = e
    expect(payloadFromForm(v)).toEqual(payload)
  })

  it('describes rules for the list', () => {
    expect(describeRule('', 'UTC')).toBe('One-off')
    expect(describeRule('FREQ=DAILY', 'UTC')).toBe('Daily')
    expect(describeRule('FREQ=WEEKLY;BYDAY=MO,WE', 'UTC')).toBe('Weekly on Mon, Wed')
    expect(describeRule('FREQ=MONTHLY;COUNT=6', 'UTC')).toBe('Monthly, 6 times')
    expect(describeRule('FREQ=DAILY;UNTIL=20270101T055959Z', 'America/Chicago')).toBe('Daily until Dec 31, 2026')
  })
})

describe('schema', () => {
  const errors = (v: EventFormValues) => {
    const r = eventSchema.safeParse(v)
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it('accepts a complete one-off event', () => {
    expect(errors(form({ zoomLink: 'https://zoom.us/j/1' }))).toEqual({})
  })

  it('asks for a title, https links, days for a weekly rule and a sane end', () => {
    const e = errors(
      form({ title: ' ', bookingLink: 'http://x.example', repeat: 'weekly', weekdays: [], startTime: '10:00', endTime: '10:02' }),
    )
    expect(Object.keys(e).sort()).toEqual(['bookingLink', 'endTime', 'title', 'weekdays'])
    expect(errors(form({ repeat: 'daily', ends: 'until', until: '2026-11-01' }))).toHaveProperty('until')
    expect(errors(form({ repeat: 'daily', ends: 'count', count: '0' }))).toHaveProperty('count')
    expect(errors(form({ repeat: 'custom', customRule: 'FREQ=YEARLY' }))).toHaveProperty('customRule')
    expect(errors(form({ timeZone: 'Mars/Olympus' }))).toHaveProperty('timeZone')
  })
})

describe('groups', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  it('puts repeating events apart, then upcoming and past one-offs', () => {
    expect(eventGroup(stored({ rrule: 'FREQ=DAILY' }), now)).toBe('recurring')
    expect(eventGroup(stored({ startLocal: '2026-11-30T10:00' }), now)).toBe('upcoming')
    expect(eventGroup(stored({ startLocal: '2026-11-01T10:00' }), now)).toBe('past')
  })
})
