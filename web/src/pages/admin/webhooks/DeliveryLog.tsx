import { useQuery } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { useEffect } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { formatWhen } from '../outbox/outboxModel'
import { useRetry } from '../outbox/useRetry'
import { getJSON } from '../../../lib/api'
import { deliveriesKey, deliveryOk, deliveryResult, type Delivery, type WebhookEndpoint } from './webhookModel'
import { Can } from '../common/Can'

/** How often an open log looks for new attempts. */
const LOG_REFRESH_MS = 3000

export function DeliveryLog({ endpoint, onOpenChange }: { endpoint: WebhookEndpoint | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={endpoint !== null} onOpenChange={onOpenChange}>
      <SheetContent closeLabel="Close delivery log" className="sm:max-w-2xl">
        {endpoint ? <LogBody endpoint={endpoint} /> : null}
      </SheetContent>
    </Dialog>
  )
}

function LogBody({ endpoint }: { endpoint: WebhookEndpoint }) {
  const query = useQuery({
    queryKey: deliveriesKey(endpoint.id),
    queryFn: ({ signal }) => getJSON<Delivery[]>(`/api/admin/webhooks/${endpoint.id}/deliveries`, signal),
    // Attempts land within seconds of an event; the open log keeps up.
    refetchInterval: LOG_REFRESH_MS,
    staleTime: 0,
  })
  const replay = useRetry({ title: 'Replay queued', description: 'The event goes out again under its same webhook-id.' })

  useEffect(() => {
    if (!query.error) return
    console.error('Failed to load deliveries', query.error)
  }, [query.error])

  const list = query.data ?? []
  return (
    <>
      <div className="border-b border-slate-100 px-5 pb-5 pr-16 pt-6 sm:px-7">
        <DialogTitle>Delivery log</DialogTitle>
        <DialogDescription className="mt-1 break-all font-mono text-[13px]">{endpoint.url}</DialogDescription>
        <p className="mt-2 text-sm text-slate-500">Every attempt, newest first. Replay sends an event again under its same id.</p>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-7">
        {query.isPending ? (
          <p role="status" className="text-[15px] text-slate-600">
            Loading deliveries...
          </p>
        ) : query.error ? (
          <p role="status" className="text-[15px] text-slate-600">
            The delivery log could not be loaded.
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-card border border-dashed border-slate-300 px-6 py-12 text-center text-[15px] text-slate-600">
            No deliveries yet. Attempts appear here as soon as an event is sent.
          </p>
        ) : (
          <ol aria-label="Delivery attempts" className="space-y-3">
            {list.map((d) => (
              <li key={d.id} data-delivery-id={d.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <Badge tone={deliveryOk(d) ? 'success' : 'danger'} className="px-2.5 py-0.5 tabular-nums">
                    {deliveryResult(d)}
                  </Badge>
                  <span className="font-mono text-[13px] font-medium text-slate-900">{d.event}</span>
                  <span className="ml-auto text-[13px] tabular-nums text-slate-500">
                    <time dateTime={d.createdAt}>{formatWhen(d.createdAt)}</time>
                  </span>
                </div>
                <div className="mt-3 flex items-end justify-between gap-3">
                  <dl className="flex gap-6 text-sm">
                    <div>
                      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Attempt</dt>
                      <dd className="tabular-nums text-slate-900">{d.attempt}</dd>
                    </div>
                    <div>
                      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Response time</dt>
                      <dd className="tabular-nums text-slate-900">{d.durationMs} ms</dd>
                    </div>
                  </dl>
                  <Can permission="settings">
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={replay.isPending && replay.variables === d.outboxId}
                      aria-label={`Replay ${d.event}, attempt ${d.attempt}`}
                      onClick={() => replay.mutate(d.outboxId)}
                    >
                      {replay.isPending && replay.variables === d.outboxId ? null : <RotateCw aria-hidden="true" />}
                      Replay
                    </Button>
                  </Can>
                </div>
                {d.error && !deliveryOk(d) ? <p className="mt-3 text-sm break-words text-danger-700">{d.error}</p> : null}
                {d.responseExcerpt ? (
                  <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-mist px-3 py-2 font-mono text-[12px] text-slate-700">
                    {d.responseExcerpt}
                  </pre>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  )
}
