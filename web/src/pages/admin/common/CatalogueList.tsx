import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { LoadError } from '../../../components/ui/error-panel'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage, apiRequest, getJSON } from '../../../lib/api'
import { TabEmpty, TabLoading } from './TabStates'
import { useCan } from './Can'

/** What a catalogue calls one of its items, in its own words. */
export interface CatalogueWords<T> {
  /** 'templates': for "Loading templates...", "No templates yet" and "the templates". */
  many: string
  /** The label of the button that opens an empty form ("New Template"). */
  newLabel: string
  /** The line above the list once it has loaded. */
  summary?: (list: T[]) => string
  empty: { icon: ReactNode; text: string }
  /** The toast after a delete ("Template deleted"), and when it failed. */
  deleted: string
  notDeleted: string
  /** The confirmation: its question and what deleting this item means. */
  confirm: { title: string; description: (item: T) => string; label: string }
}

interface CatalogueListProps<T extends { id: string | number }> {
  queryKey: QueryKey
  listUrl: string
  /** Where DELETE goes for one item. */
  itemUrl: (item: T) => string
  nameOf: (item: T) => string
  words: CatalogueWords<T>
  /** The order shown; the server's when absent. */
  order?: (list: T[]) => T[]
  /** 'rows': one card with a row per item (CatalogueRow); 'cards': a grid of cards. */
  layout: 'rows' | 'cards'
  /** One item's content, given its Edit and Delete buttons to place. */
  renderItem: (item: T, actions: ReactNode) => ReactNode
  /** The form sheet: `editing` is undefined when closed, null for a new item. */
  renderForm: (editing: T | null | undefined, close: () => void) => ReactNode
  /** The heading row, given the New button to place; a summary row with the button when absent. */
  renderHeader?: (newButton: ReactNode) => ReactNode
}

/**
 * A staff catalogue (showcase projects, success templates, marketplace packages
 * and templates): loading, error and empty states, the list, its form sheet and
 * a confirmed delete, the same on every such screen.
 */
export function CatalogueList<T extends { id: string | number }>(props: CatalogueListProps<T>) {
  const { queryKey, listUrl, itemUrl, nameOf, words, order, layout, renderItem, renderForm, renderHeader } = props
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey, queryFn: ({ signal }) => getJSON<T[]>(listUrl, signal), staleTime: 0 })
  const [editing, setEditing] = useState<T | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<T | null>(null)

  const remove = useMutation({
    mutationFn: (item: T) => apiRequest('DELETE', itemUrl(item)),
    onSuccess: async (_r, item) => {
      await queryClient.invalidateQueries({ queryKey })
      toast({ title: words.deleted, description: nameOf(item) })
      setDeleting(null)
    },
    onError: (error) => toast({ variant: 'destructive', title: words.notDeleted, description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  const list = order ? order(query.data ?? []) : (query.data ?? [])
  // A role that may not change the catalogue reads it: no New, Edit or Delete.
  const canManage = useCan()('manage')
  const newButton = canManage ? (
    <Button onClick={() => setEditing(null)}>
      <Plus aria-hidden="true" />
      {words.newLabel}
    </Button>
  ) : null
  const actions = (item: T) => (canManage ? <ItemActions name={nameOf(item)} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} /> : null)

  return (
    <div className="space-y-5">
      {renderHeader ? (
        renderHeader(newButton)
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-[15px] text-slate-600">{query.isSuccess && words.summary ? words.summary(list) : ' '}</p>
          {newButton}
        </div>
      )}
      {query.isPending ? (
        <TabLoading>Loading {words.many}...</TabLoading>
      ) : query.isError ? (
        <LoadError what={`the ${words.many}`} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <TabEmpty icon={words.empty.icon} title={`No ${words.many} yet`} action={newButton}>
          {words.empty.text}
        </TabEmpty>
      ) : (
        <ul className={layout === 'rows' ? 'divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white shadow-card' : 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3'}>
          {list.map((item) => (
            <li
              key={item.id}
              className={layout === 'rows' ? 'flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5' : 'flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card'}
            >
              {renderItem(item, actions(item))}
            </li>
          ))}
        </ul>
      )}
      {renderForm(editing, () => setEditing(undefined))}
      <ConfirmDialog
        open={deleting !== null}
        title={words.confirm.title}
        description={deleting ? words.confirm.description(deleting) : ''}
        confirmLabel={words.confirm.label}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  )
}

/** An item's Edit and Delete buttons, named for the item. */
export function ItemActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`} className="!text-danger-700 hover:bg-danger-50">
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  )
}

/** One row of a 'rows' catalogue: an optional icon, badges, the title, a line of facts, and the actions. */
export function CatalogueRow({ icon, badges, title, meta, actions }: { icon?: ReactNode; badges: ReactNode; title: string; meta: ReactNode; actions: ReactNode }) {
  return (
    <>
      {icon ? <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700 sm:flex [&_svg]:size-5">{icon}</span> : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">{badges}</div>
        <h3 className="mt-1.5 break-words font-semibold text-slate-900">{title}</h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">{meta}</p>
      </div>
      {actions}
    </>
  )
}
