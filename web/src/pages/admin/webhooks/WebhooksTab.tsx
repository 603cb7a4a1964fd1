import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { History, LoaderCircle, Plus, Power, PowerOff, Trash2, Webhook } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/error-panel'
import { Dialog, DialogDescription, DialogTitle, DialogContent } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage, apiRequest, getJSON, isUnauthorized } from '../../../lib/api'
import { formatWhen } from '../outbox/outboxModel'
import { AddEndpointDialog } from './AddEndpointDialog'
import { DeliveryLog } from './DeliveryLog'
import { WEBHOOKS_KEY, type WebhookEndpoint, type WebhooksAnswer } from './webhookModel'

/** Admin tab: the endpoints that receive the site's events, signed, and what each received. */
export default function WebhooksTab() {
  const queryClient = useQueryClient()
  const [adding, setAdding] = useState(false)
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null)
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null)

  const query = useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) => getJSON<WebhooksAnswer>('/api/admin/webhooks', signal),
    staleTime: 0,
  })

  useEffect(() => {
    if (!query.error) return
    console.error('Failed to load webhook endpoints', query.error)
  }, [query.error])

  const onError = (title: string) => (error: unknown) => {
    // An ended session: the layout goes back to sign-in.
    if (isUnauthorized(error)) return
    toast({ variant: 'destructive', title, description: apiErrorMessage(error) ?? 'Please try again.' })
  }

  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => apiRequest('PATCH', `/api/admin/webhooks/${id}`, { active }),
    onSuccess: (_res, { active }) => {
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY })
      toast({ title: active ? 'Endpoint turned on' : 'Endpoint turned off', description: active ? 'New events go to it again.' : 'No new events go to it.' })
    },
    onError: onError('Could not change the endpoint'),
  })

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/webhooks/${id}`),
    onSuccess: () => {
      setDeleting(null)
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY })
      toast({ title: 'Endpoint deleted' })
    },
    onError: onError('Could not delete the endpoint'),
  })

  const endpoints = query.data?.endpoints ?? []
  const events = query.data?.events ?? []

  return (
    <section aria-labelledby="admin-webhooks-title" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-webhooks-title" className="text-2xl font-semibold tracking-tight">
            Webhooks
          </h2>
          <p className="mt-1 max-w-2xl text-[15px] text-slate-600">
            Send the site's events to your own tools as signed JSON (Standard Webhooks). Failed deliveries are retried for about three days.
          </p>
        </div>
        <Button onClick={() => setAdding(true)} disabled={!query.isSuccess} className="shrink-0 self-start sm:self-auto">
          <Plus aria-hidden="true" />
          Add Endpoint
        </Button>
      </div>

      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-10 text-[15px] text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
          Loading endpoints...
        </p>
      ) : query.error ? (
        <LoadError what="the endpoints" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : endpoints.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Webhook aria-hidden="true" className="size-6" />
          </span>
          <p className="max-w-md text-[15px] font-medium text-slate-700">
            No endpoints yet. Add one to receive new leads, applications and other events as they happen.
          </p>
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Endpoint
          </Button>
        </div>
      ) : (
        <ul className="space-y-3">
          {endpoints.map((e) => (
            <li key={e.id} data-endpoint-id={e.id} className="rounded-card border border-slate-200/80 bg-white p-4 shadow-card sm:p-5">
              <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={e.active ? 'success' : 'neutral'} className="px-2.5 py-0.5">
                      {e.active ? 'Active' : 'Off'}
                    </Badge>
                    <span className="text-[13px] text-slate-500">
                      Added <time dateTime={e.createdAt}>{formatWhen(e.createdAt)}</time>
                    </span>
                  </div>
                  <h3 className="mt-2 font-mono text-[14px] font-semibold break-all text-slate-900">{e.url}</h3>
                  <ul aria-label="Events" className="mt-2.5 flex flex-wrap gap-1.5">
                    {e.events.map((ev) => (
                      <li key={ev} className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-[12px] text-slate-700">
                        {ev}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="grid shrink-0 grid-cols-3 gap-2 sm:flex sm:flex-wrap">
                  <Button size="sm" variant="secondary" onClick={() => setLogOf(e)} aria-label={`Deliveries of ${e.url}`}>
                    <History aria-hidden="true" />
                    Deliveries
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={toggle.isPending && toggle.variables.id === e.id}
                    onClick={() => toggle.mutate({ id: e.id, active: !e.active })}
                    aria-label={`${e.active ? 'Turn Off' : 'Turn On'} ${e.url}`}
                  >
                    {toggle.isPending && toggle.variables.id === e.id ? null : e.active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                    {e.active ? 'Turn Off' : 'Turn On'}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                    onClick={() => setDeleting(e)}
                    aria-label={`Delete ${e.url}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <AddEndpointDialog open={adding} onOpenChange={setAdding} events={events} />
      <DeliveryLog
        endpoint={logOf}
        onOpenChange={(isOpen) => {
          if (!isOpen) setLogOf(null)
        }}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null)
        }}
      >
        <DialogContent closeLabel="Cancel">
          <DialogTitle className="pr-8">Delete this endpoint?</DialogTitle>
          <DialogDescription className="mt-2 text-[15px]">
            <span className="font-mono text-[14px] break-all text-slate-800">{deleting?.url}</span> stops receiving events, and its delivery log is
            deleted with it. This cannot be undone; to pause it instead, turn it off.
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
              Delete Endpoint
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  )
}
