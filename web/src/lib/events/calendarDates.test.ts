import { describe, expect, it } from 'vitest'
import {
  addDays,
  cellEvents,
  dayKey,
  formatDuration,
  formatTime,
  formatShortTime,
  groupByDay,
  monthGrid,
  parseDayKey,
  rangeTitle,
  shiftAnchor,
  startOfWeek,
  viewRange,
  weekDays,
} from './calendarDates'

const cell = (weeks: Date[][], row: number, col: number) => weeks[row]?.[col] ?? new Date(NaN)
const day = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min)

describe('weeks start on Sunday', () => {
  it('finds the Sunday on or before a day', () => {
    expect(dayKey(startOfWeek(day(2026, 11, 5)))).toBe('2026-11-01') // a Thursday
    expect(dayKey(startOfWeek(day(2026, 11, 1)))).toBe('2026-11-01') // a Sunday
    expect(dayKey(startOfWeek(day(2026, 11, 7, 23, 59)))).toBe('2026-11-01') // Saturday night
    expect(dayKey(startOfWeek(day(2027, 1, 2)))).toBe('2026-12-27') // across the year
  })

  it('lists a week Sunday to Saturday', () => {
    const days = weekDays(day(2026, 11, 5))
    expect(days.map(dayKey)).toEqual([
      '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07',
    ])
    expect(days.map((d) => d.getDay())).toEqual([0, 1, 2, 3, 4, 5, 6])
  })
})

describe('month grid', () => {
  it('covers the month with whole weeks starting on Sunday', () => {
    const weeks = monthGrid(day(2026, 11, 20)) // November 2026 starts on a Sunday, ends on a Monday
    expect(weeks).toHaveLength(5)
    expect(dayKey(cell(weeks, 0, 0))).toBe('2026-11-01')
    expect(dayKey(cell(weeks, 4, 6))).toBe('2026-12-05')
    for (const w of weeks) expect(w[0]?.getDay()).toBe(0)
  })

  it('starts before the 1st when the month starts mid-week and can need six rows', () => {
    const weeks = monthGrid(day(2026, 8, 1)) // August 2026: Saturday the 1st, 31 days
    expect(dayKey(cell(weeks, 0, 0))).toBe('2026-07-26')
    expect(weeks).toHaveLength(6)
    expect(dayKey(cell(weeks, 5, 6))).toBe('2026-09-05')
  })

  it('fits February 2026 in four rows (Sunday the 1st, 28 days)', () => {
    const weeks = monthGrid(day(2026, 2, 14))
    expect(weeks).toHaveLength(4)
    expect(dayKey(cell(weeks, 3, 6))).toBe('2026-02-28')
  })
})

describe('ranges asked of the server', () => {
  it('asks for exactly the days a view shows', () => {
    const anchor = day(2026, 11, 5, 15)
    const d = viewRange('day', anchor)
    expect([dayKey(d.from), dayKey(d.to)]).toEqual(['2026-11-05', '2026-11-06'])
    expect(d.from.getHours()).toBe(0)
    const w = viewRange('week', anchor)
    expect([dayKey(w.from), dayKey(w.to)]).toEqual(['2026-11-01', '2026-11-08'])
    const m = viewRange('month', day(2026, 8, 12))
    expect([dayKey(m.from), dayKey(m.to)]).toEqual(['2026-07-26', '2026-09-06'])
  })

  it('stays within the server limit of 62 days', () => {
    for (let month = 0; month < 24; month++) {
      const { from, to } = viewRange('month', new Date(2026, month, 1))
      expect((to.getTime() - from.getTime()) / 86_400_000).toBeLessThanOrEqual(43)
    }
  })

  it('keeps local midnight across a daylight-saving change', () => {
    // Whatever the zone, adding calendar days lands on midnight.
    for (let i = 0; i < 400; i++) {
      const d = addDays(day(2026, 1, 1), i)
      expect([d.getHours(), d.getMinutes()]).toEqual([0, 0])
    }
  })
})

describe('navigation', () => {
  it('steps a day, a week or a month', () => {
    const anchor = day(2026, 1, 31)
    expect(dayKey(shiftAnchor('day', anchor, 1))).toBe('2026-02-01')
    expect(dayKey(shiftAnchor('week', anchor, -1))).toBe('2026-01-24')
    expect(dayKey(shiftAnchor('month', anchor, 1))).toBe('2026-02-01') // not March 3
    expect(dayKey(shiftAnchor('month', anchor, -1))).toBe('2025-12-01')
  })

  it('reads and writes the URL date', () => {
    expect(dayKey(parseDayKey('2026-11-05')!)).toBe('2026-11-05')
    expect(parseDayKey('2026-02-30')).toBeUndefined()
    expect(parseDayKey('yesterday')).toBeUndefined()
    expect(parseDayKey(null)).toBeUndefined()
  })

  it('titles each view', () => {
    expect(rangeTitle('month', day(2026, 11, 5))).toBe('November 2026')
    expect(rangeTitle('day', day(2026, 11, 5))).toBe('Thursday, November 5, 2026')
    expect(rangeTitle('week', day(2026, 11, 5))).toBe('Nov 1 – 7, 2026')
    expect(rangeTitle('week', day(2026, 12, 1))).toBe('Nov 29 – Dec 5, 2026')
    expect(rangeTitle('week', day(2026, 12, 30))).toBe('Dec 27, 2026 – Jan 2, 2027')
  })
})

describe('events by day', () => {
  it('groups by the local day they start on, in start order', () => {
    const at = (d: Date) => ({ start: d.toISOString() })
    const late = at(day(2026, 11, 5, 18))
    const early = at(day(2026, 11, 5, 6))
    const next = at(day(2026, 11, 6, 0, 30))
    const groups = groupByDay([late, next, early])
    expect([...groups.keys()]).toEqual(['2026-11-05', '2026-11-06'])
    expect(groups.get('2026-11-05')).toEqual([early, late])
  })

  it('shows at most two events in a month cell, then +N more', () => {
    expect(cellEvents(['a'])).toEqual({ shown: ['a'], more: 0 })
    expect(cellEvents(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 })
    expect(cellEvents(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 })
  })
})

describe('formatting', () => {
  it('writes times in en-US with the zone abbreviation', () => {
    expect(formatTime('2026-11-05T12:00:00Z', 'America/Chicago')).toBe('6:00 AM CST')
    expect(formatTime('2026-07-05T23:30:00Z', 'America/Chicago')).toBe('6:30 PM CDT')
    expect(formatShortTime('2026-11-05T12:00:00Z', 'Europe/Berlin')).toBe('1:00 PM')
  })

  it('writes durations', () => {
    expect(formatDuration(60)).toBe('1 hour')
    expect(formatDuration(30)).toBe('30 minutes')
    expect(formatDuration(90)).toBe('1 hour 30 minutes')
    expect(formatDuration(120)).toBe('2 hours')
  })
})
