import { Clock, Heart, Target, TrendingUp, Users } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Badge } from './ui/badge'
import { Button } from './ui/button'
import { cn } from '../lib/utils'
import { count, localDay } from '../lib/format'
import type { Story } from '../lib/success/successApi'
import { likesLabel, monthlyRevenue, STORY_STATUS_LABELS, STORY_STATUS_TONES } from '../lib/success/successRules'

/** One figure of a story: an icon, the value and what it is. */
function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-inset ring-slate-200/70">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 truncate text-[15px] font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  )
}

/** A success story as partners read it; the like button and the author's status come from the props. */
export function StoryCard({
  story,
  onLike,
  liking,
  showStatus,
}: {
  story: Story
  onLike?: () => void
  liking?: boolean
  showStatus?: boolean
}) {
  const [open, setOpen] = useState(false)
  const revenue = monthlyRevenue(story.monthlyRevenueCents)
  const figures = [
    revenue ? { icon: <TrendingUp aria-hidden="true" />, label: 'Monthly revenue', value: revenue } : null,
    story.clientsAcquired !== null ? { icon: <Users aria-hidden="true" />, label: 'Clients', value: count(story.clientsAcquired) } : null,
    story.timeToFirstSale ? { icon: <Clock aria-hidden="true" />, label: 'First sale', value: story.timeToFirstSale } : null,
  ].filter((f) => f !== null)
  const long = story.description.length > 220

  return (
    <article
      aria-labelledby={`story-${story.id}-title`}
      className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200/80 bg-white shadow-card"
    >
      {story.imageUrl ? (
        <img src={story.imageUrl} alt="" width={640} height={300} loading="lazy" className="aspect-[16/7] w-full bg-mist object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 truncate text-sm font-semibold text-brand-700">{story.company || 'A partner'}</span>
          {story.marketNiche ? (
            <Badge tone="neutral" className="px-2.5 py-0.5">
              <Target aria-hidden="true" />
              {story.marketNiche}
            </Badge>
          ) : null}
          {showStatus ? (
            <Badge tone={STORY_STATUS_TONES[story.status]} className="px-2.5 py-0.5">
              {STORY_STATUS_LABELS[story.status]}
            </Badge>
          ) : null}
        </div>
        <h3 id={`story-${story.id}-title`} className="mt-2 break-words text-lg font-semibold leading-snug text-slate-900">
          {story.title}
        </h3>
        {story.productUsed ? <p className="mt-0.5 text-sm text-slate-500">With {story.productUsed}</p> : null}
        {figures.length ? (
          <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {figures.map((f) => (
              <Figure key={f.label} {...f} />
            ))}
          </dl>
        ) : null}
        <p className={cn('mt-4 whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-700', !open && long && 'line-clamp-4')}>
          {story.description}
        </p>
        {long ? (
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            className="mt-1 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {open ? 'Show less' : 'Read the whole story'}
          </button>
        ) : null}
        {story.strategies.length ? (
          <div className="mt-4">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">What worked</h4>
            <ul className="mt-2 space-y-1.5">
              {story.strategies.map((s) => (
                <li key={s} className="flex gap-2 text-sm leading-snug text-slate-700">
                  <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-500" />
                  <span className="min-w-0 break-words">{s}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {showStatus && story.status === 'declined' && story.declineReason ? (
          <div className="mt-4 rounded-xl bg-danger-50 p-3 text-sm text-danger-700 ring-1 ring-inset ring-danger-500/20">
            <p className="font-semibold">Why it was declined</p>
            <p className="mt-0.5 whitespace-pre-line break-words text-slate-700">{story.declineReason}</p>
          </div>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <span className="text-sm text-slate-500">{localDay(story.createdAt)}</span>
          {onLike ? (
            <Button
              variant={story.likedByMe ? 'primary' : 'secondary'}
              size="sm"
              onClick={onLike}
              loading={liking}
              aria-pressed={story.likedByMe}
              aria-label={`${story.likedByMe ? 'Liked' : 'Like'} "${story.title}", ${likesLabel(story.likes)}`}
            >
              {liking ? null : <Heart aria-hidden="true" className={story.likedByMe ? 'fill-current' : undefined} />}
              {story.likedByMe ? 'Liked' : 'Like'}
              <span className="tabular-nums" data-testid="story-likes">
                {story.likes}
              </span>
            </Button>
          ) : (
            <span className="flex items-center gap-1.5 text-sm text-slate-600">
              <Heart aria-hidden="true" className="size-4" />
              {likesLabel(story.likes)}
            </span>
          )}
        </div>
      </div>
    </article>
  )
}
