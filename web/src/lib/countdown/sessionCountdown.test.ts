import { describe, expect, it } from 'vitest'
import { sessionCountdown } from './sessionCountdown'
import { at, local } from '../../test/zonedTime'

const CHICAGO = 'America/Chicago'
const NEW_YORK = 'America/New_York'

function clock(c: { hours: number; minutes: number; seconds: number }): string {
  return [c.hours, c.minutes, c.seconds].map((n) => String(n).padStart(2, '0')).join(':')
}

describe('sessionCountdown', () => {
  it('before 6am counts down to 6am today, not yet live at 5:44:59', () => {
    const c = sessionCountdown(at('2025-06-10 05:44:59', CHICAGO), CHICAGO)
    expect(local(c.next, CHICAGO)).toBe('2025-06-10 06:00:00')
    expect(clock(c)).toBe('00:15:01')
    expect(c.live).toBe(false)
    expect(c.starting).toBe(false)
  })

  it('is live from exactly 15 minutes before the start', () => {
    const c = sessionCountdown(at('2025-06-10 05:45:00', CHICAGO), CHICAGO)
    expect(clock(c)).toBe('00:15:00')
    expect(c.live).toBe(true)
    expect(c.starting).toBe(false)
  })

  it('at exactly 6:00:00 the session is starting, live, and the next one is 6pm', () => {
    const c = sessionCountdown(at('2025-06-10 06:00:00', CHICAGO), CHICAGO)
    expect(c.starting).toBe(true)
    expect(c.live).toBe(true)
    expect(local(c.started!, CHICAGO)).toBe('2025-06-10 06:00:00')
    expect(local(c.next, CHICAGO)).toBe('2025-06-10 18:00:00')
    expect(clock(c)).toBe('12:00:00')
  })

  it('one second before 7:00 is still live; at 7:00:00 the live hour is over', () => {
    const before = sessionCountdown(at('2025-06-10 06:59:59', CHICAGO), CHICAGO)
    expect(before.live).toBe(true)
    expect(before.starting).toBe(true)
    const c = sessionCountdown(at('2025-06-10 07:00:00', CHICAGO), CHICAGO)
    expect(c.live).toBe(false)
    expect(c.starting).toBe(false)
    expect(c.started).toBeNull()
    expect(local(c.next, CHICAGO)).toBe('2025-06-10 18:00:00')
    expect(clock(c)).toBe('11:00:00')
  })

  it('from 6pm on counts down to 6am tomorrow', () => {
    const c = sessionCountdown(at('2025-06-10 19:30:00', CHICAGO), CHICAGO)
    expect(local(c.next, CHICAGO)).toBe('2025-06-11 06:00:00')
    expect(clock(c)).toBe('10:30:00')
    expect(c.live).toBe(false)
  })

  it('crosses midnight and the end of a month and a year', () => {
    const midnight = sessionCountdown(at('2025-06-11 00:00:00', CHICAGO), CHICAGO)
    expect(local(midnight.next, CHICAGO)).toBe('2025-06-11 06:00:00')
    expect(clock(midnight)).toBe('06:00:00')
    const beforeMidnight = sessionCountdown(at('2025-12-31 23:59:59', CHICAGO), CHICAGO)
    expect(local(beforeMidnight.next, CHICAGO)).toBe('2026-01-01 06:00:00')
    expect(clock(beforeMidnight)).toBe('06:00:01')
  })

  it('the 6pm session stays live until 7pm and is counted from the right day', () => {
    const c = sessionCountdown(at('2025-06-10 18:20:00', CHICAGO), CHICAGO)
    expect(c.starting).toBe(true)
    expect(local(c.started!, CHICAGO)).toBe('2025-06-10 18:00:00')
    expect(local(c.next, CHICAGO)).toBe('2025-06-11 06:00:00')
  })

  it('spring forward (US, 9 March 2025): the night is an hour shorter', () => {
    const c = sessionCountdown(at('2025-03-08 20:00:00', NEW_YORK), NEW_YORK)
    expect(local(c.next, NEW_YORK)).toBe('2025-03-09 06:00:00')
    // 20:00 EST to 06:00 EDT is 9 real hours.
    expect(clock(c)).toBe('09:00:00')
    const after = sessionCountdown(at('2025-03-09 03:30:00', NEW_YORK), NEW_YORK)
    expect(clock(after)).toBe('02:30:00')
  })

  it('fall back (US, 2 November 2025): the night is an hour longer', () => {
    const c = sessionCountdown(at('2025-11-01 20:00:00', CHICAGO), CHICAGO)
    expect(local(c.next, CHICAGO)).toBe('2025-11-02 06:00:00')
    // 20:00 CDT to 06:00 CST is 11 real hours.
    expect(clock(c)).toBe('11:00:00')
  })

  it('uses the time zone it is given: the same instant is before 6am in one zone and after 6pm in another', () => {
    const instant = new Date('2025-06-10T10:30:00Z')
    expect(local(sessionCountdown(instant, 'America/Los_Angeles').next, 'America/Los_Angeles')).toBe('2025-06-10 06:00:00')
    expect(local(sessionCountdown(instant, 'Asia/Tokyo').next, 'Asia/Tokyo')).toBe('2025-06-11 06:00:00')
  })

  it('ignores milliseconds: a start is next until its very second', () => {
    const c = sessionCountdown(new Date(at('2025-06-10 05:59:59', CHICAGO).getTime() + 999), CHICAGO)
    expect(clock(c)).toBe('00:00:01')
  })
})
