import { Pencil, Star } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { Stars } from '../../components/testimonials/Stars'
import type { PortalProject } from '../../lib/clientPortalModel'
import { formatMoment } from './portalDates'
import { RatingForm } from './RatingForm'
import { ratingState, ratingWord } from './ratingRules'

/**
 * The project's rating: asked for once a deliverable is approved or the
 * project is completed, then thanks and the rating given, which the client
 * may change.
 */
export function ProjectRating({ token, project, company }: { token: string; project: PortalProject; company: string }) {
  const [editing, setEditing] = useState(false)
  const state = ratingState(project)
  if (state === 'none') return null
  const headingId = `project-${project.id}-rating`
  const mine = project.myRating

  return (
    <section aria-labelledby={headingId} data-rating-state={state} className="mt-7 rounded-xl bg-[var(--brand-soft)] p-4 ring-1 ring-inset ring-slate-200 sm:p-5">
      <h4 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
        {mine && !editing ? 'Thanks for your rating' : `How did ${company} do?`}
      </h4>
      {mine && !editing ? (
        <div className="mt-2">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[15px] text-slate-700">
            <Stars rating={mine.rating} size="md" />
            <span className="font-medium">
              {ratingWord(mine.rating)}, {mine.rating} of 5
            </span>
          </p>
          {mine.comment ? <p className="mt-2 whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-700">{mine.comment}</p> : null}
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-[13px] text-slate-600">
              Rated <time dateTime={mine.updatedAt}>{formatMoment(mine.updatedAt)}</time>. {company} sees it.
            </p>
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Change Rating
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {project.status === 'completed'
              ? 'This project is complete. Your rating helps them and future clients.'
              : 'You approved work on this project. A quick rating tells them how it is going.'}
          </p>
          <div className="mt-4">
            <RatingForm
              token={token}
              projectId={project.id}
              projectTitle={project.title}
              current={mine}
              focusOnOpen={editing}
              onDone={() => setEditing(false)}
              onCancel={editing ? () => setEditing(false) : undefined}
            />
          </div>
        </>
      )}
    </section>
  )
}
