import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage, apiRequest, isUnauthorized } from '../../../lib/api'
import { WEBHOOKS_KEY } from '../webhooks/webhookModel'
import { OUTBOX_KEY, type OutboxMessage } from './outboxModel'

/**
 * Sends an outbox message again now, under its same id: the Retry of a
 * failed or dead message and the Replay of a webhook delivery.
 */
export function useRetry(success: { title: string; description: string }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await apiRequest('POST', `/api/admin/outbox/${id}/retry`)
      return (await res.json()) as OutboxMessage
    },
    onSuccess: (message) => {
      queryClient.setQueryData([...OUTBOX_KEY, 'message', message.id], message)
      void queryClient.invalidateQueries({ queryKey: OUTBOX_KEY })
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY })
      toast(success)
    },
    onError: (error) => {
      // An ended session: the layout goes back to sign-in.
      if (isUnauthorized(error)) return
      toast({ variant: 'destructive', title: 'Could not send it again', description: apiErrorMessage(error) ?? 'Please try again.' })
    },
  })
}
