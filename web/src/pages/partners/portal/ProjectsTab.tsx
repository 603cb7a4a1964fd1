import { useQuery } from '@tanstack/react-query'
import { CalendarDays, CheckCircle2, Eye, FolderKanban, ListFilter, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Progress } from '../../../components/ui/progress'
import { LoadError } from '../../../components/ui/error-panel'
import { getJSON } from '../../../lib/api'
import { day, money } from '../../../lib/format'
import { PROJECT_STATUSES, projectsUrl } from '../rules/projectRules'
import { keys, type Project } from './api'
import { Select } from '../../../components/ui/select'
import { NewProjectDialog } from './NewProjectDialog'
import { EmptyState, ListSkeleton, ProjectStatusBadge, TabHeader } from './parts'
import { ProjectSheet } from './ProjectSheet'
import { useApproveProject } from './useInvalidate'
import { useOpenProject } from './portalTabs'

export default function ProjectsTab() {
  const [filter, setFilter] = useState('all')
  const [creating, setCreating] = useState(false)
  const [openId, setOpenId] = useOpenProject()
  const filterId = useId()
  const query = useQuery({
    queryKey: keys.projects(filter),
    queryFn: ({ signal }) => getJSON<Project[]>(projectsUrl(filter), signal),
  })

  return (
    <div className="space-y-6">
      <TabHeader
        title="Projects"
        description="Every project, its progress and what it is worth."
        actions={
          <>
            <div className="flex items-center gap-2">
              <label htmlFor={filterId} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
                <ListFilter aria-hidden="true" className="size-4" />
                Filter
              </label>
              <Select id={filterId} value={filter} onChange={(e) => setFilter(e.target.value)} compact className="w-40">
                <option value="all">All statuses</option>
                {PROJECT_STATUSES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
            </div>
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New Project
            </Button>
          </>
        }
      />
      {query.isError ? (
        <LoadError what="your projects" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <ListSkeleton />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          title={filter === 'all' ? 'No Projects Yet' : 'No projects with this status'}
          action={
            filter === 'all' ? (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                Create Your First Project
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setFilter('all')}>
                Show All Projects
              </Button>
            )
          }
        >
          {filter === 'all' ? 'Add a project to track its milestones and share it with your client.' : 'Try another status.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {query.data.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} onOpen={() => setOpenId(p.id)} />
            </li>
          ))}
        </ul>
      )}
      <NewProjectDialog open={creating} onOpenChange={setCreating} />
      <ProjectSheet projectId={openId} onClose={() => setOpenId(undefined)} />
    </div>
  )
}

function ProjectCard({ project: p, onOpen }: { project: Project; onOpen: () => void }) {
  const approve = useApproveProject(p)
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-semibold text-slate-900">{p.title}</h3>
          <p className="truncate text-sm text-slate-600">{p.clientName}</p>
        </div>
        <ProjectStatusBadge status={p.status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">Due date</dt>
          <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-slate-900">
            <CalendarDays aria-hidden="true" className="size-4 text-slate-400" />
            {day(p.dueDate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Value</dt>
          <dd className="mt-0.5 font-semibold tabular-nums text-slate-900">{money(p.valueCents)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <div className="flex justify-between text-sm">
          <span className="text-slate-500">Progress</span>
          <span className="font-medium tabular-nums text-slate-900">{p.progress}%</span>
        </div>
        <Progress value={p.progress} aria-label={`${p.title} progress`} className="mt-1.5" />
      </div>
      <div className="mt-5 flex flex-wrap gap-2 pt-1 sm:mt-auto sm:pt-5">
        <Button variant="secondary" size="sm" onClick={onOpen}>
          <Eye aria-hidden="true" />
          View Details
        </Button>
        {p.status === 'review' ? (
          <Button size="sm" onClick={() => approve.mutate()} loading={approve.isPending}>
            {approve.isPending ? null : <CheckCircle2 aria-hidden="true" />}
            Approve
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
