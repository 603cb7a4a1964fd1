import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ApiError } from '../api'
import { eventsUrl, type Occurrence } from './eventModel'

/** Cache key of a range's occurrences; staff's changes drop every range. */
export const EVENTS_KEY = ['events'] as const

async function fetchEvents(from: Date, to: Date, signal: AbortSignal): Promise<Occurrence[]> {
  const res = await fetch(eventsUrl(from, to), { credentials: 'include', signal })
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''))
  return (await res.json()) as Occurrence[]
}

/** The occurrences of the visible range only, cached per range for five minutes. */
export function useEvents(from: Date, to: Date) {
  return useQuery({
    queryKey: [...EVENTS_KEY, from.toISOString(), to.toISOString()],
    queryFn: ({ signal }) => fetchEvents(from, to, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
