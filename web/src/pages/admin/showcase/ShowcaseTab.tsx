import { Code2, ExternalLink, LayoutGrid, Star } from 'lucide-react'
import { ProjectCover } from '../../../components/showcase/ProjectCover'
import { Badge } from '../../../components/ui/badge'
import { CatalogueList } from '../common/CatalogueList'
import { TabHeader } from '../common/TabStates'
import { ProjectFormSheet } from './ProjectFormSheet'
import { featuredFirst, type AdminProject } from './showcaseForm'
import { SHOWCASE_KEY } from './showcaseKeys'

/** Admin tab: the showcase of projects built live; featured first. */
export default function ShowcaseTab() {
  return (
    <section aria-labelledby="admin-showcase-title" className="space-y-6">
      <CatalogueList<AdminProject>
        queryKey={SHOWCASE_KEY}
        listUrl="/api/projects"
        itemUrl={(p) => `/api/admin/projects/${p.id}`}
        nameOf={(p) => p.title}
        order={featuredFirst}
        layout="cards"
        words={{
          many: 'projects',
          newLabel: 'New Project',
          empty: { icon: <LayoutGrid aria-hidden="true" />, text: 'Add the first project built live; it appears on the live sessions page.' },
          deleted: 'Project deleted',
          notDeleted: 'The project was not deleted',
          confirm: { title: 'Delete this project?', description: (p) => `"${p.title}" will leave the showcase on the live page. This cannot be undone.`, label: 'Delete project' },
        }}
        renderHeader={(newButton) => (
          <TabHeader id="admin-showcase-title" title="Showcase" lead="Projects built in the live sessions, as the live page shows them: featured first." action={newButton} />
        )}
        renderItem={(p, actions) => (
          <>
            <div className="relative">
              <ProjectCover title={p.title} technologies={p.technologies} imageUrl={p.imageUrl} width={480} height={270} />
              {p.featured ? (
                <Badge tone="warning" className="absolute left-3 top-3 bg-amber-50 px-2.5 py-0.5 shadow-sm">
                  <Star aria-hidden="true" className="fill-amber-400 text-amber-500" />
                  Featured
                </Badge>
              ) : null}
            </div>
            <div className="flex flex-1 flex-col p-5">
              <h3 className="break-words text-lg font-semibold text-slate-900">{p.title}</h3>
              {p.description ? <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-slate-600">{p.description}</p> : null}
              {p.technologies.length ? (
                <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Technologies">
                  {p.technologies.map((t) => (
                    <li key={t} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                      {t}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-sm">
                {p.demoUrl ? (
                  <a href={p.demoUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:text-brand-800">
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    Demo<span className="sr-only"> of {p.title}</span>
                  </a>
                ) : null}
                {p.codeUrl ? (
                  <a href={p.codeUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:text-brand-800">
                    <Code2 aria-hidden="true" className="size-3.5" />
                    Code<span className="sr-only"> of {p.title}</span>
                  </a>
                ) : null}
              </div>
              <div className="mt-4 border-t border-slate-100 pt-4">{actions}</div>
            </div>
          </>
        )}
        renderForm={(editing, close) => <ProjectFormSheet project={editing} onClose={close} />}
      />
    </section>
  )
}
