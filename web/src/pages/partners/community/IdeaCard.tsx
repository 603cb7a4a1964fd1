import { CalendarClock, Check, Info, Lock, Sparkles, Target, ThumbsUp, TrendingUp, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/utils'
import { ago } from '../../../lib/format'
import { labelOf, STATUS_TONES, voteState, votesLabel, type Idea, type IdeaList } from '../../../lib/ideas/ideaModel'
import { useVote } from './useVote'

type Lists = Pick<IdeaList, 'categories' | 'statuses'>

export function IdeaStatusBadge({ idea, statuses }: { idea: Pick<Idea, 'status'>; statuses: IdeaList['statuses'] }) {
  return (
    <Badge tone={STATUS_TONES[idea.status] ?? 'neutral'} className="px-2.5 py-0.5">
      {labelOf(statuses, idea.status)}
    </Badge>
  )
}

/** One idea: what it is, for whom, how long it takes, and the partner's vote. */
export function IdeaCard({ idea, lists }: { idea: Idea; lists: Lists }) {
  const titleId = `idea-${idea.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      data-idea-id={idea.id}
      className={cn(
        'flex flex-col rounded-card border bg-white p-5 shadow-card sm:p-6',
        idea.mine ? 'border-brand-200 ring-1 ring-inset ring-brand-100' : 'border-slate-200/80',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <IdeaStatusBadge idea={idea} statuses={lists.statuses} />
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{labelOf(lists.categories, idea.category)}</span>
        {idea.mine ? (
          <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
            <Sparkles aria-hidden="true" className="size-3.5" />
            Your idea
          </span>
        ) : null}
      </div>

      <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-slate-900 break-words">
        {idea.idea}
      </h3>
      <p className="mt-1.5 whitespace-pre-line text-[15px] leading-relaxed text-slate-600 break-words">{idea.description}</p>

      <dl className="mt-4 grid gap-x-5 gap-y-2 text-sm sm:grid-cols-2">
        <Meta icon={Target} label="Target market">
          {idea.targetMarket}
        </Meta>
        <Meta icon={CalendarClock} label="Development time">
          {idea.estimatedDevelopmentTime}
        </Meta>
        <Meta icon={UserRound} label="Proposed by">
          {idea.proposedBy}{' '}
          <span className="text-slate-500">
            · <time dateTime={idea.createdAt}>{ago(idea.createdAt)}</time>
          </span>
        </Meta>
        <Meta icon={TrendingUp} label="Priority score">
          <span className="font-semibold tabular-nums text-slate-900">{idea.priorityScore}</span>
        </Meta>
      </dl>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="flex items-baseline gap-1.5">
          <span className="text-2xl font-bold tabular-nums text-slate-900">{idea.votes}</span>{' '}
          <span className="text-sm text-slate-600">{idea.votes === 1 ? 'vote' : 'votes'}</span>
        </p>
        <VoteControl idea={idea} />
      </div>
    </article>
  )
}

function Meta({ icon: Icon, label, children }: { icon: typeof Target; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <Icon aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-5 text-slate-800 break-words">{children}</dd>
    </div>
  )
}

/** Vote / Voted, or the reason a partner cannot vote for this idea. */
function VoteControl({ idea }: { idea: Idea }) {
  const state = voteState(idea)
  const vote = useVote(idea)
  if (state.kind === 'mine' || state.kind === 'closed') {
    return (
      <p className="flex max-w-xs items-center gap-1.5 text-sm text-slate-600">
        {state.kind === 'mine' ? <Info aria-hidden="true" className="size-4 shrink-0 text-brand-600" /> : <Lock aria-hidden="true" className="size-4 shrink-0 text-slate-400" />}
        <span>
          {state.reason}
          {state.kind === 'closed' && state.voted ? ' You voted for it.' : ''}
        </span>
      </p>
    )
  }
  const voted = state.kind === 'voted'
  const text = voted ? 'Voted' : 'Vote'
  return (
    <Button
      size="sm"
      variant={voted ? 'secondary' : 'primary'}
      aria-pressed={voted}
      aria-label={`${text} for ${idea.idea}, ${votesLabel(idea.votes)}`}
      title={voted ? 'Take your vote back' : undefined}
      loading={vote.isPending}
      onClick={() => vote.mutate(!voted)}
      className={cn('min-w-28', voted && 'bg-success-50 text-success-700 ring-success-500/40 hover:bg-success-100 hover:ring-success-500/60')}
    >
      {vote.isPending ? null : voted ? <Check aria-hidden="true" /> : <ThumbsUp aria-hidden="true" />}
      {text}
    </Button>
  )
}
