import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import fixture from './feed.fixture.json'

// The server's calendar feed as Thunderbird reads it: ical.js, Mozilla's
// parser, with nothing registered but what the file itself defines. The
// fixture holds GET /calendar.ics and GET /api/events over one year, from
// one database (written by a Go test in internal/events, which fails when
// it is stale); every occurrence ical.js expands must start and end at the
// second the API says.

interface Seen {
  eventId: number
  start: number
  end: number
}

const seconds = (iso: string) => Date.parse(iso) / 1000
const from = seconds(fixture.from)
const to = seconds(fixture.to)
const calendar = new ICAL.Component(ICAL.parse(fixture.feed) as unknown[])
const vevents = calendar.getAllSubcomponents('vevent')

function eventId(uid: string): number {
  const m = /^event-(\d+)@/.exec(uid)
  if (!m?.[1]) throw new Error(`unexpected UID ${uid}`)
  return Number(m[1])
}

const byTime = (a: Seen, b: Seen) => a.start - b.start || a.eventId - b.eventId

/** Every occurrence of the feed's events that overlaps [from, to), as the API counts them. */
function expand(): Seen[] {
  const out: Seen[] = []
  for (const vevent of vevents) {
    if (vevent.getFirstPropertyValue('status') === 'CANCELLED') continue
    const event = new ICAL.Event(vevent)
    const id = eventId(event.uid)
    const keep = (start: ICAL.Time, end: ICAL.Time) => {
      const s = start.toUnixTime()
      const e = end.toUnixTime()
      if (s < to && e > from) out.push({ eventId: id, start: s, end: e })
      return s < to
    }
    if (!event.isRecurring()) {
      keep(event.startDate, event.endDate)
      continue
    }
    const it = event.iterator()
    for (let next = it.next(); next; next = it.next()) {
      const occurrence = event.getOccurrenceDetails(next)
      if (!keep(occurrence.startDate, occurrence.endDate)) break
    }
  }
  return out.sort(byTime)
}

describe('the calendar feed in ical.js', () => {
  it('defines every time zone it names', () => {
    const defined = new Set(calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))))
    const named = new Set([...fixture.feed.matchAll(/TZID=([^:;]+)/g)].map((m) => m[1]))
    expect([...named].sort()).toEqual(['America/Chicago', 'Asia/Tokyo', 'Europe/Berlin', 'Pacific/Auckland'])
    for (const zone of named) expect(defined).toContain(zone)
  })

  it('gives every occurrence of the year at the second GET /api/events gives it', () => {
    const api = fixture.occurrences.map((o) => ({ eventId: o.eventId, start: seconds(o.start), end: seconds(o.end) })).sort(byTime)
    // Chicago, Berlin and Auckland each change their clocks twice in the year.
    const zoneOf = new Map(
      vevents.map((v) => [eventId(String(v.getFirstPropertyValue('uid'))), v.getFirstProperty('dtstart')?.getParameter('tzid')]),
    )
    for (const zone of ['America/Chicago', 'Europe/Berlin', 'Pacific/Auckland']) {
      expect(api.filter((o) => zoneOf.get(o.eventId) === zone).length).toBeGreaterThan(10)
    }
    expect(expand()).toEqual(api)
  })

  it('keeps a daily 6am Chicago session at 6am in Chicago, an hour apart in UTC across the change', () => {
    const daily = expand().filter((o) => o.eventId === 1)
    const utcHours = new Set(daily.map((o) => new Date(o.start * 1000).getUTCHours()))
    expect([...utcHours].sort()).toEqual([11, 12])
    expect(daily).toHaveLength(365)
  })

  it('carries what subscribed calendars need to update', () => {
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H')
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H')
    for (const vevent of vevents) {
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy()
      expect(vevent.getFirstPropertyValue('sequence')).toEqual(expect.any(Number))
    }
    const edited = vevents.find((v) => v.getFirstPropertyValue('summary') === 'Live Build Session, 6am')
    expect(edited?.getFirstPropertyValue('sequence')).toBe(2)
    const cancelled = vevents.find((v) => v.getFirstPropertyValue('summary') === 'Cancelled workshop')
    expect(cancelled?.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(cancelled?.getFirstPropertyValue('sequence')).toBe(1)
    expect(fixture.occurrences.filter((o) => o.eventId === eventId(String(cancelled?.getFirstPropertyValue('uid'))))).toEqual([])
  })
})
