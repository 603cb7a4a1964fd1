import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Inbox, Mail, RotateCw, Webhook } from 'lucide-react'
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Label } from '../../../components/ui/label'
import { Select } from '../../../components/ui/select'
import { useMediaQuery } from '../../../lib/useMediaQuery'
import { useUrlState } from '../../../lib/urlState'
import { cn } from '../../../lib/utils'
import { endpointMap, WEBHOOKS_KEY, type WebhooksAnswer } from '../webhooks/webhookModel'
import { MailServerBanner } from './MailServerBanner'
import { MessageDetail } from './MessageDetail'
import { OutboxStatusBadge } from './OutboxStatusBadge'
import {
  canRetry,
  destinationOf,
  formatWhen,
  KIND_LABELS,
  nextAttemptText,
  OUTBOX_FILTER_PARAMS,
  OUTBOX_KEY,
  OUTBOX_KINDS,
  outboxUrl,
  REFRESH_MS,
  STATUS_FILTERS,
  STATUS_LABELS,
  totalOf,
  type OutboxFilters,
  type OutboxMessage,
  type OutboxPage,
} from './outboxModel'
import { getJSON } from '../../../lib/api'
import { useRetry } from './useRetry'
import { Can, useCan } from '../common/Can'
import { Dash } from '../common/TabStates'
import { ListMessage, LoadMore, RowsSkeleton, ShowingCount, Updating } from '../../../components/lists/ListStates'
import { ListTable, RowOpenButton, type ListColumn } from '../../../components/lists/ListTable'

const ALL = 'all'

