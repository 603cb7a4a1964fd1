import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

/** After a change, every partner list is read again (projects feed the dashboard, links and messages). */
export function useRefreshPartnerData(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['partner'] }), [queryClient])
}
