import { describe, expect, it } from 'vitest'
import { dailySessionStarts, sessionCountdown } from './sessionCountdown'
import { SESSION_HOURS_TEXT } from './sessionHours'
import { dailyTimesLabel, machineTime, timeLabel, zoneName, type TimeLabel } from './sessionLabels'

const CHICAGO = 'America/Chicago'
const BERLIN = 'Europe/Berlin'
const AUCKLAND = 'Pacific/Auckland'
const TONGA = 'Pacific/Tongatapu'

/** A label as it reads on the page (SessionTime): "6:00 AM Central · 1:00 PM your time". */
const labelText = (l: TimeLabel) => (l.visitor ? `${l.host} · ${l.visitor}` : l.host)

/** The next session at a UTC instant, with the organiser in `host`, and how it reads for a visitor in `visitor`. */
function next(utc: string, host: string, visitor: string): { at: string; text: string } {
  const at = sessionCountdown(new Date(utc), host).next
  return { at: machineTime(at), text: labelText(timeLabel(at, host, visitor)) }
}

function daily(utc: string, host: string, visitor: string): string {
  const l = dailyTimesLabel(dailySessionStarts(new Date(utc), host), host, visitor)
  return l.visitor ? `${l.host} (${l.visitor})` : l.host
}

// Chicago changes on the second Sunday of March and the first Sunday of
// November, Berlin on the last Sundays of March and October: in the weeks
// between, the two are 5 hours apart instead of 6.
describe('the organiser in Chicago, a visitor in Berlin, across both changes', () => {
  it.each([
    // 2026: US on 8 March and 1 November, EU on 29 March and 25 October.
    ['both on winter time', '2026-03-05T08:00:00Z', '2026-03-05T12:00:00.000Z', '6:00 AM Central · 1:00 PM your time'],
    ['after the US change, before the EU one', '2026-03-09T08:00:00Z', '2026-03-09T11:00:00.000Z', '6:00 AM Central · 12:00 PM your time'],
    ['both on summer time', '2026-03-30T08:00:00Z', '2026-03-30T11:00:00.000Z', '6:00 AM Central · 1:00 PM your time'],
    ['after the EU change back, before the US one', '2026-10-26T08:00:00Z', '2026-10-26T11:00:00.000Z', '6:00 AM Central · 12:00 PM your time'],
    ['both back on winter time', '2026-11-02T09:00:00Z', '2026-11-02T12:00:00.000Z', '6:00 AM Central · 1:00 PM your time'],
    // 2027: US on 14 March and 7 November, EU on 28 March and 31 October; the 6pm session is tomorrow in Berlin.
    ['6pm, both on winter time', '2027-03-12T20:00:00Z', '2027-03-13T00:00:00.000Z', 'Fri 6:00 PM Central · Sat 1:00 AM your time'],
    ['6pm, after the US change', '2027-03-15T20:00:00Z', '2027-03-15T23:00:00.000Z', 'Mon 6:00 PM Central · Tue 12:00 AM your time'],
    ['6pm, both on summer time', '2027-03-29T20:00:00Z', '2027-03-29T23:00:00.000Z', 'Mon 6:00 PM Central · Tue 1:00 AM your time'],
    ['6am, after the EU change back', '2027-11-01T08:00:00Z', '2027-11-01T11:00:00.000Z', '6:00 AM Central · 12:00 PM your time'],
    ['6am, both back on winter time', '2027-11-08T09:00:00Z', '2027-11-08T12:00:00.000Z', '6:00 AM Central · 1:00 PM your time'],
  ])('%s', (_, now, at, text) => {
    expect(next(now, CHICAGO, BERLIN)).toEqual({ at, text })
  })

  it('the daily times follow the gap weeks too', () => {
    expect(daily('2026-03-05T08:00:00Z', CHICAGO, BERLIN)).toBe('6:00 AM and 6:00 PM Central (1:00 PM and 1:00 AM your time)')
    expect(daily('2026-03-09T08:00:00Z', CHICAGO, BERLIN)).toBe('6:00 AM and 6:00 PM Central (12:00 PM and 12:00 AM your time)')
    expect(daily('2027-10-26T08:00:00Z', CHICAGO, BERLIN)).toBe('6:00 AM and 6:00 PM Central (1:00 PM and 1:00 AM your time)')
    expect(daily('2027-11-02T09:00:00Z', CHICAGO, BERLIN)).toBe('6:00 AM and 6:00 PM Central (12:00 PM and 12:00 AM your time)')
  })

  it('the visitor in Chicago sees one time, before and after the change', () => {
    expect(next('2027-03-13T20:00:00Z', CHICAGO, CHICAGO)).toEqual({ at: '2027-03-14T00:00:00.000Z', text: '6:00 PM Central' })
    expect(next('2027-03-15T08:00:00Z', CHICAGO, CHICAGO)).toEqual({ at: '2027-03-15T11:00:00.000Z', text: '6:00 AM Central' })
    expect(daily('2027-03-15T08:00:00Z', CHICAGO, CHICAGO)).toBe('6:00 AM and 6:00 PM Central')
  })
})

