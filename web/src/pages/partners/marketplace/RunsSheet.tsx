import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ChevronDown, History, RotateCw } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { FilterSelect } from '../../../components/lists/FilterBar'
import { PagedRows } from '../../../components/lists/PagedList'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../lib/api'
import {
  costText,
  DAY_FILTERS,
  isActive,
  rerun,
  RUNS_BASE,
  RUNS_KEY,
  runFilters,
  runKey,
  runsListKey,
  STATUS_FILTERS,
  tokensText,
  TRIGGER_FILTERS,
  TRIGGER_LABELS,
  type Run,
} from '../../../lib/automationRuns'
import type { Automation } from '../../../lib/marketApi'
import { usePagedList } from '../../../lib/usePagedList'
import { cn } from '../../../lib/utils'
import { formatWhen } from '../../admin/outbox/outboxModel'
import { RunDetails, RunStatusBadge, useLiveRun } from './RunView'

const NO_FILTERS = { status: '', trigger: '', days: '' }
const SKELETON = ['h-6 w-20 rounded-full bg-slate-200', 'h-4 w-40 rounded bg-slate-200', 'ml-auto h-4 w-16 rounded bg-slate-100']

/** An automation's runs, newest first, filtered by status, trigger and days; each opens to all it did, and runs again. */
export function RunsSheet({ automation, onClose }: { automation: Automation | null; onClose: () => void }) {
  return (
    <Dialog open={automation !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent closeLabel="Close runs" className="sm:!max-w-2xl">
        {automation ? <RunsBody key={`${automation.kind}-${automation.id}`} automation={automation} /> : null}
      </SheetContent>
    </Dialog>
  )
}

function RunsBody({ automation }: { automation: Automation }) {
  const ids = { status: useId(), trigger: useId(), days: useId(), caption: useId() }
  const [filters, setFilters] = useState(NO_FILTERS)
  const [open, setOpen] = useState<number | null>(null)
  // The run just queued by Re-Run: its line takes the focus once it is listed.
  const [focusRun, setFocusRun] = useState<number | null>(null)
  const queryClient = useQueryClient()
  const applied = runFilters(automation, filters)
  const paged = usePagedList<Run>(runsListKey(`${automation.kind}:${automation.id}`), RUNS_BASE, applied)
  const filtered = filters.status !== '' || filters.trigger !== '' || filters.days !== ''
  const set = (patch: Partial<typeof NO_FILTERS>) => setFilters((f) => ({ ...f, ...patch }))

  const again = useMutation({
    mutationFn: (run: Run) => rerun(run.id),
    onSuccess: async (run) => {
      // Known queued: once it is seen finished, the month's usage is read again.
      queryClient.setQueryData(runKey(run.id), run)
      toast({ title: 'Run queued', description: `Run #${run.id} uses the same input.` })
      setOpen(run.id)
      setFocusRun(run.id)
      await queryClient.invalidateQueries({ queryKey: [...RUNS_KEY, 'list'] })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not run again', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  return (
    <>
      <div className="border-b border-slate-100 px-4 pb-5 pr-16 pt-6 sm:px-5">
        <DialogTitle>Runs</DialogTitle>
        <DialogDescription className="mt-1 break-words">
          Every run of <strong className="font-semibold text-slate-900">{automation.name}</strong>: open one to see its input, output, tokens and cost, or run it again.
        </DialogDescription>
      </div>
      <div className="flex-1 overflow-y-auto">
        <div className="grid grid-cols-2 gap-3 px-4 py-4 sm:grid-cols-3 sm:px-5">
          <FilterSelect id={ids.status} label="Status" value={filters.status} onChange={(status) => set({ status })} allLabel="All statuses">
            {STATUS_FILTERS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id={ids.trigger} label="Trigger" value={filters.trigger} onChange={(trigger) => set({ trigger })} allLabel="All triggers">
            {TRIGGER_FILTERS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </FilterSelect>
          <div className="col-span-2 sm:col-span-1">
            <FilterSelect id={ids.days} label="When" value={filters.days} onChange={(days) => set({ days })} allLabel="Any time">
              {DAY_FILTERS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </FilterSelect>
          </div>
        </div>
        <PagedRows
          list={paged}
          captionId={ids.caption}
          one="run"
          many="runs"
          what="the runs"
          empty={{ icon: <History aria-hidden="true" className="size-6" />, text: `No runs yet. Use Test Run to try this ${automation.kind === 'agent' ? 'agent' : 'app'} with sample input.` }}
          skeleton={SKELETON}
          filtered={filtered}
          onClear={() => setFilters(NO_FILTERS)}
        >
          {(rows, dimmed) => (
            <ol aria-labelledby={ids.caption} className={cn('divide-y divide-slate-100 border-t border-slate-100 transition-opacity', dimmed && 'opacity-60')}>
              {rows.map((row) => (
                <RunRow
                  key={row.id}
                  row={row}
                  open={open === row.id}
                  onToggle={() => setOpen((o) => (o === row.id ? null : row.id))}
                  onRerun={(run) => again.mutate(run)}
                  rerunning={again.isPending && again.variables.id === row.id}
                  focus={focusRun === row.id}
                  onFocused={() => setFocusRun(null)}
                />
              ))}
            </ol>
          )}
        </PagedRows>
      </div>
    </>
  )
}

/** One run: a line that opens to all of it, with Re-run once it has finished. */
function RunRow({
  row,
  open,
  onToggle,
  onRerun,
  rerunning,
  focus,
  onFocused,
}: {
  row: Run
  open: boolean
  onToggle: () => void
  onRerun: (run: Run) => void
  rerunning: boolean
  focus: boolean
  onFocused: () => void
}) {
  const run = useLiveRun(row)
  const panel = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!focus) return
    toggle.current?.focus()
    onFocused()
  }, [focus, onFocused])
  return (
    <li data-run-id={run.id}>
      <h3>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={onToggle}
          className="flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-5"
        >
          <span className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
            <span className="flex items-center gap-2.5">
              <RunStatusBadge run={run} />
              <span className="whitespace-nowrap font-semibold text-slate-900">Run #{run.id}</span>
            </span>
            <span className="text-[13px] text-slate-600">
              <time dateTime={run.queuedAt} className="whitespace-nowrap">{formatWhen(run.queuedAt)}</time> · {TRIGGER_LABELS[run.trigger] ?? run.trigger}
              {run.rerunOf ? ` · re-run of #${run.rerunOf}` : ''}
            </span>
          </span>
          <span className="hidden shrink-0 text-right text-[13px] tabular-nums text-slate-600 sm:block">
            {isActive(run) ? '—' : `${tokensText(run.tokens)} tokens · ${costText(run.cost)}`}
          </span>
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} />
        </button>
      </h3>
      {open ? (
        <div id={panel} className="space-y-4 bg-slate-50/60 px-4 pb-5 pt-1 sm:px-5">
          <RunDetails run={run} level="h4" />
          <div className="flex justify-end">
            <Button variant="secondary" size="sm" onClick={() => onRerun(run)} loading={rerunning} disabled={isActive(run)} aria-label={`Re-Run #${run.id}`}>
              {rerunning ? null : <RotateCw aria-hidden="true" />}
              Re-Run
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  )
}
