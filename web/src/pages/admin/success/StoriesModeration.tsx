import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, Inbox, X } from 'lucide-react'
import { useState } from 'react'
import { applyServerErrors, fieldsFor } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/use-toast'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { LoadError } from '../../../components/ui/error-panel'
import { apiErrorMessage, apiRequest, getJSON } from '../../../lib/api'
import { RULES } from '../../../lib/rules'
import type { Story, StoryStatus } from '../../../lib/success/successApi'
import { StoryCard } from '../../../components/StoryCard'
import { SectionSwitch } from '../common/SectionSwitch'
import { TabEmpty, TabLoading } from '../common/TabStates'
import { declineSchema } from './successAdminForm'
import { Can } from '../common/Can'

const storiesKey = (status: string) => ['admin', 'success-stories', status] as const
type Filter = StoryStatus | 'all'
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
]

/** Stories partners sent: approve them for every partner, or decline with a reason the author reads. */
export function StoriesModeration() {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<Filter>('pending')
  const query = useQuery({
    queryKey: storiesKey(status),
    queryFn: ({ signal }) => getJSON<Story[]>(`/api/admin/success-stories${status === 'all' ? '' : `?status=${status}`}`, signal),
    staleTime: 0,
  })
  const [declining, setDeclining] = useState<Story | null>(null)

  const approve = useMutation({
    mutationFn: (s: Story) => apiRequest('POST', `/api/admin/success-stories/${s.id}/approve`),
    onSuccess: async (_r, s) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'success-stories'] })
      toast({ title: 'Story approved', description: `"${s.title}" is now in every partner's Success stories.` })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not approved', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  const list = query.data ?? []
  return (
    <div className="space-y-5">
      <SectionSwitch label="Story status" value={status} onChange={setStatus} options={FILTERS} />
      {query.isPending ? (
        <TabLoading>Loading stories...</TabLoading>
      ) : query.isError ? (
        <LoadError what="the stories" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <TabEmpty icon={<Inbox aria-hidden="true" />} title={status === 'pending' ? 'Nothing to review' : 'No stories here'}>
          {status === 'pending' ? 'New stories from partners wait here for your review.' : 'Stories appear here once partners share them.'}
        </TabEmpty>
      ) : (
        <ul className="grid gap-5 lg:grid-cols-2">
          {list.map((s) => (
            <li key={s.id} className="flex flex-col">
              <StoryCard story={s} showStatus />
              <Can permission="manage">
                <div className="-mt-3 flex flex-wrap justify-end gap-2 rounded-b-card border border-t-0 border-slate-200/80 bg-slate-50 px-5 pb-4 pt-7">
                  {s.status !== 'approved' ? (
                    <Button size="sm" onClick={() => approve.mutate(s)} loading={approve.isPending && approve.variables.id === s.id} disabled={approve.isPending} aria-label={`Approve "${s.title}"`}>
                      <Check aria-hidden="true" />
                      Approve
                    </Button>
                  ) : null}
                  {s.status !== 'declined' ? (
                    <Button size="sm" variant="secondary" onClick={() => setDeclining(s)} aria-label={`Decline "${s.title}"`}>
                      <X aria-hidden="true" />
                      Decline
                    </Button>
                  ) : null}
                </div>
              </Can>
            </li>
          ))}
        </ul>
      )}
      <DeclineDialog story={declining} onClose={() => setDeclining(null)} />
    </div>
  )
}

const { TextareaField } = fieldsFor<{ reason: string }>()

function DeclineDialog({ story, onClose }: { story: Story | null; onClose: () => void }) {
  return (
    <Dialog open={story !== null} onOpenChange={(o) => !o && onClose()}>
      {story ? <DeclineForm story={story} onDone={onClose} /> : null}
    </Dialog>
  )
}

function DeclineForm({ story, onDone }: { story: Story; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(declineSchema, { reason: '' })
  const decline = useMutation({
    mutationFn: (reason: string) => apiRequest('POST', `/api/admin/success-stories/${story.id}/decline`, { reason }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'success-stories'] })
      toast({ title: 'Story declined', description: 'The partner sees your reason under Your stories.' })
      onDone()
    },
    onError: (error) => {
      const { message, matched } = applyServerErrors(form, error, ['reason'])
      if (!matched) toast({ variant: 'destructive', title: 'Not declined', description: message ?? 'Please try again.' })
    },
  })
  return (
    <FormDialogContent
      form={form}
      title="Decline this story?"
      description={`"${story.title}" from ${story.company || 'a partner'}. The partner reads your reason and can share an improved story.`}
      onSubmit={(e) => void form.handleSubmit((v) => decline.mutate(v.reason))(e)}
      submit={
        <Button type="submit" variant="destructive" loading={decline.isPending}>
          Decline Story
        </Button>
      }
    >
      <TextareaField name="reason" label="Reason" rows={4} maxLength={RULES.success.reason} placeholder="Please add your revenue figures and the niche you sell to." />
    </FormDialogContent>
  )
}
