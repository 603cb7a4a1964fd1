import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../lib/api'
import { send } from './api'

/** After a change, every partner list is read again (projects feed the dashboard, links and messages). */
export function useRefreshPartnerData(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['partner'] }), [queryClient])
}

/** Approve a project in review: it is completed, a toast says so, and the lists are read again. */
export function useApproveProject(project: { id: number; title: string }) {
  const refresh = useRefreshPartnerData()
  return useMutation({
    mutationFn: () => send<unknown>('POST', `/api/partner-projects/${project.id}/approve`),
    onSuccess: async () => {
      toast({ title: 'Project Approved', description: `${project.title} is completed.` })
      await refresh()
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: apiErrorMessage(error) ?? 'Failed to approve project' }),
  })
}