/** Admin tab: every e-mail and webhook the site has queued, as it goes out. */
export default function OutboxTab() {
  const [filters, setFilters] = useUrlState(OUTBOX_FILTER_PARAMS)
  const [open, setOpen] = useState<OutboxMessage | null>(null)
  const wide = useMediaQuery('(min-width: 1024px)')
  const ids = { kind: useId(), caption: useId() }

  const query = useInfiniteQuery({
    queryKey: [...OUTBOX_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => getJSON<OutboxPage>(outboxUrl(filters, pageParam || undefined), signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    placeholderData: keepPreviousData,
    // Keep up with the worker while it has something to send.
    refetchInterval: (q) => ((q.state.data?.pages[0]?.delivering ?? 0) > 0 ? REFRESH_MS : false),
  })
  // Webhook rows name their endpoint by id; the URL reads better.
  const can = useCan()
  const endpoints = useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) => getJSON<WebhooksAnswer>('/api/admin/webhooks', signal),
    // Other roles see the endpoint's number instead: the server refuses them the list.
    enabled: can('webhooks'),
  })
  const urls = useMemo(() => endpointMap(endpoints.data?.endpoints), [endpoints.data])
  const retry = useRetry({ title: 'Queued again', description: 'The message goes out at the next delivery round.' })

  useEffect(() => {
    if (!query.error) return
    console.error('Failed to load the outbox', query.error)
  }, [query.error])

  const pages = query.data?.pages ?? []
  const first = pages[0]
  const messages = pages.flatMap((p) => p.messages)
  const counts = first?.counts
  const mailConfigured = first?.mailConfigured ?? true
  const loadingFirst = query.isPending
  const live = (first?.delivering ?? 0) > 0
  const shown = filters.status ? (counts?.[filters.status] ?? 0) : totalOf(counts)

  return (
    <section aria-labelledby="admin-outbox-title" className="space-y-6">
      <div>
        <h2 id="admin-outbox-title" className="text-2xl font-semibold tracking-tight">
          Outbox
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">
          Every e-mail and webhook the site sends, newest first. Failed ones are retried with growing waits for about three days.
        </p>
      </div>

      {first && !first.mailConfigured ? <MailServerBanner /> : null}

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-4 border-b border-slate-100 p-4 sm:p-5 md:flex-row md:items-end md:justify-between">
          <fieldset className="min-w-0">
            <legend className="mb-1.5 text-sm font-semibold text-slate-900">Status</legend>
            <div className="flex flex-wrap gap-1.5">
              <StatusChip label="All" count={totalOf(counts)} pressed={!filters.status} onClick={() => setFilters({ status: '' })} />
              {STATUS_FILTERS.map((s) => (
                <StatusChip
                  key={s}
                  label={STATUS_LABELS[s]}
                  count={counts?.[s]}
                  pressed={filters.status === s}
                  onClick={() => setFilters({ status: s })}
                />
              ))}
            </div>
          </fieldset>
          <div className="min-w-0 space-y-1.5 md:w-48">
            <Label htmlFor={ids.kind}>Kind</Label>
            <Select
              id={ids.kind}
              value={filters.kind || ALL}
              onValueChange={(v) => setFilters({ kind: v === ALL ? '' : (v as OutboxFilters['kind']) })}
              options={[{ value: ALL, label: 'All kinds' }, ...OUTBOX_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
            />
          </div>
        </div>

        <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2.5 text-sm text-slate-600 sm:px-5">
          <p id={ids.caption} aria-live="polite">
            {loadingFirst ? (
              'Loading messages...'
            ) : query.error ? (
              'The outbox could not be loaded.'
            ) : (
              <>
                <ShowingCount shown={messages.length} total={shown} one="message" many="messages" />
              </>
            )}
          </p>
          {live ? (
            <span className="flex items-center gap-2 text-slate-600">
              <span aria-hidden="true" className="relative flex size-2.5">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-400 opacity-60" />
                <span className="relative inline-flex size-2.5 rounded-full bg-brand-500" />
              </span>
              Sending {first?.delivering}, refreshing
            </span>
          ) : query.isFetching && !loadingFirst && !query.isFetchingNextPage ? (
            <Updating />
          ) : null}
        </div>

        {loadingFirst ? (
          <RowsSkeleton cells={SKELETON} />
        ) : query.error ? (
          <Empty
            text="The outbox could not be loaded."
            action={
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                Try Again
              </Button>
            }
          />
        ) : messages.length === 0 ? (
          <Empty
            text={filters.status || filters.kind ? 'No messages match these filters.' : 'Nothing sent yet. E-mails and webhooks appear here as people use the site.'}
            action={
              filters.status || filters.kind ? (
                <Button variant="ghost" size="sm" onClick={() => setFilters({ status: '', kind: '' })}>
                  Clear Filters
                </Button>
              ) : null
            }
          />
        ) : wide ? (
          <MessagesTable
            messages={messages}
            captionId={ids.caption}
            destination={(m) => destinationOf(m, urls)}
            mailConfigured={mailConfigured}
            onOpen={setOpen}
            onRetry={(id) => retry.mutate(id)}
            retrying={retry.isPending ? retry.variables : undefined}
          />
        ) : (
          <MessageCards messages={messages} captionId={ids.caption} destination={(m) => destinationOf(m, urls)} onOpen={setOpen} />
        )}

        <LoadMore query={query} />
      </Card>

      <MessageDetail
        messageId={open?.id ?? null}
        initial={open ?? undefined}
        destination={open ? destinationOf(open, urls) : ''}
        mailConfigured={mailConfigured}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null)
        }}
      />
    </section>
  )
}

function StatusChip({ label, count, pressed, onClick }: { label: string; count?: number; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-10 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
      )}
    >
      {label}
      {count !== undefined ? (
        <span className={cn('rounded-full px-1.5 text-xs tabular-nums', pressed ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-600')}>
          {count}
        </span>
      ) : null}
    </button>
  )
}

const COLUMNS: ListColumn[] = [
  { label: 'Subject or event', width: 'w-[24%]' },
  { label: 'To', width: 'w-[18%]' },
  { label: 'Status', width: 'w-[96px]' },
  { label: 'Created', width: 'w-[128px]' },
  { label: 'Tries', width: 'w-[64px]', className: 'text-right' },
  { label: 'Next attempt', width: 'w-[120px]' },
  { label: 'Last error' },
  { label: <span className="sr-only">Action</span>, width: 'w-[116px]' },
]
const td = 'px-3 py-3.5 align-top'

function KindIcon({ kind }: { kind: string }) {
  const Icon = kind === 'email' ? Mail : Webhook
  return (
    <span title={kind === 'email' ? 'E-mail' : 'Webhook'} className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{kind === 'email' ? 'E-mail' : 'Webhook'}</span>
    </span>
  )
}

