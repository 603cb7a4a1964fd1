import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, Bot, Pause, Workflow } from 'lucide-react'
import { useId, useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { LoadError } from '../../../components/ui/error-panel'
import { Progress } from '../../../components/ui/progress'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage, isUnauthorized } from '../../../lib/api'
import { cn } from '../../../lib/utils'
import { Avatar } from '../common/Avatar'
import { Can } from '../common/Can'
import { TabEmpty, TabHeader, TabLoading } from '../common/TabStates'
import {
  AUTOMATIONS_KEY,
  compactText,
  countText,
  dollarsText,
  fetchAutomationUsage,
  isFailing,
  KIND_LABELS,
  monthName,
  pauseAutomation,
  runsText,
  shareLevel,
  sortAutomations,
  STATUS_LABELS,
  STATUS_TONES,
  tokenShare,
  tokenShareText,
  totals,
  type AutomationUsage,
  type PartnerAutomationUsage,
  type StaffAutomation,
} from './automationsModel'

export const NO_AUTOMATIONS_TEXT = 'No partner has installed an automation yet.'

/** An automation staff are about to pause, with whose it is. */
interface Pausing {
  automation: StaffAutomation
  company: string
}

/** Admin tab: every partner's automations, their runs, tokens and cost this month, and a pause for any of them. */
export default function AutomationsTab() {
  const query = useQuery({ queryKey: AUTOMATIONS_KEY, queryFn: ({ signal }) => fetchAutomationUsage(signal), staleTime: 0 })
  const [pausing, setPausing] = useState<Pausing | null>(null)
  const pause = usePause(() => setPausing(null))
  const month = query.data ? monthName(query.data.month) : 'this month'

  return (
    <section aria-labelledby="admin-automations-title" className="space-y-6">
      <TabHeader
        id="admin-automations-title"
        title="Automations"
        lead={`Each partner's automation runs, tokens and cost in ${month}, and a pause for any automation.`}
      />
      {query.isPending ? (
        <Card className="px-5">
          <TabLoading>Loading automations...</TabLoading>
        </Card>
      ) : query.isError ? (
        <LoadError what="automations" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.partners.length === 0 ? (
        <TabEmpty icon={<Bot aria-hidden="true" />} title={NO_AUTOMATIONS_TEXT}>
          When a partner installs an agent or an app from the marketplace, its runs, tokens and cost show here.
        </TabEmpty>
      ) : (
        <>
          <Summary usage={query.data} month={month} />
          <PartnerList usage={query.data} onPause={setPausing} />
        </>
      )}
      <ConfirmDialog
        open={pausing !== null}
        onOpenChange={(open) => !open && setPausing(null)}
        title="Pause this automation?"
        description={
          pausing
            ? `"${pausing.automation.name}" of ${pausing.company} starts no more runs until the partner switches it on again. The pause is recorded in the audit log.`
            : ''
        }
        confirmLabel="Pause Automation"
        variant="primary"
        pending={pause.isPending}
        onConfirm={() => pausing && pause.mutate(pausing)}
      />
    </section>
  )
}

/** Pauses an automation: the cached list shows it paused at once, a toast says so, and the list is read again. */
function usePause(onSettled: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ automation }: Pausing) => pauseAutomation(automation),
    onSuccess: (_, { automation, company }) => {
      queryClient.setQueryData<AutomationUsage>(AUTOMATIONS_KEY, (old) =>
        old
          ? {
              ...old,
              partners: old.partners.map((p) => ({
                ...p,
                automations: p.automations.map((a) => (a.kind === automation.kind && a.id === automation.id ? { ...a, status: 'paused' as const } : a)),
              })),
            }
          : old,
      )
      toast({ title: 'Automation paused', description: `"${automation.name}" of ${company} starts no more runs.` })
    },
    onError: (error) => {
      // An ended session: the layout goes back to sign-in.
      if (isUnauthorized(error)) return
      toast({ variant: 'destructive', title: 'Could not pause the automation', description: apiErrorMessage(error) ?? 'Please try again.' })
    },
    onSettled: () => {
      onSettled()
      void queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY })
    },
  })
}

