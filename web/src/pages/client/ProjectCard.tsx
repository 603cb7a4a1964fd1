import { CalendarDays, CheckCircle2, Circle, CircleDot } from 'lucide-react'
import { Progress } from '../../components/ui/progress'
import { cn } from '../../lib/utils'
import { labelOf, MILESTONE_STATUS_LABELS, PROJECT_STATUS_LABELS, type PortalMilestone, type PortalProject } from '../../lib/clientPortalModel'
import { DeliverableItem } from './DeliverableItem'
import { formatDay } from './portalDates'
import { ProjectRating } from './ProjectRating'

const statusTones: Record<string, string> = {
  planning: 'bg-slate-100 text-slate-700 ring-slate-200',
  'in-progress': 'bg-[var(--brand-soft)] text-[var(--brand-text)] ring-[var(--brand)]/25',
  review: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-success-50 text-success-700 ring-success-100',
  'on-hold': 'bg-slate-100 text-slate-600 ring-slate-200',
}

/** One shared project: status, progress, visible milestones and deliverables. */
export function ProjectCard({ token, project, company }: { token: string; project: PortalProject; company: string }) {
  const headingId = `project-${project.id}`
  const milestones = [...project.milestones].sort((a, b) => a.order - b.order || a.id - b.id)
  return (
    <article aria-labelledby={headingId} data-project-id={project.id} className="overflow-hidden rounded-card border border-slate-200/80 bg-white shadow-card">
      <div className="h-1.5 bg-[var(--brand)]" aria-hidden="true" />
      <div className="p-5 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 text-xl font-bold tracking-tight break-words text-slate-900 sm:text-2xl">
            {project.title}
          </h3>
          <span
            className={cn(
              'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
              statusTones[project.status] ?? statusTones.planning,
            )}
          >
            {labelOf(PROJECT_STATUS_LABELS, project.status)}
          </span>
        </div>
        {project.dueDate ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays aria-hidden="true" className="size-4" />
            Due <time dateTime={project.dueDate}>{formatDay(project.dueDate)}</time>
          </p>
        ) : null}
        {project.description ? <p className="mt-3 whitespace-pre-line text-[15px] leading-relaxed text-slate-700">{project.description}</p> : null}

        <div className="mt-5">
          <div className="flex items-baseline justify-between text-sm">
            <span id={`${headingId}-progress`} className="font-medium text-slate-700">
              Progress
            </span>
            <span className="text-lg font-bold tabular-nums text-slate-900">{project.progress}%</span>
          </div>
          <Progress
            value={project.progress}
            aria-labelledby={`${headingId}-progress`}
            className="mt-2 h-2.5"
            indicatorClassName="bg-[var(--accent)]"
          />
        </div>

        {milestones.length > 0 ? (
          <div className="mt-7">
            <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-500">Milestones</h4>
            <ol className="mt-3 space-y-0">
              {milestones.map((m, i) => (
                <MilestoneRow key={m.id} milestone={m} last={i === milestones.length - 1} />
              ))}
            </ol>
          </div>
        ) : null}

        <div className="mt-7">
          <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-500">Deliverables</h4>
          {project.deliverables.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600">Nothing delivered yet.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {project.deliverables.map((d) => (
                <DeliverableItem key={d.id} token={token} deliverable={d} project={project} company={company} />
              ))}
            </ul>
          )}
        </div>

        <ProjectRating token={token} project={project} company={company} />
      </div>
    </article>
  )
}

function MilestoneRow({ milestone: m, last }: { milestone: PortalMilestone; last: boolean }) {
  const done = m.status === 'completed'
  const active = m.status === 'in-progress'
  const Icon = done ? CheckCircle2 : active ? CircleDot : Circle
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      {!last ? <span aria-hidden="true" className="absolute left-[11px] top-7 bottom-0 w-px bg-slate-200" /> : null}
      <Icon
        aria-hidden="true"
        className={cn('relative mt-0.5 size-6 shrink-0 bg-white', done ? 'text-[var(--accent-text)]' : active ? 'text-[var(--brand-text)]' : 'text-slate-400')}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className={cn('font-semibold break-words', done ? 'text-slate-700' : 'text-slate-900')}>{m.title}</p>
          <p className="text-[13px] tabular-nums text-slate-600">
            {labelOf(MILESTONE_STATUS_LABELS, m.status)}
            {!done && m.percentComplete > 0 ? ` · ${m.percentComplete}%` : ''}
          </p>
        </div>
        {m.description ? <p className="mt-0.5 text-sm text-slate-600">{m.description}</p> : null}
        {m.dueDate ? (
          <p className="mt-0.5 text-[13px] text-slate-500">
            Due <time dateTime={m.dueDate}>{formatDay(m.dueDate)}</time>
          </p>
        ) : null}
      </div>
    </li>
  )
}
