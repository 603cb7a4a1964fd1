import { describe, expect, it } from 'vitest'
import { offerCountdown } from './offerCountdown'
import { at, local } from '../../test/zonedTime'

const CHICAGO = 'America/Chicago'

const parts = (c: { days: number; hours: number; minutes: number; seconds: number }) => [c.days, c.hours, c.minutes, c.seconds]

describe('offerCountdown', () => {
  it('counts down to 23:59:59 on the last day of the current month', () => {
    const c = offerCountdown(at('2025-06-10 12:00:00', CHICAGO), CHICAGO)
    expect(local(c.end, CHICAGO)).toBe('2025-06-30 23:59:59')
    expect(parts(c)).toEqual([20, 11, 59, 59])
  })

  it('shows zero at the last second and rolls to the next month once it has passed', () => {
    expect(parts(offerCountdown(at('2025-06-30 23:59:58', CHICAGO), CHICAGO))).toEqual([0, 0, 0, 1])
    expect(parts(offerCountdown(at('2025-06-30 23:59:59', CHICAGO), CHICAGO))).toEqual([0, 0, 0, 0])
    const next = offerCountdown(at('2025-07-01 00:00:00', CHICAGO), CHICAGO)
    expect(local(next.end, CHICAGO)).toBe('2025-07-31 23:59:59')
    expect(parts(next)).toEqual([30, 23, 59, 59])
  })

  it('rolls from December into January of the next year', () => {
    const c = offerCountdown(at('2025-12-31 23:00:00', CHICAGO), CHICAGO)
    expect(local(c.end, CHICAGO)).toBe('2025-12-31 23:59:59')
    const after = offerCountdown(new Date(at('2025-12-31 23:59:59', CHICAGO).getTime() + 1000), CHICAGO)
    expect(local(after.end, CHICAGO)).toBe('2026-01-31 23:59:59')
  })

  it('ends February on the 29th in a leap year and the 28th otherwise', () => {
    expect(local(offerCountdown(at('2028-02-10 08:00:00', CHICAGO), CHICAGO).end, CHICAGO)).toBe('2028-02-29 23:59:59')
    expect(local(offerCountdown(at('2027-02-10 08:00:00', CHICAGO), CHICAGO).end, CHICAGO)).toBe('2027-02-28 23:59:59')
    const jan = offerCountdown(new Date(at('2028-01-31 23:59:59', CHICAGO).getTime() + 1000), CHICAGO)
    expect(local(jan.end, CHICAGO)).toBe('2028-02-29 23:59:59')
    expect(parts(jan)).toEqual([28, 23, 59, 59])
  })

  it('counts real time across a daylight-saving change', () => {
    // 1 March 2025 00:00 CST to 31 March 23:59:59 CDT: one hour less than 31 calendar days.
    const spring = offerCountdown(at('2025-03-01 00:00:00', CHICAGO), CHICAGO)
    expect(local(spring.end, CHICAGO)).toBe('2025-03-31 23:59:59')
    expect(parts(spring)).toEqual([30, 22, 59, 59])
    // November gains the hour back.
    const fall = offerCountdown(at('2025-11-01 00:00:00', CHICAGO), CHICAGO)
    expect(parts(fall)).toEqual([30, 0, 59, 59])
  })

  it('uses the visitor time zone: the same instant is in different months in two zones', () => {
    const instant = new Date('2025-07-01T03:00:00Z')
    expect(local(offerCountdown(instant, 'America/Los_Angeles').end, 'America/Los_Angeles')).toBe('2025-06-30 23:59:59')
    expect(local(offerCountdown(instant, 'Europe/Berlin').end, 'Europe/Berlin')).toBe('2025-07-31 23:59:59')
  })
})
