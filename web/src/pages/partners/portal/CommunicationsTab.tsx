import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowDownLeft, ArrowUpRight, Inbox, MessageSquarePlus } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { cn } from '../../../lib/utils'
import { ago } from '../../../lib/format'
import { messageTypeLabel } from '../rules/messageRules'
import { ME_KEY } from '../../../lib/partnerSession'
import { keys, LIVE_REFRESH_MS, send, type Message } from './api'
import { NewMessageDialog } from './NewMessageDialog'
import { getJSON } from '../../../lib/api'
import { EmptyState, ListSkeleton, TabHeader } from './parts'

export default function CommunicationsTab() {
  const [composing, setComposing] = useState(false)
  const [openId, setOpenId] = useState<number | undefined>()
  const queryClient = useQueryClient()
  const messages = useQuery({
    queryKey: keys.messages,
    queryFn: ({ signal }) => getJSON<Message[]>('/api/partner/messages', signal),
    refetchInterval: LIVE_REFRESH_MS,
  })
  const markRead = useMutation({
    mutationFn: (id: number) => send<Message>('POST', `/api/partner/messages/${id}/read`),
    onSuccess: (read) => {
      queryClient.setQueryData<Message[]>(keys.messages, (list) => list?.map((m) => (m.id === read.id ? { ...m, read: true } : m)))
      void queryClient.invalidateQueries({ queryKey: ME_KEY })
      void queryClient.invalidateQueries({ queryKey: keys.dashboard })
    },
  })

  const toggle = (m: Message) => {
    setOpenId((id) => (id === m.id ? undefined : m.id))
    if (!m.read && !markRead.isPending) markRead.mutate(m.id)
  }

  const unread = messages.data?.filter((m) => !m.read).length ?? 0

  return (
    <div className="space-y-6">
      <TabHeader
        title="Communications"
        description={unread > 0 ? `${unread} unread message${unread === 1 ? '' : 's'}. Open one to mark it read.` : 'Messages between you and your clients.'}
        actions={
          <Button size="sm" onClick={() => setComposing(true)}>
            <MessageSquarePlus aria-hidden="true" />
            New Message
          </Button>
        }
      />
      {messages.isError ? (
        <LoadError what="your messages" error={messages.error} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : !messages.data ? (
        <ListSkeleton />
      ) : messages.data.length === 0 ? (
        <EmptyState icon={Inbox} title="No Messages Yet" action={<Button onClick={() => setComposing(true)}>Write to a Client</Button>}>
          Messages you send and replies from your clients' portals appear here.
        </EmptyState>
      ) : (
        <Card className="divide-y divide-slate-100 overflow-hidden">
          <ul>
            {messages.data.map((m) => {
              const open = openId === m.id
              const inbound = m.direction === 'inbound'
              return (
                <li key={m.id} className={cn(!m.read && 'bg-brand-50/50')}>
                  <button
                    type="button"
                    onClick={() => toggle(m)}
                    aria-expanded={open}
                    className="flex w-full gap-3 px-4 py-4 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-6"
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
                        inbound ? 'bg-brand-100 text-brand-700' : 'bg-slate-100 text-slate-600',
                      )}
                    >
                      {inbound ? <ArrowDownLeft className="size-4" /> : <ArrowUpRight className="size-4" />}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <Badge tone={m.type === 'client-feedback' ? 'brand' : m.type === 'system-alert' ? 'warning' : 'neutral'} className="px-2 py-0.5">
                          {messageTypeLabel(m.type)}
                        </Badge>
                        {!m.read ? (
                          <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
                            <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
                            Unread
                          </span>
                        ) : null}
                      </span>
                      {m.subject ? <span className={cn('mt-1.5 block text-slate-900', !m.read && 'font-semibold')}>{m.subject}</span> : null}
                      <span className={cn('mt-1 block text-[15px] text-slate-700', open ? 'whitespace-pre-line' : 'line-clamp-2', !m.read && !m.subject && 'font-semibold text-slate-900')}>
                        {m.message}
                      </span>
                      <span className="mt-1.5 block text-xs text-slate-500">
                        {inbound ? 'From' : 'To'} {inbound ? m.senderName || m.clientName : m.clientName || 'your client'} · {ago(m.createdAt)}
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        </Card>
      )}
      <NewMessageDialog open={composing} onOpenChange={setComposing} />
    </div>
  )
}