const statLabel = 'text-xs font-medium uppercase tracking-wide text-slate-600'
const statFigure = 'mt-1 text-2xl font-semibold tracking-tight tabular-nums text-slate-900'
const statNote = 'mt-0.5 text-[13px] text-slate-600'

/** The month at a glance: partners, runs, tokens and cost over all of them. */
function Summary({ usage, month }: { usage: AutomationUsage; month: string }) {
  const heading = useId()
  const t = totals(usage.partners)
  const limit = usage.limits.monthlyTokens
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading} className="sr-only">
        Totals for {month}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Card className="p-4 sm:p-5">
          <dt className={statLabel}>Partners</dt>
          <dd className={statFigure} data-testid="automations-partners">
            {countText(t.partners)}
          </dd>
          <dd className={statNote}>
            {countText(t.automations)} {t.automations === 1 ? 'automation' : 'automations'}
          </dd>
        </Card>
        <Card className="p-4 sm:p-5">
          <dt className={statLabel}>Runs</dt>
          <dd className={statFigure} data-testid="automations-runs">
            {countText(t.runs)}
          </dd>
          <dd className={cn(statNote, t.failed > 0 && 'font-medium text-danger-700')}>{t.failed > 0 ? `${countText(t.failed)} failed` : 'None failed'}</dd>
        </Card>
        <Card className="p-4 sm:p-5">
          <dt className={statLabel}>Tokens</dt>
          <dd className={statFigure} data-testid="automations-tokens">
            {countText(t.tokens)}
          </dd>
          <dd className={statNote}>{limit > 0 ? `Up to ${compactText(limit)} a partner` : 'No monthly limit'}</dd>
        </Card>
        <Card className="p-4 sm:p-5">
          <dt className={statLabel}>Cost</dt>
          <dd className={statFigure} data-testid="automations-cost">
            {dollarsText(t.cost)}
          </dd>
          <dd className={statNote}>US dollars</dd>
        </Card>
      </dl>
    </section>
  )
}

function PartnerList({ usage, onPause }: { usage: AutomationUsage; onPause: (p: Pausing) => void }) {
  const heading = useId()
  return (
    <section aria-labelledby={heading} className="space-y-3">
      <div>
        <h3 id={heading} className="text-[17px] font-semibold text-slate-900">
          Partners
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">Busiest this month first, with each of their automations.</p>
      </div>
      <ul aria-labelledby={heading} className="space-y-4">
        {usage.partners.map((p) => (
          <li key={p.partnerId} data-partner-id={p.partnerId}>
            <PartnerCard partner={p} limit={usage.limits.monthlyTokens} onPause={onPause} />
          </li>
        ))}
      </ul>
    </section>
  )
}

const figLabel = 'text-xs font-medium text-slate-600'
const figValue = 'mt-0.5 text-[15px] font-semibold tabular-nums text-slate-900'

