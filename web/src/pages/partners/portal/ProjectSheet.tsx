import { useMutation, useQuery } from '@tanstack/react-query'
import { CalendarDays, CheckCircle2, Download, EyeOff, Eye, FileText, Link2, Pencil, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { deliverableFileUrl } from '../../../components/upload/DeliverableFileUpload'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { Progress } from '../../../components/ui/progress'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { apiErrorMessage, getJSON } from '../../../lib/api'
import { day, localDay, money } from '../../../lib/format'
import { PROJECT_STATUSES } from '../rules/projectRules'
import { deliverableTypeLabel, milestoneStatusLabel, nextMilestoneOrder, sortMilestones } from '../rules/workRules'
import { keys, send, type Deliverable, type Milestone, type ProjectDetail } from './api'
import { Select } from '../../../components/ui/select'
import { ListSkeleton, ProjectStatusBadge } from './parts'
import { useApproveProject, useRefreshPartnerData } from './useInvalidate'
import { DeliverableForm, MilestoneForm } from './WorkForms'
import { QuotesSection } from './quotes/QuotesSection'
import { SowSection } from './sow/SowSection'
import { InvoicesSection } from './invoices/InvoicesSection'
import { ProjectReviewTime } from '../sla/ProjectReviewTime'

type Editing = { kind: 'milestone'; id?: number } | { kind: 'deliverable'; id?: number } | undefined

/** View Details: the project with its milestones and deliverables, in a side sheet. */
export function ProjectSheet({ projectId, onClose }: { projectId: number | undefined; onClose: () => void }) {
  return (
    <Dialog open={projectId !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {projectId !== undefined ? <SheetBody key={projectId} projectId={projectId} /> : null}
    </Dialog>
  )
}

function SheetBody({ projectId }: { projectId: number }) {
  const query = useQuery({
    queryKey: keys.project(projectId),
    queryFn: ({ signal }) => getJSON<ProjectDetail>(`/api/partner-projects/${projectId}`, signal),
  })
  const p = query.data
  return (
    <SheetContent aria-describedby={undefined}>
      <div className="border-b border-slate-200 px-5 py-5 pr-14 sm:px-7">
        <DialogTitle className="truncate">{p?.title ?? 'Project details'}</DialogTitle>
        {p ? <DialogDescription className="mt-1 truncate">{p.clientName}</DialogDescription> : null}
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-6 sm:px-7">
        {query.isError ? (
          <LoadError what="this project" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !p ? (
          <ListSkeleton rows={3} />
        ) : (
          <ProjectDetails project={p} />
        )}
      </div>
    </SheetContent>
  )
}

function ProjectDetails({ project: p }: { project: ProjectDetail }) {
  const [editing, setEditing] = useState<Editing>()
  const refresh = useRefreshPartnerData()
  const statusId = useId()
  const setStatus = useMutation({
    mutationFn: (status: string) => send<ProjectDetail>('PATCH', `/api/partner-projects/${p.id}`, { status }),
    onSuccess: () => refresh(),
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: apiErrorMessage(error) ?? 'Failed to update project' }),
  })
  const approve = useApproveProject(p)
  const milestones = sortMilestones(p.milestones)
  const done = () => setEditing(undefined)

  return (
    <div className="space-y-8">
      <section aria-label="Summary" className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <ProjectStatusBadge status={p.status} />
          {p.status === 'review' ? (
            <Button size="sm" onClick={() => approve.mutate()} loading={approve.isPending}>
              {approve.isPending ? null : <CheckCircle2 aria-hidden="true" />}
              Approve
            </Button>
          ) : null}
        </div>
        {p.description ? <p className="whitespace-pre-line text-[15px] leading-relaxed text-slate-700">{p.description}</p> : null}
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-slate-500">Due date</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{day(p.dueDate)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Value</dt>
            <dd className="mt-0.5 font-semibold tabular-nums text-slate-900">{money(p.valueCents)}</dd>
          </div>
        </dl>
        <div>
          <div className="flex justify-between text-sm">
            <span className="text-slate-500">Progress (follows the milestones)</span>
            <span className="font-medium tabular-nums">{p.progress}%</span>
          </div>
          <Progress value={p.progress} aria-label="Project progress" className="mt-1.5" />
        </div>
        <div className="max-w-xs space-y-2">
          <label htmlFor={statusId} className="block text-sm font-medium text-slate-900">
            Status
          </label>
          <Select id={statusId} value={p.status} disabled={setStatus.isPending} onChange={(e) => setStatus.mutate(e.target.value)} compact>
            {PROJECT_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </div>
      </section>

      <SowSection project={p} />

      <QuotesSection project={p} />

      <InvoicesSection project={p} />

      <section aria-labelledby={`milestones-${p.id}`}>
        <div className="flex items-center justify-between gap-3">
          <h3 id={`milestones-${p.id}`} className="text-lg font-semibold">
            Milestones
          </h3>
          {editing?.kind !== 'milestone' || editing.id !== undefined ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing({ kind: 'milestone' })}>
              <Plus aria-hidden="true" />
              Add Milestone
            </Button>
          ) : null}
        </div>
        <div className="mt-3 space-y-3">
          {editing?.kind === 'milestone' && editing.id === undefined ? (
            <MilestoneForm projectId={p.id} nextOrder={nextMilestoneOrder(p.milestones)} onDone={done} />
          ) : null}
          {milestones.length === 0 && editing?.kind !== 'milestone' ? (
            <p className="text-[15px] text-slate-600">No milestones yet. Progress is 0% until the project is completed.</p>
          ) : null}
          <ul className="space-y-3">
            {milestones.map((m) =>
              editing?.kind === 'milestone' && editing.id === m.id ? (
                <li key={m.id}>
                  <MilestoneForm projectId={p.id} milestone={m} nextOrder={m.order} onDone={done} />
                </li>
              ) : (
                <li key={m.id}>
                  <MilestoneRow milestone={m} onEdit={() => setEditing({ kind: 'milestone', id: m.id })} />
                </li>
              ),
            )}
          </ul>
        </div>
      </section>

      <section aria-labelledby={`deliverables-${p.id}`}>
        <div className="flex items-center justify-between gap-3">
          <h3 id={`deliverables-${p.id}`} className="text-lg font-semibold">
            Deliverables
          </h3>
          {editing?.kind !== 'deliverable' || editing.id !== undefined ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing({ kind: 'deliverable' })}>
              <Plus aria-hidden="true" />
              Add Deliverable
            </Button>
          ) : null}
        </div>
        <div className="mt-3 space-y-3">
          <ProjectReviewTime projectId={p.id} />
          {editing?.kind === 'deliverable' && editing.id === undefined ? <DeliverableForm projectId={p.id} onDone={done} /> : null}
          {p.deliverables.length === 0 && editing?.kind !== 'deliverable' ? (
            <p className="text-[15px] text-slate-600">No deliverables yet. Add documents, designs or links to share with the client.</p>
          ) : null}
          <ul className="space-y-3">
            {p.deliverables.map((d) =>
              editing?.kind === 'deliverable' && editing.id === d.id ? (
                <li key={d.id}>
                  <DeliverableForm projectId={p.id} deliverable={d} onDone={done} />
                </li>
              ) : (
                <li key={d.id}>
                  <DeliverableRow deliverable={d} onEdit={() => setEditing({ kind: 'deliverable', id: d.id })} />
                </li>
              ),
            )}
          </ul>
        </div>
      </section>
    </div>
  )
}

