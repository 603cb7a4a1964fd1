import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PenLine, Trophy } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { ApiError, apiErrorMessage } from '../../../lib/api'
import { cn } from '../../../lib/utils'
import { EmptyState, ListSkeleton, TabHeader } from '../portal/parts'
import { ShareStoryDialog } from './ShareStoryDialog'
import { fetchStories, setLike, storiesKey, SUCCESS_KEY, type StoriesAnswer, type StorySort } from '../../../lib/success/successApi'
import { StoryCard } from '../../../components/StoryCard'

const SORTS: { value: StorySort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'likes', label: 'Most liked' },
]

/** Success stories: every partner's approved stories, the partner's own with their review status, and sharing a new one. */
export default function StoriesSection() {
  const queryClient = useQueryClient()
  const [sort, setSort] = useState<StorySort>('newest')
  const [sharing, setSharing] = useState(false)
  const query = useQuery({ queryKey: storiesKey(sort), queryFn: () => fetchStories(sort), staleTime: 0 })

  const like = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => setLike(id, on),
    onSuccess: (answer) => {
      // Counts change in place in every sort order, without moving the card under the pointer.
      for (const s of SORTS) {
        queryClient.setQueryData<StoriesAnswer>(storiesKey(s.value), (old) =>
          old && {
            stories: old.stories.map((st) => (st.id === answer.id ? { ...st, likes: answer.likes, likedByMe: answer.likedByMe } : st)),
            mine: old.mine.map((st) => (st.id === answer.id ? { ...st, likes: answer.likes, likedByMe: answer.likedByMe } : st)),
          },
        )
      }
    },
    onError: (error) => {
      const repeat = error instanceof ApiError && error.status === 409
      toast({
        variant: repeat ? 'default' : 'destructive',
        title: repeat ? 'Already liked' : 'The like was not saved',
        description: apiErrorMessage(error) ?? 'Please try again.',
      })
      void queryClient.invalidateQueries({ queryKey: [...SUCCESS_KEY, 'stories'] })
    },
  })

  const shareButton = (
    <Button onClick={() => setSharing(true)}>
      <PenLine aria-hidden="true" />
      Share Your Story
    </Button>
  )
  const data = query.data

  return (
    <section aria-label="Success stories" className="space-y-6">
      <TabHeader
        title="Success stories"
        description="How other partners landed their first clients and grew: the niche, the numbers and what worked."
        actions={shareButton}
      />
      {data?.mine.length ? (
        <section aria-labelledby="my-stories-title" className="rounded-card border border-brand-200/70 bg-brand-50/40 p-4 sm:p-5">
          <h3 id="my-stories-title" className="font-semibold text-slate-900">
            Your stories
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">Staff review each story before other partners see it.</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {data.mine.map((s) => (
              <li key={s.id}>
                <StoryCard story={s} showStatus />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">From the partner community</h3>
        <div role="group" aria-label="Sort stories" className="inline-flex rounded-xl bg-slate-100 p-1 ring-1 ring-inset ring-slate-200">
          {SORTS.map((s) => (
            <button
              key={s.value}
              type="button"
              aria-pressed={sort === s.value}
              onClick={() => setSort(s.value)}
              className={cn(
                'h-9 rounded-lg px-3.5 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                sort === s.value && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {s.label}
            </button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <ListSkeleton rows={2} className="[&>div]:h-64" />
      ) : query.isError ? (
        <LoadError what="the success stories" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data?.stories.length === 0 ? (
        <EmptyState icon={Trophy} title="No stories yet" action={shareButton}>
          Be the first to share how you won a client. Staff review it, then every partner can learn from it.
        </EmptyState>
      ) : (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label="Success stories">
          {data?.stories.map((s) => (
            <li key={s.id}>
              {/* One's own story shows its likes without a button: a partner cannot like their own. */}
              <StoryCard
                story={s}
                liking={like.isPending && like.variables.id === s.id}
                onLike={s.mine ? undefined : () => like.mutate({ id: s.id, on: !s.likedByMe })}
              />
            </li>
          ))}
        </ul>
      )}
      <ShareStoryDialog open={sharing} onOpenChange={setSharing} />
    </section>
  )
}
