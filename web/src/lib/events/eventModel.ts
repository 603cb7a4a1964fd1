/** Calendar events as GET /api/events answers them, and the filters the page applies. */

/** The spec's event types, in the order the filter lists them. */
export const EVENT_TYPES = ['workshop', 'community-call', 'gps-kids', 'partner-call', 'live-session'] as const
export type EventType = (typeof EVENT_TYPES)[number]

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  workshop: 'Workshops',
  'community-call': 'Community Calls',
  'gps-kids': 'GPS Kids',
  'partner-call': 'Partner Calls',
  'live-session': 'Live Sessions',
}

/** One showing of an event in the range asked. */
export interface Occurrence {
  eventId: number
  title: string
  type: string
  description: string
  location: string
  start: string
  end: string
  duration: number
  timeZone: string
  bookingLink?: string
  zoomLink?: string
  recurring: boolean
}

export function isEventType(v: string): v is EventType {
  return (EVENT_TYPES as readonly string[]).includes(v)
}

export function typeLabel(type: string): string {
  return isEventType(type) ? EVENT_TYPE_LABELS[type] : type
}

/** Colour classes per type: a chip (light), its dot, and a left accent. */
export const TYPE_STYLES: Record<EventType, { chip: string; dot: string }> = {
  workshop: { chip: 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100', dot: 'bg-brand-500' },
  'community-call': { chip: 'bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100', dot: 'bg-emerald-500' },
  'gps-kids': { chip: 'bg-amber-50 text-amber-900 ring-amber-200 hover:bg-amber-100', dot: 'bg-amber-500' },
  'partner-call': { chip: 'bg-violet-50 text-violet-800 ring-violet-200 hover:bg-violet-100', dot: 'bg-violet-500' },
  'live-session': { chip: 'bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-200 hover:bg-fuchsia-100', dot: 'bg-fuchsia-500' },
}

export function typeStyle(type: string): { chip: string; dot: string } {
  return isEventType(type)
    ? TYPE_STYLES[type]
    : { chip: 'bg-slate-100 text-slate-800 ring-slate-200 hover:bg-slate-200', dot: 'bg-slate-400' }
}

/** The events matching a search (title, description, location) and a type ('' for all). */
export function filterEvents(events: readonly Occurrence[], search: string, type: string): Occurrence[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  return events.filter((e) => {
    if (type && e.type !== type) return false
    if (words.length === 0) return true
    const text = `${e.title} ${e.description} ${e.location} ${typeLabel(e.type)}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}

/** GET /api/events for [from, to). */
export function eventsUrl(from: Date, to: Date): string {
  const q = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() })
  return `/api/events?${q.toString()}`
}

/** Add to calendar: the event's own iCalendar file. */
export function eventIcsUrl(eventId: number): string {
  return `/api/events/${eventId}/calendar.ics`
}

/** The whole calendar, for calendar apps to subscribe to. */
export const FEED_URL = '/calendar.ics'

/** A stable key for one occurrence (an event recurs, so its id alone is not unique). */
export function occurrenceKey(e: Occurrence): string {
  return `${e.eventId}@${e.start}`
}