function Visibility({ visible }: { visible: boolean }) {
  return visible ? (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-success-700">
      <Eye aria-hidden="true" className="size-3.5" />
      Visible to client
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">
      <EyeOff aria-hidden="true" className="size-3.5" />
      Hidden from client
    </span>
  )
}

function MilestoneRow({ milestone: m, onEdit }: { milestone: Milestone; onEdit: () => void }) {
  const pct = m.status === 'completed' ? 100 : m.percentComplete
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{m.title}</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <span>{milestoneStatusLabel(m.status)}</span>
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {day(m.dueDate)}
            </span>
            <Visibility visible={m.visibleToClient} />
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit milestone ${m.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <Progress value={pct} aria-label={`${m.title} completion`} className="h-2" />
        <span className="w-10 shrink-0 text-right text-xs font-medium tabular-nums text-slate-600">{pct}%</span>
      </div>
    </div>
  )
}

function DeliverableRow({ deliverable: d, onEdit }: { deliverable: Deliverable; onEdit: () => void }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{d.title}</span>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <Badge tone="neutral" className="px-2 py-0.5">{deliverableTypeLabel(d.type)}</Badge>
            <Visibility visible={d.visibleToClient} />
            {d.approvedAt ? (
              <span className="inline-flex items-center gap-1 font-medium text-success-700">
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
                Approved {localDay(d.approvedAt)}
                {d.approvedBy ? ` by ${d.approvedBy}` : ''}
              </span>
            ) : null}
          </p>
          {d.hasFile ? (
            <a
              href={deliverableFileUrl(d.id)}
              download
              className="mt-2 inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <Download aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{d.fileName || 'Download file'}</span>
            </a>
          ) : null}
          {d.link ? (
            <a
              href={d.link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <Link2 aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{d.link}</span>
            </a>
          ) : null}
        </div>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit deliverable ${d.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
    </div>
  )
}
