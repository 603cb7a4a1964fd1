import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

/**
 * Calls `onError` with the error of every query and mutation that fails
 * while the caller is mounted: one watch over the whole area, for answers
 * that mean the same wherever they are met (a 401, a 403).
 */
export function useOnApiError(onError: (error: unknown) => void): void {
  const queryClient = useQueryClient()
  const latest = useRef(onError)
  useEffect(() => {
    latest.current = onError
  })
  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') latest.current(event.action.error)
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') latest.current(event.action.error)
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient])
}
