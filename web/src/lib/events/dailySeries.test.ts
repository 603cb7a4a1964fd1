import { describe, expect, it } from 'vitest'
import { dailyLegend, dailySeriesIds, listTimes, splitDaily } from './dailySeries'
import type { Occurrence } from './eventModel'

// Local wall times, so the test reads the same in any time zone it runs in.
const at = (d: number, h: number, min = 0) => new Date(2027, 2, d, h, min).toISOString()

const occ = (eventId: number, start: string, over: Partial<Occurrence> = {}): Occurrence => ({
  eventId,
  title: `Event ${eventId}`,
  type: 'live-session',
  description: '',
  location: '',
  start,
  end: start,
  duration: 60,
  timeZone: 'America/Chicago',
  recurring: true,
  ...over,
})

/** A series on each day from..to at an hour. */
const series = (eventId: number, from: number, to: number, hour: number, over: Partial<Occurrence> = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) => occ(eventId, at(from + i, hour), over))

describe('daily series', () => {
  it('are the recurring events on every day of their span, once a day', () => {
    const events = [
      ...series(1, 1, 31, 6), // the 6am session
      ...series(2, 1, 31, 18), // the 6pm session
      ...series(3, 20, 31, 9), // started on the 20th: daily from then on
      ...[1, 8, 15, 22, 29].map((d) => occ(4, at(d, 12), { type: 'community-call' })), // weekly
      ...[1, 3, 5, 7, 9, 11].map((d) => occ(5, at(d, 7))), // every other day
      ...series(6, 1, 3, 10), // three days: too few to call daily
      ...series(7, 1, 10, 8, { recurring: false }), // one-off events that happen to fill days
      ...series(8, 1, 10, 8),
      ...series(8, 1, 10, 20), // twice a day under one id: not "once a day"
    ]
    expect([...dailySeriesIds(events)].sort()).toEqual([1, 2, 3])
  })

  it('split a day into the daily showings and the rest, keeping the order', () => {
    const day = [occ(1, at(3, 6)), occ(9, at(3, 10), { type: 'workshop', recurring: false }), occ(2, at(3, 18)), occ(10, at(3, 19))]
    const { daily, others } = splitDaily(day, new Set([1, 2]))
    expect(daily.map((e) => e.eventId)).toEqual([1, 2])
    expect(others.map((e) => e.eventId)).toEqual([9, 10])
  })

  it('are named once in the legend: per type, the usual times in the order of the day', () => {
    const events = [
      ...series(2, 1, 31, 18),
      ...series(1, 1, 31, 6),
      // A day or two off (a daylight-saving change on the visitor's side) does not change the usual time.
      occ(1, at(32, 7)),
      ...series(3, 1, 10, 16, { type: 'gps-kids' }),
      occ(4, at(5, 12), { type: 'workshop', recurring: false }),
    ]
    const daily = dailySeriesIds(events)
    const legend = dailyLegend(events, daily)
    expect(legend).toEqual([
      { type: 'live-session', label: 'Live Sessions', times: ['6:00 AM', '6:00 PM'] },
      { type: 'gps-kids', label: 'GPS Kids', times: ['4:00 PM'] },
    ])
    expect(listTimes(legend[0]?.times ?? [])).toBe('6:00 AM and 6:00 PM')
    expect(listTimes(['6:00 AM', '12:00 PM', '6:00 PM'])).toBe('6:00 AM, 12:00 PM and 6:00 PM')
    expect(listTimes(['4:00 PM'])).toBe('4:00 PM')
  })

  it('are none when nothing recurs daily', () => {
    const events = [occ(4, at(1, 12), { recurring: false })]
    expect(dailySeriesIds(events).size).toBe(0)
    expect(dailyLegend(events, new Set())).toEqual([])
  })
})
