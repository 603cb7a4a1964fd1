import { useQuery } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { OutboxStatusBadge } from './OutboxStatusBadge'
import { canRetry, formatWhen, nextAttemptText, OUTBOX_KEY, type OutboxMessage } from './outboxModel'
import { getJSON } from '../../../lib/api'
import { useRetry } from './useRetry'
import { Can } from '../common/Can'

interface MessageDetailProps {
  messageId: number | null
  /** The row as listed, shown while the full message loads. */
  initial?: OutboxMessage
  destination: string
  mailConfigured: boolean
  onOpenChange: (open: boolean) => void
}

export function MessageDetail({ messageId, initial, destination, mailConfigured, onOpenChange }: MessageDetailProps) {
  return (
    <Dialog open={messageId !== null} onOpenChange={onOpenChange}>
      <SheetContent closeLabel="Close message" className="sm:max-w-2xl">
        {messageId !== null ? (
          <MessageBody
            messageId={messageId}
            initial={initial?.id === messageId ? initial : undefined}
            destination={destination}
            mailConfigured={mailConfigured}
          />
        ) : null}
      </SheetContent>
    </Dialog>
  )
}

function MessageBody({
  messageId,
  initial,
  destination,
  mailConfigured,
}: {
  messageId: number
  initial?: OutboxMessage
  destination: string
  mailConfigured: boolean
}) {
  const query = useQuery({
    queryKey: [...OUTBOX_KEY, 'message', messageId],
    queryFn: ({ signal }) => getJSON<OutboxMessage>(`/api/admin/outbox/${messageId}`, signal),
    placeholderData: initial,
    // A message on its way changes status within seconds.
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? 2000 : false),
  })
  const retry = useRetry({ title: 'Queued again', description: 'The message goes out at the next delivery round.' })

  useEffect(() => {
    if (!query.error) return
    console.error('Failed to load message', query.error)
  }, [query.error])

  const m = query.data
  if (!m) {
    return (
      <div className="flex flex-1 flex-col p-6">
        <DialogTitle>Message</DialogTitle>
        <DialogDescription role="status" className="mt-6 text-[15px]">
          {query.error ? 'This message could not be loaded.' : 'Loading message...'}
        </DialogDescription>
      </div>
    )
  }

  const next = nextAttemptText(m, mailConfigured)
  const full = m.rendered !== undefined || m.payload !== undefined

  return (
    <>
      <div className="border-b border-slate-100 px-5 pb-5 pr-16 pt-6 sm:px-7">
        <div className="flex flex-wrap items-center gap-2">
          <OutboxStatusBadge status={m.status} />
          <span className="text-sm text-slate-500">{m.kind === 'email' ? 'E-mail' : 'Webhook'}</span>
        </div>
        <DialogTitle className="mt-3 break-words">{m.subject || m.event}</DialogTitle>
        <DialogDescription className="mt-1 break-all">
          {m.kind === 'email' ? 'To ' : 'Posted to '}
          <span className="font-medium text-slate-800">{destination}</span>
        </DialogDescription>
        {m.rendered?.replyTo ? (
          <p className="mt-1 break-all text-sm text-slate-600">
            Replies go to <span className="font-medium text-slate-800">{m.rendered.replyTo}</span>
          </p>
        ) : null}
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <Fact term="Created">
            <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time>
          </Fact>
          <Fact term="Attempts">{m.attempts}</Fact>
          <Fact term={m.sentAt ? 'Sent' : 'Next attempt'}>{m.sentAt ? formatWhen(m.sentAt) : next || '—'}</Fact>
          <Fact term={m.kind === 'email' ? 'Template' : 'Event'}>{m.event}</Fact>
        </dl>
        {m.lastError ? (
          <p className="mt-4 rounded-lg bg-danger-50 px-3 py-2 text-sm break-words text-danger-700">
            <span className="font-semibold">Last error: </span>
            {m.lastError}
          </p>
        ) : null}
        {canRetry(m.status) ? (
          <Can permission="settings">
            <Button className="mt-4" size="sm" loading={retry.isPending} onClick={() => retry.mutate(m.id)}>
              {retry.isPending ? null : <RotateCw aria-hidden="true" />}
              Retry Now
            </Button>
          </Can>
        ) : null}
      </div>

      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-5 py-5 sm:px-7">
        {!full ? (
          <p role="status" className="text-[15px] text-slate-600">
            {query.error ? 'The message could not be loaded.' : 'Loading message...'}
          </p>
        ) : m.rendered ? (
          <EmailParts subject={m.rendered.subject} html={m.rendered.html} text={m.rendered.text} />
        ) : (
          <section aria-labelledby="webhook-payload" className="space-y-2">
            <h3 id="webhook-payload" className="text-sm font-semibold text-slate-700">
              Payload
            </h3>
            <pre className="overflow-x-auto rounded-xl bg-navy-950 p-4 font-mono text-[13px] leading-relaxed text-slate-100">
              {JSON.stringify(m.payload, null, 2)}
            </pre>
            <p className="text-xs break-all text-slate-500">webhook-id: {m.messageId}</p>
          </section>
        )}
      </div>
    </>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  )
}

/**
 * The e-mail as it would arrive. The HTML part runs in a sandboxed frame
 * with every permission off (no script, no same origin, no navigation), so
 * nothing in a message can act on the admin.
 */
function EmailParts({ subject, html, text }: { subject: string; html: string; text: string }) {
  return (
    <Tabs defaultValue="html" className="flex min-h-0 flex-1 flex-col">
      <TabsList aria-label="E-mail part" className="self-start">
        <TabsTrigger value="html">HTML</TabsTrigger>
        <TabsTrigger value="text">Plain text</TabsTrigger>
      </TabsList>
      <TabsContent value="html" className="mt-4 flex min-h-0 flex-1 flex-col">
        <iframe
          title={`E-mail preview: ${subject}`}
          sandbox=""
          srcDoc={html}
          referrerPolicy="no-referrer"
          className="min-h-[480px] w-full flex-1 rounded-xl border border-slate-200 bg-slate-100"
        />
      </TabsContent>
      <TabsContent value="text" className="mt-4">
        <pre className="whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-mist p-4 font-mono text-[13px] leading-relaxed text-slate-800">
          {text}
        </pre>
      </TabsContent>
    </Tabs>
  )
}