/** One partner: who, their month in figures with tokens against the limit, and their automations. */
function PartnerCard({ partner: p, limit, onPause }: { partner: PartnerAutomationUsage; limit: number; onPause: (p: Pausing) => void }) {
  const heading = useId()
  const share = tokenShare(p.tokens, limit)
  const level = shareLevel(share)
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={heading}>
        <div className="flex flex-col gap-4 px-4 py-4 sm:px-5 lg:flex-row lg:items-center lg:justify-between lg:gap-8">
          <div className="flex min-w-0 items-center gap-3">
            <Avatar name={p.company || p.email} />
            <div className="min-w-0">
              <h4 id={heading} className="break-words font-semibold text-slate-900">
                {p.company || p.email}
              </h4>
              <p className="break-all text-[13px] text-slate-600">{p.email}</p>
            </div>
          </div>
          <dl className="grid shrink-0 grid-cols-3 gap-x-4 gap-y-3 sm:grid-cols-[repeat(3,minmax(0,6.5rem))_minmax(0,1fr)] lg:w-[38rem]">
            <div>
              <dt className={figLabel}>Runs</dt>
              <dd className={figValue}>{countText(p.runs)}</dd>
            </div>
            <div>
              <dt className={figLabel}>Failed</dt>
              <dd className={cn(figValue, p.failed > 0 && 'text-danger-700')}>{countText(p.failed)}</dd>
            </div>
            <div>
              <dt className={figLabel}>Cost</dt>
              <dd className={cn(figValue, 'whitespace-nowrap')}>{dollarsText(p.cost)}</dd>
            </div>
            <div className="col-span-3 sm:col-span-1">
              <dt className={figLabel}>Tokens</dt>
              <dd className={figValue}>{countText(p.tokens)}</dd>
              {limit > 0 ? (
                <dd className="mt-1.5">
                  <Progress
                    value={Math.min(p.tokens, limit)}
                    max={limit}
                    aria-label={`Tokens of ${p.company || p.email} against the monthly limit`}
                    className="h-1.5"
                    tone={level === 'critical' ? 'danger' : level === 'high' ? 'warning' : 'success'}
                  />
                </dd>
              ) : null}
              <dd className={cn('mt-1 text-[12px] text-slate-600', level === 'critical' && 'font-medium text-danger-700')}>{tokenShareText(p.tokens, limit)}</dd>
            </div>
          </dl>
        </div>
        <ul aria-label={`Automations of ${p.company || p.email}`} className="divide-y divide-slate-100 border-t border-slate-100 bg-slate-50/60">
          {sortAutomations(p.automations).map((a) => (
            <AutomationRow key={`${a.kind}-${a.id}`} automation={a} onPause={() => onPause({ automation: a, company: p.company || p.email })} />
          ))}
        </ul>
      </article>
    </Card>
  )
}

function AutomationRow({ automation: a, onPause }: { automation: StaffAutomation; onPause: () => void }) {
  const Icon = a.kind === 'agent' ? Bot : Workflow
  const failing = isFailing(a)
  return (
    <li data-automation={`${a.kind}-${a.id}`} className="flex flex-col gap-2.5 px-4 py-3 sm:px-5 md:flex-row md:items-center md:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-slate-600 ring-1 ring-inset ring-slate-200 [&_svg]:size-[18px]">
          <Icon aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="break-words text-[15px] font-medium text-slate-900">{a.name || 'Untitled automation'}</p>
          <p className="text-[13px] text-slate-600">{KIND_LABELS[a.kind]}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pl-12 md:shrink-0 md:flex-nowrap md:pl-0">
        <span className="md:w-20">
          <Badge tone={STATUS_TONES[a.status]} className="px-2.5 py-0.5">
            {STATUS_LABELS[a.status]}
          </Badge>
        </span>
        <span className="md:w-40">
          {failing ? (
            // A figure that needs a look, not a status: drawn in red with a warning sign.
            <span data-testid="failing" className="inline-flex items-center gap-1.5 rounded-md bg-danger-50 px-2 py-0.5 text-[13px] font-semibold tabular-nums text-danger-700">
              <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0" />
              {countText(a.failures)} failed in a row
            </span>
          ) : (
            <span className={cn('text-[13px] tabular-nums', a.failures > 0 ? 'text-slate-700' : 'text-slate-600')}>{countText(a.failures)} failed in a row</span>
          )}
        </span>
        <span className="text-[13px] tabular-nums text-slate-700 md:w-20 md:text-right">{runsText(a.runs)}</span>
      </div>
      <Can permission="manage">
        {/* The column stays on wide screens, so the rows' figures line up; a paused row has nothing in it. */}
        <div className={cn('pl-12 md:block md:w-24 md:shrink-0 md:pl-0 md:text-right', a.status === 'paused' && 'hidden')}>
          {a.status !== 'paused' ? (
            <Button variant="secondary" size="sm" onClick={onPause} aria-haspopup="dialog" aria-label={`Pause ${a.name}`}>
              <Pause aria-hidden="true" />
              Pause
            </Button>
          ) : null}
        </div>
      </Can>
    </li>
  )
}
