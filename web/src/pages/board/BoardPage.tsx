import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Bug, Check, ChevronUp, Lightbulb, LoaderCircle, Plus, Sparkles } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { NeedsJavaScript } from '../../components/NeedsJavaScript'
import { PageIntro } from '../../components/layout/PageIntro'
import { buttonClasses } from '../../components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiRequest } from '../../lib/api'
import { siteConfig } from '../../lib/siteConfig'
import { useMediaQuery } from '../../lib/useMediaQuery'
import { cn } from '../../lib/utils'
import {
  BOARD_COLUMNS,
  BOARD_QUERY_KEY,
  VOTED_QUERY_KEY,
  creditFor,
  EMPTY_COLUMN_TEXT,
  groupByStatus,
  isHighlighted,
  TYPE_BADGES,
  VOTE_FAILED_TITLE,
  voteFailureMessage,
  VOTE_THRESHOLD,
  type PublicRequest,
  type RequestStatus,
  type RequestType,
} from '../../lib/requestRules'

const typeIcons: Record<RequestType, ReactNode> = {
  feature: <Sparkles />,
  bug: <Bug />,
  idea: <Lightbulb />,
}

const typeTones: Record<RequestType, string> = {
  feature: 'bg-brand-50 text-brand-700 ring-brand-200',
  bug: 'bg-danger-50 text-danger-700 ring-danger-500/20',
  idea: 'bg-amber-50 text-amber-800 ring-amber-200',
}

const columnDots: Record<RequestStatus, string> = {
  submitted: 'bg-slate-400',
  todo: 'bg-brand-500',
  in_progress: 'bg-amber-500',
  done: 'bg-success-500',
}

export default function BoardPage() {
  const queryClient = useQueryClient()
  const requests = useQuery<PublicRequest[]>({ queryKey: BOARD_QUERY_KEY })
  const voted = useQuery<number[]>({ queryKey: VOTED_QUERY_KEY })
  const [votingId, setVotingId] = useState<number | null>(null)
  const wide = useMediaQuery('(min-width: 768px)')
  const [shown, setShown] = useState<RequestStatus>('submitted')

  // Spec: a failed load is only logged; the columns are then empty.
  useEffect(() => {
    if (requests.error) console.error('Failed to load public requests', requests.error)
  }, [requests.error])

  const vote = useMutation({
    mutationFn: async (id: number) => {
      // The server issues the voter id with the voted list; it must be in
      // place before the first vote, and a lost one is replaced once.
      await queryClient.ensureQueryData({ queryKey: VOTED_QUERY_KEY })
      try {
        return await apiRequest('POST', `/api/public-requests/${id}/vote`)
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 403)) throw error
        await queryClient.fetchQuery({ queryKey: VOTED_QUERY_KEY, staleTime: 0 })
        return apiRequest('POST', `/api/public-requests/${id}/vote`)
      }
    },
  })

  const onVote = async (id: number) => {
    if (votingId !== null) return
    setVotingId(id)
    try {
      await vote.mutateAsync(id)
      toast({ title: 'Vote Recorded!', description: 'Your vote has been added to this request.' })
    } catch (error) {
      toast({ variant: 'destructive', title: VOTE_FAILED_TITLE, description: voteFailureMessage(error) })
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: VOTED_QUERY_KEY }),
      ])
      setVotingId(null)
    }
  }

  const list = requests.data ?? []
  const groups = groupByStatus(list)
  const votedIds = new Set(voted.data ?? [])
  const cardsOf = (status: RequestStatus) =>
    groups[status].map((r) => (
      <RequestCard
        key={r.id}
        request={r}
        voted={votedIds.has(r.id)}
        pending={votingId === r.id}
        disabled={votingId !== null}
        onVote={() => void onVote(r.id)}
      />
    ))

  return (
    <>
      <PageIntro
        eyebrow="Build in public"
        title="Project board"
        lead={
          <>
            Everything the community has asked for, and where it stands. Vote for what you want built next: requests with{' '}
            {VOTE_THRESHOLD}+ votes move to To Do.
          </>
        }
        actions={
          <Link to="/requests" className={buttonClasses('primary')}>
            <Plus aria-hidden="true" />
            New Request
          </Link>
        }
      />
      <div className="bg-white">
        <div className="container-page py-10 sm:py-14">
          {requests.isPending ? (
            <BoardLoading />
          ) : wide ? (
            // Two columns from 768 px, all four from 1280 px.
            <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
              {BOARD_COLUMNS.map(({ status, label }) => (
                <Column key={status} status={status} label={label} count={groups[status].length}>
                  {cardsOf(status)}
                </Column>
              ))}
            </div>
          ) : (
            // Phones: one column at a time, chosen with tabs that carry the counts.
            <Tabs value={shown} onValueChange={(v) => setShown(v as RequestStatus)}>
              <TabsList
                unstyled
                aria-label="Board columns"
                className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1 ring-1 ring-inset ring-slate-200"
              >
                {BOARD_COLUMNS.map(({ status, label }) => (
                  <TabsTrigger
                    unstyled
                    key={status}
                    value={status}
                    data-column-tab={status}
                    className="flex min-w-0 flex-col items-center gap-1 rounded-lg px-1 py-2 text-[13px] font-semibold leading-tight text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                  >
                    <span className="flex items-center gap-1.5">
                      <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', columnDots[status])} />
                      <span className="truncate">{label}</span>
                    </span>
                    <CountBadge count={groups[status].length} />
                  </TabsTrigger>
                ))}
              </TabsList>
              {BOARD_COLUMNS.map(({ status, label }) => (
                <TabsContent key={status} value={status} className="mt-4">
                  <Column status={status} label={label} count={groups[status].length} inTab>
                    {cardsOf(status)}
                  </Column>
                </TabsContent>
              ))}
            </Tabs>
          )}
        </div>
      </div>
    </>
  )
}

