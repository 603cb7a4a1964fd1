import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Bot, Download, Pencil, Plug, Plus, Star, Trash2, Workflow } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { apiErrorMessage, apiRequest, getJSON } from '../../../lib/api'
import type { MarketTemplate, Package } from '../../../lib/marketApi'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SectionSwitch } from '../common/SectionSwitch'
import { TabEmpty, TabHeader, TabLoading } from '../common/TabStates'
import { MarketTemplateFormSheet } from './MarketTemplateFormSheet'
import { PackageFormSheet } from './PackageFormSheet'

type View = 'packages' | 'templates'
export const ADMIN_MARKET_KEY = ['admin', 'marketplace'] as const
const urls: Record<View, string> = { packages: '/api/admin/marketplace/packages', templates: '/api/admin/marketplace/templates' }

/** Admin tab: the marketplace's integration packages and automation templates. */
export default function MarketplaceTab() {
  const [view, setView] = useState<View>('packages')
  return (
    <section aria-labelledby="admin-market-title" className="space-y-6">
      <TabHeader id="admin-market-title" title="Marketplace" lead="Integration packages with their setup guides, and the automation templates partners install." />
      <SectionSwitch
        label="Marketplace views"
        value={view}
        onChange={setView}
        options={[
          { value: 'packages', label: 'Integration packages' },
          { value: 'templates', label: 'Automation templates' },
        ]}
      />
      <CatalogueAdmin key={view} view={view} />
    </section>
  )
}

type Row = Package | MarketTemplate

function CatalogueAdmin({ view }: { view: View }) {
  const queryClient = useQueryClient()
  const key = [...ADMIN_MARKET_KEY, view]
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getJSON<Row[]>(urls[view], signal), staleTime: 0 })
  const [editing, setEditing] = useState<Row | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<Row | null>(null)

  const remove = useMutation({
    mutationFn: (r: Row) => apiRequest('DELETE', `${urls[view]}/${r.id}`),
    onSuccess: async (_r, r) => {
      await queryClient.invalidateQueries({ queryKey: key })
      toast({ title: 'Deleted', description: r.name })
      setDeleting(null)
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  const what = view === 'packages' ? 'package' : 'template'
  const list = query.data ?? []
  const newButton = (
    <Button onClick={() => setEditing(null)}>
      <Plus aria-hidden="true" />
      New {what}
    </Button>
  )
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[15px] text-slate-600">{query.isSuccess ? `${list.length} ${list.length === 1 ? what : `${what}s`}, most ${view === 'packages' ? 'installed' : 'used'} first` : ' '}</p>
        {newButton}
      </div>
      {query.isPending ? (
        <TabLoading>Loading {what}s...</TabLoading>
      ) : query.isError ? (
        <LoadError what={`the ${what}s`} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <TabEmpty icon={view === 'packages' ? <Plug aria-hidden="true" /> : <Bot aria-hidden="true" />} title={`No ${what}s yet`} action={newButton}>
          {view === 'packages' ? 'Add an integration package with its step-by-step guide.' : 'Add an agent or app template partners can install.'}
        </TabEmpty>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
          {list.map((r) => {
            const Icon = r.kind === 'package' ? Plug : r.type === 'agent' ? Bot : Workflow
            return (
              <li key={r.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
                <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700 sm:flex">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <Badge tone="neutral" className="px-2.5 py-0.5">
                      {r.category}
                    </Badge>
                    <Badge tone="brand" className="px-2.5 py-0.5 capitalize">
                      {r.kind === 'package' ? r.setupComplexity : r.type === 'agent' ? 'AI agent' : 'App'}
                    </Badge>
                  </div>
                  <h3 className="mt-1.5 break-words font-semibold text-slate-900">{r.name}</h3>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
                    <span className="inline-flex items-center gap-1">
                      <Download aria-hidden="true" className="size-3.5" />
                      {r.kind === 'package' ? `${r.installCount} installs` : `${r.usageCount} installs`}
                    </span>
                    {r.kind === 'package' ? (
                      <span className="inline-flex items-center gap-1">
                        <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                        {r.ratingCount ? `${r.averageRating.toFixed(1)} (${r.ratingCount})` : 'No ratings'}
                      </span>
                    ) : null}
                    {r.kind === 'package' ? <span>{r.stepByStepGuide.length} guide steps</span> : null}
                    {r.estimatedSetupTime ? <span>{r.estimatedSetupTime}</span> : null}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(r)} aria-label={`Edit ${r.name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(r)} aria-label={`Delete ${r.name}`} className="!text-danger-700 hover:bg-danger-50">
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {view === 'packages' ? (
        <PackageFormSheet pkg={editing as Package | null | undefined} onClose={() => setEditing(undefined)} />
      ) : (
        <MarketTemplateFormSheet template={editing as MarketTemplate | null | undefined} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${what}?`}
        description={
          deleting
            ? view === 'packages'
              ? `"${deleting.name}" leaves the marketplace with its installs and ratings. This cannot be undone.`
              : `"${deleting.name}" leaves the marketplace. Automations partners already installed from it stay.`
            : ''
        }
        confirmLabel={`Delete ${what}`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  )
}
