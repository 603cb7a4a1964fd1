import { useQuery } from '@tanstack/react-query'
import { Code2, ExternalLink, Hammer, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { ProjectCover } from '../../components/showcase/ProjectCover'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import type { ShowcaseProject } from '../../lib/showcase'
import { featuredFirst } from './liveRules'

/**
 * The showcase's list (GET /api/projects), featured first; `loading` is
 * what shows while it is on its way (the same room the page kept for it).
 */
export function ShowcaseProjects({ loading }: { loading: ReactNode }) {
  const { data, isPending, isError, refetch } = useQuery<ShowcaseProject[]>({ queryKey: ['/api/projects'] })
  if (isPending) return loading
  if (isError)
    return (
      <div className="rounded-card border border-slate-200 bg-mist p-8 text-center">
        <p className="text-slate-700">The showcase could not be loaded.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    )
  if (data.length === 0)
    return (
      <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-mist px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-white text-brand-600 ring-1 ring-inset ring-slate-200">
          <Hammer aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-4 text-lg font-semibold">The first builds are on their way</p>
        <p className="mt-2 max-w-md text-slate-600">
          Finished projects appear here after their session. Submit yours and it could be the first one.
        </p>
      </div>
    )
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {featuredFirst(data).map((p) => (
        <li key={p.id}>
          <ProjectCard project={p} />
        </li>
      ))}
    </ul>
  )
}

function ProjectCard({ project: p }: { project: ShowcaseProject }) {
  return (
    <article
      aria-labelledby={`project-${p.id}`}
      className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200/80 bg-white shadow-card"
    >
      <ProjectCover title={p.title} technologies={p.technologies} imageUrl={p.imageUrl} width={640} height={360} />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`project-${p.id}`} className="text-lg font-semibold break-words">
            {p.title}
          </h3>
          {p.featured ? (
            <Badge tone="warning" className="shrink-0">
              <Star aria-hidden="true" />
              Featured
            </Badge>
          ) : null}
        </div>
        {p.description ? <p className="mt-2 flex-1 text-[15px] leading-relaxed break-words text-slate-600">{p.description}</p> : <div className="flex-1" />}
        {p.technologies.length > 0 ? (
          <ul aria-label="Technologies" className="mt-4 flex flex-wrap gap-1.5">
            {p.technologies.map((t) => (
              <li key={t} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {t}
              </li>
            ))}
          </ul>
        ) : null}
        {p.demoUrl || p.codeUrl ? (
          <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-100 pt-4 text-sm font-medium">
            {p.demoUrl ? (
              <a href={p.demoUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 text-brand-700 hover:text-brand-800">
                <ExternalLink aria-hidden="true" className="size-4" />
                Live demo<span className="sr-only"> of {p.title} (opens in a new tab)</span>
              </a>
            ) : null}
            {p.codeUrl ? (
              <a href={p.codeUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 text-brand-700 hover:text-brand-800">
                <Code2 aria-hidden="true" className="size-4" />
                Code<span className="sr-only"> of {p.title} (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
