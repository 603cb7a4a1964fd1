import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { apiErrorMessage, apiRequest, getJSON } from '../../../lib/api'
import type { SuccessTemplate } from '../../../lib/success/successApi'
import { usageLabel } from '../../../lib/success/successRules'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { TabEmpty, TabLoading } from '../common/TabStates'
import { ADMIN_TEMPLATES_KEY, TemplateFormSheet } from './TemplateFormSheet'

/** The success templates library: create, edit and delete. */
export function TemplatesAdmin() {
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: ADMIN_TEMPLATES_KEY, queryFn: ({ signal }) => getJSON<SuccessTemplate[]>('/api/admin/success-templates', signal), staleTime: 0 })
  const [editing, setEditing] = useState<SuccessTemplate | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<SuccessTemplate | null>(null)

  const remove = useMutation({
    mutationFn: (t: SuccessTemplate) => apiRequest('DELETE', `/api/admin/success-templates/${t.id}`),
    onSuccess: async (_r, t) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_TEMPLATES_KEY })
      toast({ title: 'Template deleted', description: t.title })
      setDeleting(null)
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  const list = query.data ?? []
  const newButton = (
    <Button onClick={() => setEditing(null)}>
      <Plus aria-hidden="true" />
      New template
    </Button>
  )
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[15px] text-slate-600">{query.isSuccess ? `${list.length} ${list.length === 1 ? 'template' : 'templates'} in the library` : ' '}</p>
        {newButton}
      </div>
      {query.isPending ? (
        <TabLoading>Loading templates...</TabLoading>
      ) : query.isError ? (
        <LoadError what="the templates" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <TabEmpty icon={<FileText aria-hidden="true" />} title="No templates yet" action={newButton}>
          Write the first outreach script, proposal or checklist for partners to fill in.
        </TabEmpty>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
          {list.map((t) => (
            <li key={t.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-1.5">
                  <Badge tone="brand" className="px-2.5 py-0.5">
                    {t.categoryLabel}
                  </Badge>
                  <Badge tone="neutral" className="px-2.5 py-0.5 capitalize">
                    {t.difficulty}
                  </Badge>
                  {t.industry ? <span className="text-sm text-slate-500">{t.industry}</span> : null}
                </div>
                <h3 className="mt-1.5 break-words font-semibold text-slate-900">{t.title}</h3>
                <p className="mt-0.5 text-sm text-slate-500">
                  {t.variables.length} {t.variables.length === 1 ? 'variable' : 'variables'} · {usageLabel(t.usageCount)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(t)} aria-label={`Edit ${t.title}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(t)} aria-label={`Delete ${t.title}`} className="!text-danger-700 hover:bg-danger-50">
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TemplateFormSheet template={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this template?"
        description={deleting ? `"${deleting.title}" leaves the partners' library. This cannot be undone.` : ''}
        confirmLabel="Delete template"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  )
}