function BoardLoading() {
  const { supportEmail } = siteConfig()
  return (
    <>
      <NeedsJavaScript title="The board needs JavaScript">
        It loads the community&apos;s requests and counts your votes in the browser. Turn JavaScript on and reload, or
        send your idea to{' '}
        <a href={`mailto:${supportEmail}?subject=${encodeURIComponent('An idea for the project board')}`}>{supportEmail}</a>{' '}
        and we will put it on the board for you.
      </NeedsJavaScript>
      <div className="noscript:hidden">
        <p role="status" className="mb-5 flex items-center gap-2 text-[15px] font-medium text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
          Loading board
        </p>
        <div aria-hidden="true" className="grid animate-pulse gap-4 md:grid-cols-2 xl:grid-cols-4">
          <div className="h-14 rounded-xl bg-slate-100 md:hidden" />
          {BOARD_COLUMNS.map(({ status }, i) => (
            <div key={status} className={cn('rounded-card bg-mist p-3', i > 0 && 'max-md:hidden')}>
              <div className="mb-4 mt-1 h-5 w-28 rounded-full bg-slate-200" />
              <div className="space-y-3">
                <div className="h-32 rounded-xl bg-white" />
                <div className="h-32 rounded-xl bg-white" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </>
  )
}

function CountBadge({ count }: { count: number }) {
  return (
    <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-white px-2 py-0.5 text-xs font-semibold tabular-nums text-slate-700 ring-1 ring-inset ring-slate-200">
      {count}
      <span className="sr-only"> {count === 1 ? 'request' : 'requests'}</span>
    </span>
  )
}

function Column({
  status,
  label,
  count,
  inTab = false,
  children,
}: {
  status: RequestStatus
  label: string
  count: number
  /** Inside a phone tab, whose button already shows the name and count. */
  inTab?: boolean
  children: ReactNode
}) {
  const id = `column-${status}`
  return (
    <section
      aria-labelledby={id}
      data-column={status}
      className={cn('flex min-w-0 flex-col', !inTab && 'rounded-card bg-mist p-3 ring-1 ring-inset ring-slate-200/70')}
    >
      <h2 id={id} className={cn('flex items-center gap-2.5 px-1.5 pb-3 pt-1 text-base font-semibold', inTab && 'sr-only')}>
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', columnDots[status])} />
        {label}
        <span className="ml-auto">
          <CountBadge count={count} />
        </span>
      </h2>
      {count === 0 ? (
        <p className="flex min-h-28 items-center justify-center rounded-xl border border-dashed border-slate-300 px-4 text-center text-sm text-slate-600">
          {EMPTY_COLUMN_TEXT}
        </p>
      ) : (
        <ul className="space-y-3">{children}</ul>
      )}
    </section>
  )
}

function RequestCard({
  request,
  voted,
  pending,
  disabled,
  onVote,
}: {
  request: PublicRequest
  voted: boolean
  pending: boolean
  disabled: boolean
  onVote: () => void
}) {
  const hot = isHighlighted(request.votes)
  const votesText = `${request.votes} ${request.votes === 1 ? 'vote' : 'votes'}`
  const titleId = `request-${request.id}-title`
  return (
    <li
      aria-labelledby={titleId}
      data-request-id={request.id}
      className="rounded-xl border border-slate-200/80 bg-white p-4 shadow-card transition-shadow duration-150 hover:shadow-card-hover"
    >
      {/* Type and votes share the top line, so title and description get the card's full width. */}
      <div className="flex items-center justify-between gap-3">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset [&_svg]:size-3.5',
            typeTones[request.type] ?? typeTones.feature,
          )}
        >
          <span aria-hidden="true">{typeIcons[request.type] ?? typeIcons.feature}</span>
          {TYPE_BADGES[request.type] ?? request.type}
        </span>
        <button
          type="button"
          onClick={onVote}
          disabled={voted || disabled}
          aria-busy={pending || undefined}
          aria-label={voted ? `You voted for ${request.title}, ${votesText}` : `Vote for ${request.title}, ${votesText}`}
          title={voted ? 'You voted for this request' : 'Vote for this request'}
          data-highlighted={hot || undefined}
          data-voted={voted || undefined}
          className={cn(
            'flex h-9 min-w-16 shrink-0 items-center justify-center gap-1 rounded-full px-3 text-sm font-bold tabular-nums ring-1 ring-inset transition-[background-color,color,box-shadow] duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-default',
            hot
              ? 'bg-success-50 text-success-700 ring-success-500 enabled:hover:bg-success-100'
              : voted
                ? 'bg-brand-50 text-brand-700 ring-brand-500'
                : 'bg-white text-slate-700 ring-slate-300 enabled:hover:bg-brand-50 enabled:hover:text-brand-700 enabled:hover:ring-brand-400',
            disabled && !voted && !pending && 'opacity-60',
          )}
        >
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : voted ? (
            <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
          ) : (
            <ChevronUp aria-hidden="true" className="size-4" strokeWidth={2.5} />
          )}
          <span aria-hidden="true">{request.votes}</span>
        </button>
      </div>
      <h3 id={titleId} className="mt-3 text-[15px] font-semibold leading-snug break-words">
        {request.title}
      </h3>
      <p className="mt-1 line-clamp-3 text-sm leading-relaxed break-words text-slate-600" title={request.description}>
        {request.description}
      </p>
      <p className="mt-2.5 truncate text-xs font-medium text-slate-500">{creditFor(request.submittedBy)}</p>
    </li>
  )
}
