import { describe, expect, it } from 'vitest'
import { EVENT_TYPE_LABELS, EVENT_TYPES, eventsUrl, filterEvents, typeLabel, type Occurrence } from './eventModel'

const ev = (over: Partial<Occurrence>): Occurrence => ({
  eventId: 1,
  title: 'Event',
  type: 'workshop',
  description: '',
  location: '',
  start: '2026-11-05T12:00:00Z',
  end: '2026-11-05T13:00:00Z',
  duration: 60,
  timeZone: 'America/Chicago',
  recurring: false,
  ...over,
})

describe('event types', () => {
  it('are the spec five with their labels', () => {
    expect(EVENT_TYPES.map((t) => EVENT_TYPE_LABELS[t])).toEqual([
      'Workshops',
      'Community Calls',
      'GPS Kids',
      'Partner Calls',
      'Live Sessions',
    ])
    expect(typeLabel('gps-kids')).toBe('GPS Kids')
    expect(typeLabel('other')).toBe('other')
  })
})

describe('filterEvents', () => {
  const list = [
    ev({ eventId: 1, title: 'Prompt Engineering Workshop', type: 'workshop' }),
    ev({ eventId: 2, title: 'Community Call', type: 'community-call', description: 'Wins of the week' }),
    ev({ eventId: 3, title: 'Live Build', type: 'live-session', location: 'Zoom' }),
  ]

  it('keeps everything without a search or type', () => {
    expect(filterEvents(list, '', '')).toHaveLength(3)
    expect(filterEvents(list, '   ', '')).toHaveLength(3)
  })

  it('matches every word of the search, case-insensitively, in title, description or location', () => {
    expect(filterEvents(list, 'prompt WORKSHOP', '').map((e) => e.eventId)).toEqual([1])
    expect(filterEvents(list, 'wins', '').map((e) => e.eventId)).toEqual([2])
    expect(filterEvents(list, 'zoom', '').map((e) => e.eventId)).toEqual([3])
    expect(filterEvents(list, 'prompt zoom', '')).toEqual([])
  })

  it('narrows by type, together with the search', () => {
    expect(filterEvents(list, '', 'community-call').map((e) => e.eventId)).toEqual([2])
    expect(filterEvents(list, 'live', 'workshop')).toEqual([])
  })
})

describe('eventsUrl', () => {
  it('asks for the range in RFC 3339', () => {
    const url = eventsUrl(new Date('2026-11-01T05:00:00Z'), new Date('2026-11-08T06:00:00Z'))
    expect(url).toBe('/api/events?from=2026-11-01T05%3A00%3A00.000Z&to=2026-11-08T06%3A00%3A00.000Z')
  })
})