function MessagesTable({
  messages,
  captionId,
  destination,
  mailConfigured,
  onOpen,
  onRetry,
  retrying,
}: {
  messages: OutboxMessage[]
  captionId: string
  destination: (m: OutboxMessage) => string
  mailConfigured: boolean
  onOpen: (m: OutboxMessage) => void
  onRetry: (id: number) => void
  retrying?: number
}) {
  return (
    <ListTable labelledBy={captionId} columns={COLUMNS} minWidth="min-w-[980px]" fixed className="border-t border-slate-100">
      {messages.map((m) => {
        const to = destination(m)
        const next = nextAttemptText(m, mailConfigured)
        return (
          <tr key={m.id} data-message-id={m.id} onClick={() => onOpen(m)} className="cursor-pointer transition-colors hover:bg-slate-50">
            <td className={td}>
              <div className="flex items-start gap-2.5">
                <KindIcon kind={m.kind} />
                <RowOpenButton onOpen={() => onOpen(m)} className="min-w-0 text-left break-words">
                  {m.subject || m.event}
                </RowOpenButton>
              </div>
            </td>
            <td className={cn(td, 'text-slate-700')}>
              <p className={cn('truncate', m.kind === 'webhook' && 'font-mono text-[13px]')} title={to}>
                {to}
              </p>
            </td>
            <td className={td}>
              <OutboxStatusBadge status={m.status} />
            </td>
            <td className={cn(td, 'whitespace-nowrap tabular-nums text-slate-600')}>
              <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time>
            </td>
            <td className={cn(td, 'text-right tabular-nums text-slate-700')}>{m.attempts}</td>
            <td className={cn(td, 'text-slate-600')}>{next || <Dash />}</td>
            <td className={cn(td, 'text-slate-600')}>
              {m.lastError ? (
                <p className="line-clamp-2 break-words text-danger-700" title={m.lastError}>
                  {m.lastError}
                </p>
              ) : (
                <Dash />
              )}
            </td>
            <td className={cn(td, 'text-right')}>
              {canRetry(m.status) ? (
                <Can permission="settings">
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={retrying === m.id}
                    aria-label={`Retry: ${m.subject || m.event}`}
                    onClick={(e) => {
                      e.stopPropagation()
                      onRetry(m.id)
                    }}
                  >
                    {retrying === m.id ? null : <RotateCw aria-hidden="true" />}
                    Retry
                  </Button>
                </Can>
              ) : null}
            </td>
          </tr>
        )
      })}
    </ListTable>
  )
}

/** Phones and tablets: a card per message; it opens the detail, where Retry is. */
function MessageCards({
  messages,
  captionId,
  destination,
  onOpen,
}: {
  messages: OutboxMessage[]
  captionId: string
  destination: (m: OutboxMessage) => string
  onOpen: (m: OutboxMessage) => void
}) {
  return (
    <ul aria-labelledby={captionId} className="divide-y divide-slate-100 border-t border-slate-100">
      {messages.map((m) => (
        <li key={m.id} data-message-id={m.id}>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(m)}
            className="flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
          >
            <KindIcon kind={m.kind} />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-slate-900">{m.subject || m.event}</span>
              <span className="mt-0.5 block truncate text-[13px] text-slate-600">{destination(m)}</span>
              <span className="mt-1 block text-[13px] text-slate-500">
                <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time>
                {m.attempts > 0 ? ` · ${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}` : ''}
              </span>
              {m.lastError ? <span className="mt-1 block line-clamp-2 text-[13px] break-words text-danger-700">{m.lastError}</span> : null}
            </span>
            <OutboxStatusBadge status={m.status} />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Nothing to list, or the list failed: always the inbox icon. */
function Empty({ text, action }: { text: string; action?: ReactNode }) {
  return <ListMessage icon={<Inbox aria-hidden="true" className="size-6" />} text={text} action={action} />
}

/** The loading rows, shaped like the list's. */
const SKELETON = [
  'size-7 rounded-lg bg-slate-200',
  'h-4 w-56 rounded bg-slate-200',
  'hidden h-4 w-44 rounded bg-slate-100 sm:block',
  'h-5 w-16 rounded-full bg-slate-100',
  'hidden h-4 flex-1 rounded bg-slate-100 md:block',
]
