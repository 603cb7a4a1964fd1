import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Bot, History, Pencil, Play, Trash2, Workflow, Zap } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { apiErrorMessage } from '../../../lib/api'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { localDay } from '../../../lib/format'
import { EmptyState, ListSkeleton, TabHeader } from '../portal/parts'
import { EditAutomationDialog } from './EditAutomationDialog'
import { EndpointDialog } from './EndpointDialog'
import { RunsSheet } from './RunsSheet'
import { TestRunDialog } from './TestRunDialog'
import { TriggersSheet } from './TriggersSheet'
import { UsagePanel } from './UsagePanel'
import { fetchUsage, USAGE_KEY } from '../../../lib/automationRuns'
import { AUTOMATIONS_KEY, catalogueKey, deleteAutomation, fetchAutomations, fetchCatalogue, type Automation } from '../../../lib/marketApi'
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from './marketRules'

const TEMPLATES_QUERY = '?kind=template&sort=name'

/**
 * My automations: this month's runs and the model they call, then the
 * partner's agents and apps, with the template each came from, to test run,
 * see the runs of, start by triggers, edit or delete.
 */
export function AutomationsSection({ onBrowse }: { onBrowse: () => void }) {
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: AUTOMATIONS_KEY, queryFn: fetchAutomations, staleTime: 0 })
  // The template names, to say where each automation came from.
  const templates = useQuery({ queryKey: catalogueKey(TEMPLATES_QUERY), queryFn: () => fetchCatalogue(TEMPLATES_QUERY) })
  const templateName = (id: number | null) => (id === null ? undefined : templates.data?.items.find((t) => t.kind === 'template' && t.id === id)?.name)
  const [editing, setEditing] = useState<Automation | null>(null)
  const [deleting, setDeleting] = useState<Automation | null>(null)
  const [testing, setTesting] = useState<Automation | null>(null)
  const [history, setHistory] = useState<Automation | null>(null)
  const [triggering, setTriggering] = useState<Automation | null>(null)
  const [endpointOpen, setEndpointOpen] = useState(false)
  const usage = useQuery({ queryKey: USAGE_KEY, queryFn: fetchUsage, staleTime: 0 })

  const remove = useMutation({
    mutationFn: (a: Automation) => deleteAutomation(a),
    onSuccess: async (_r, a) => {
      await queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY })
      toast({ title: 'Automation deleted', description: a.name })
      setDeleting(null)
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  const list = query.data ?? []
  return (
    <section aria-label="My automations" className="space-y-5">
      <TabHeader title="My automations" description="The agents and apps you installed from templates. Adjust them for each client, test run them, then switch them on." />
      <UsagePanel usage={usage} onEndpoint={() => setEndpointOpen(true)} />
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : query.isError ? (
        <LoadError what="your automations" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState icon={Bot} title="No automations yet" action={<Button onClick={onBrowse}>Browse Automation Templates</Button>}>
          Install an automation template from the catalogue: it becomes a draft agent or app of your own.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.map((a) => {
            const Icon = a.kind === 'agent' ? Bot : Workflow
            const from = templateName(a.templateId)
            return (
              <li key={`${a.kind}-${a.id}`} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3.5 gap-y-4 rounded-card border border-slate-200/80 bg-white p-4 shadow-card sm:p-5">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-50 text-violet-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="min-w-0 break-words font-semibold text-slate-900">{a.name}</h3>
                    <Badge tone={STATUS_TONES[a.status]} className="px-2.5 py-0.5">
                      {STATUS_LABELS[a.status]}
                    </Badge>
                  </div>
                  <p className="mt-0.5 text-sm text-slate-500">
                    {KIND_LABELS[a.kind]}
                    {a.kind === 'agent' && a.model ? ` · ${a.model}` : ''}
                    {a.templateId !== null ? ` · from ${from ? `"${from}"` : 'a template'}` : ''}
                  </p>
                  {a.description ? <p className="mt-2 line-clamp-2 break-words text-sm text-slate-600">{a.description}</p> : null}
                  <p className="mt-2 text-xs text-slate-500">Updated {localDay(a.updatedAt)}</p>
                </div>
                <div className="col-span-2 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
                  <Button size="sm" onClick={() => setTesting(a)} aria-label={`Test Run ${a.name}`} aria-haspopup="dialog">
                    <Play aria-hidden="true" />
                    Test Run
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setHistory(a)} aria-label={`Runs of ${a.name}`} aria-haspopup="dialog">
                    <History aria-hidden="true" />
                    Runs
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setTriggering(a)} aria-label={`Triggers of ${a.name}`} aria-haspopup="dialog">
                    <Zap aria-hidden="true" />
                    Triggers
                  </Button>
                  <div className="ml-auto flex gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setEditing(a)} aria-label={`Edit ${a.name}`}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(a)} aria-label={`Delete ${a.name}`} className="!text-danger-700 hover:bg-danger-50">
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <EditAutomationDialog automation={editing} onClose={() => setEditing(null)} />
      <TestRunDialog
        automation={testing}
        model={usage.data?.model.source}
        onClose={() => setTesting(null)}
        onSetUpModel={() => {
          setTesting(null)
          setEndpointOpen(true)
        }}
      />
      <RunsSheet automation={history} onClose={() => setHistory(null)} />
      <TriggersSheet automation={triggering ? (list.find((x) => x.kind === triggering.kind && x.id === triggering.id) ?? triggering) : null} onClose={() => setTriggering(null)} />
      <EndpointDialog open={endpointOpen} onOpenChange={setEndpointOpen} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this automation?"
        description={deleting ? `"${deleting.name}" and its settings will be removed. The template stays in the marketplace.` : ''}
        confirmLabel="Delete automation"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  )
}