describe('the organiser in Berlin, a visitor in Chicago', () => {
  it('names each side its own day and follows both changes', () => {
    // 6am in Berlin is 11pm the evening before in Chicago (winter), midnight in the gap weeks.
    expect(next('2026-03-05T03:00:00Z', BERLIN, CHICAGO)).toEqual({
      at: '2026-03-05T05:00:00.000Z',
      text: 'Thu 6:00 AM Central European · Wed 11:00 PM your time',
    })
    expect(next('2026-03-10T03:00:00Z', BERLIN, CHICAGO)).toEqual({
      at: '2026-03-10T05:00:00.000Z',
      text: '6:00 AM Central European · 12:00 AM your time',
    })
    expect(next('2026-03-31T03:00:00Z', BERLIN, CHICAGO)).toEqual({
      at: '2026-03-31T04:00:00.000Z',
      text: 'Tue 6:00 AM Central European · Mon 11:00 PM your time',
    })
  })
})

describe('the nights of the changes, on the organiser clock', () => {
  const clock = (c: { hours: number; minutes: number; seconds: number }) =>
    [c.hours, c.minutes, c.seconds].map((n) => String(n).padStart(2, '0')).join(':')

  it('spring forward: 8pm to 6am is 9 real hours in Chicago (14 March 2027) and in Berlin (28 March 2027)', () => {
    const chicago = sessionCountdown(new Date('2027-03-14T02:00:00Z'), CHICAGO) // Sat 8pm CST
    expect([machineTime(chicago.next), clock(chicago)]).toEqual(['2027-03-14T11:00:00.000Z', '09:00:00'])
    const berlin = sessionCountdown(new Date('2027-03-27T19:00:00Z'), BERLIN) // Sat 8pm CET
    expect([machineTime(berlin.next), clock(berlin)]).toEqual(['2027-03-28T04:00:00.000Z', '09:00:00'])
  })

  it('fall back: 8pm to 6am is 11 real hours in Berlin (31 October 2027) and in Chicago (1 November 2026)', () => {
    const berlin = sessionCountdown(new Date('2027-10-30T18:00:00Z'), BERLIN) // Sat 8pm CEST
    expect([machineTime(berlin.next), clock(berlin)]).toEqual(['2027-10-31T05:00:00.000Z', '11:00:00'])
    const chicago = sessionCountdown(new Date('2026-11-01T01:00:00Z'), CHICAGO) // Sat 8pm CDT
    expect([machineTime(chicago.next), clock(chicago)]).toEqual(['2026-11-01T12:00:00.000Z', '11:00:00'])
  })
})

