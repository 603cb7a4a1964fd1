import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getJSON } from '../api'
import { eventsUrl, type Occurrence } from './eventModel'

/** Cache key of a range's occurrences; staff's changes drop every range. */
export const EVENTS_KEY = ['events'] as const

/** The occurrences of the visible range only, cached per range for five minutes. */
export function useEvents(from: Date, to: Date) {
  return useQuery({
    queryKey: [...EVENTS_KEY, from.toISOString(), to.toISOString()],
    queryFn: ({ signal }) => getJSON<Occurrence[]>(eventsUrl(from, to), signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
