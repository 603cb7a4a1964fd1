import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../lib/api'
import type { Idea, IdeaList } from '../../../lib/ideas/ideaModel'
import { IDEAS_KEY, takeBackVote, voteFor } from './ideasApi'

/**
 * Vote for an idea or take the vote back. The answer (the idea with its new
 * count) replaces the idea in every cached list at once; the list is then
 * read again for its order. The server's 409s (already voted, own idea,
 * voting closed) are shown as they are written.
 */
export function useVote(idea: Pick<Idea, 'id' | 'idea'>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (vote: boolean) => (vote ? voteFor(idea.id) : takeBackVote(idea.id)),
    onSuccess: (updated, vote) => {
      queryClient.setQueriesData<IdeaList>({ queryKey: IDEAS_KEY }, (old) =>
        old ? { ...old, ideas: old.ideas.map((i) => (i.id === updated.id ? updated : i)) } : old,
      )
      void queryClient.invalidateQueries({ queryKey: IDEAS_KEY })
      toast({
        title: vote ? 'Vote counted' : 'Vote taken back',
        description: vote ? `You voted for ${updated.idea}.` : `You no longer vote for ${updated.idea}.`,
      })
    },
    onError: (error, vote) => {
      void queryClient.invalidateQueries({ queryKey: IDEAS_KEY })
      toast({
        variant: 'destructive',
        title: vote ? 'Vote not counted' : 'Vote not taken back',
        description: apiErrorMessage(error) ?? 'Please check your connection and try again.',
      })
    },
  })
}
