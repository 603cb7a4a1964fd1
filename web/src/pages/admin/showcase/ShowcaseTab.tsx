import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Code2, ExternalLink, ImageOff, LayoutGrid, Pencil, Plus, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { apiErrorMessage, apiRequest, getJSON } from '../../../lib/api'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { TabEmpty, TabHeader, TabLoading } from '../common/TabStates'
import { ProjectFormSheet } from './ProjectFormSheet'
import { featuredFirst, type AdminProject } from './showcaseForm'
import { SHOWCASE_KEY } from './showcaseKeys'

/** Admin tab: the showcase of projects built live; featured first. */
export default function ShowcaseTab() {
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: SHOWCASE_KEY, queryFn: ({ signal }) => getJSON<AdminProject[]>('/api/projects', signal) })
  const [editing, setEditing] = useState<AdminProject | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<AdminProject | null>(null)

  const remove = useMutation({
    mutationFn: (p: AdminProject) => apiRequest('DELETE', `/api/admin/projects/${p.id}`),
    onSuccess: async (_r, p) => {
      await queryClient.invalidateQueries({ queryKey: SHOWCASE_KEY })
      toast({ title: 'Project deleted', description: p.title })
      setDeleting(null)
    },
    onError: (error) => toast({ variant: 'destructive', title: 'The project was not deleted', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  const list = featuredFirst(query.data ?? [])
  const newButton = (
    <Button onClick={() => setEditing(null)}>
      <Plus aria-hidden="true" />
      New project
    </Button>
  )

  return (
    <section aria-labelledby="admin-showcase-title" className="space-y-6">
      <TabHeader id="admin-showcase-title" title="Showcase" lead="Projects built in the live sessions, as the live page shows them: featured first." action={newButton} />
      {query.isPending ? (
        <TabLoading>Loading projects...</TabLoading>
      ) : query.isError ? (
        <LoadError what="the showcase" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <TabEmpty icon={<LayoutGrid aria-hidden="true" />} title="No projects yet" action={newButton}>
          Add the first project built live; it appears on the live sessions page.
        </TabEmpty>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((p) => (
            <li key={p.id} className="flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
              <div className="relative aspect-[16/9] bg-mist">
                {p.imageUrl ? (
                  <img src={p.imageUrl} alt="" width={480} height={270} loading="lazy" className="size-full object-cover" />
                ) : (
                  <div className="flex size-full items-center justify-center text-slate-400">
                    <ImageOff aria-hidden="true" className="size-8" />
                    <span className="sr-only">No image</span>
                  </div>
                )}
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
                <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(p)} aria-label={`Edit ${p.title}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(p)} aria-label={`Delete ${p.title}`} className="!text-danger-700 hover:bg-danger-50">
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ProjectFormSheet project={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this project?"
        description={deleting ? `"${deleting.title}" will leave the showcase on the live page. This cannot be undone.` : ''}
        confirmLabel="Delete project"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  )
}
