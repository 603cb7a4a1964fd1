/**
 * The daily live build sessions start at these hours (6am and 6pm) in the
 * organiser's time zone (EVENTS_TIME_ZONE): one session is one instant,
 * shown to every visitor with their own time beside it.
 */
export const SESSION_HOURS = [6, 18] as const

/**
 * The session hours as the build's server render writes them ("6:00 AM and
 * 6:00 PM"), before the organiser's zone and the visitor's are known. Plain
 * arithmetic rather than Intl: the browser's first render must repeat these
 * characters exactly, whatever its own locale data. A module of its own, so
 * that pages can write it without loading the time zone code.
 */
export const SESSION_HOURS_TEXT = SESSION_HOURS.map((h) => `${h % 12 || 12}:00 ${h < 12 ? 'AM' : 'PM'}`).join(' and ')