describe('a visitor at UTC+13', () => {
  it('in Auckland during its summer, each session is on the next day', () => {
    expect(next('2027-01-12T10:00:00Z', CHICAGO, AUCKLAND)).toEqual({
      at: '2027-01-12T12:00:00.000Z',
      text: 'Tue 6:00 AM Central · Wed 1:00 AM your time',
    })
    expect(next('2027-01-12T20:00:00Z', CHICAGO, AUCKLAND)).toEqual({
      at: '2027-01-13T00:00:00.000Z',
      text: 'Tue 6:00 PM Central · Wed 1:00 PM your time',
    })
    expect(daily('2027-01-12T10:00:00Z', CHICAGO, AUCKLAND)).toBe('6:00 AM and 6:00 PM Central (1:00 AM and 1:00 PM your time)')
  })

  it('in July Auckland is at UTC+12 and Tonga still at UTC+13: 6am in Chicago is 11pm the same day, or midnight the next', () => {
    expect(next('2027-07-06T08:00:00Z', CHICAGO, AUCKLAND).text).toBe('6:00 AM Central · 11:00 PM your time')
    expect(next('2027-07-06T08:00:00Z', CHICAGO, TONGA).text).toBe('Tue 6:00 AM Central · Wed 12:00 AM your time')
  })
})

describe('the live window around the organiser start, on the day of a change', () => {
  // 6am CDT on Sunday 14 March 2027, the first morning of summer time, is 11:00 UTC.
  const at = (utc: string) => sessionCountdown(new Date(utc), CHICAGO)

  it('opens exactly 15 minutes before (inclusive)', () => {
    expect(at('2027-03-14T10:44:59Z').live).toBe(false)
    expect(at('2027-03-14T10:45:00Z')).toMatchObject({ live: true, starting: false })
  })

  it('closes exactly 60 minutes after (exclusive)', () => {
    expect(at('2027-03-14T11:59:59Z')).toMatchObject({ live: true, starting: true })
    expect(machineTime(at('2027-03-14T11:59:59Z').started!)).toBe('2027-03-14T11:00:00.000Z')
    expect(at('2027-03-14T12:00:00Z')).toMatchObject({ live: false, starting: false, started: null })
  })

  it('the daily times name the session under way until its live hour is over', () => {
    expect(dailySessionStarts(new Date('2027-03-14T11:59:59Z'), CHICAGO).map(machineTime)).toEqual([
      '2027-03-14T11:00:00.000Z',
      '2027-03-14T23:00:00.000Z',
    ])
    expect(dailySessionStarts(new Date('2027-03-14T12:00:00Z'), CHICAGO).map(machineTime)).toEqual([
      '2027-03-15T11:00:00.000Z',
      '2027-03-14T23:00:00.000Z',
    ])
  })
})

describe('label texts', () => {
  it('zone names come from the browser, without " Time", the same in winter and summer', () => {
    for (const at of [new Date('2027-01-15T12:00:00Z'), new Date('2027-07-15T12:00:00Z')]) {
      expect(zoneName(CHICAGO, at)).toBe('Central')
      expect(zoneName(BERLIN, at)).toBe('Central European')
      expect(zoneName(AUCKLAND, at)).toBe('New Zealand')
      expect(zoneName('America/New_York', at)).toBe('Eastern')
    }
  })

  it('a visitor whose clock reads the same, in another zone, sees one time', () => {
    const at = new Date('2027-03-15T11:00:00Z')
    expect(timeLabel(at, CHICAGO, 'America/Winnipeg')).toEqual({ host: '6:00 AM Central', visitor: null })
    expect(timeLabel(at, CHICAGO, 'America/Mexico_City')).toEqual({ host: '6:00 AM Central', visitor: '5:00 AM your time' })
  })

  it('the server render writes the session hours without a zone, the same on every machine', () => {
    expect(SESSION_HOURS_TEXT).toBe('6:00 AM and 6:00 PM')
  })

  it('machine-readable instants are ISO 8601 in UTC with milliseconds', () => {
    expect(machineTime('2027-03-15T11:00:00Z')).toBe('2027-03-15T11:00:00.000Z')
    expect(machineTime(new Date(Date.UTC(2027, 2, 15, 11)))).toBe('2027-03-15T11:00:00.000Z')
  })
})
