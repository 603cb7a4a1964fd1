import type { UseQueryResult } from '@tanstack/react-query'
import { Cloud, Server, ServerOff, Settings2 } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { Progress } from '../../../components/ui/progress'
import { budgetShare, budgetTone, costText, endpointHost, monthName, tokensText, type Usage } from '../../../lib/automationRuns'

const label = 'text-xs font-medium uppercase tracking-wide text-slate-600'
const figure = 'mt-1 text-2xl font-semibold tracking-tight tabular-nums text-slate-900'

/**
 * This month's runs, tokens against the budget and cost, and which model the
 * runs call, with the way to the partner's own endpoint.
 */
export function UsagePanel({ usage, onEndpoint }: { usage: UseQueryResult<Usage>; onEndpoint: () => void }) {
  const heading = useId()
  const barLabel = useId()
  if (usage.isError) return <LoadError what="this month's usage" error={usage.error} onRetry={() => void usage.refetch()} retrying={usage.isFetching} />
  const u = usage.data
  const share = u ? budgetShare(u.tokens, u.tokenBudget) : 0
  return (
    <Card aria-labelledby={heading} role="region" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={heading} className="font-semibold text-slate-900">
            Runs this month
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">{u ? monthName(u.month) : 'Loading usage...'}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onEndpoint} aria-haspopup="dialog">
          <Settings2 aria-hidden="true" />
          Model Endpoint
        </Button>
      </div>
      {u ? (
        <>
          <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]">
            <div>
              <dt className={label}>Runs</dt>
              <dd className={figure} data-testid="usage-runs">
                {tokensText(u.runs)}
              </dd>
              <dd className="text-[13px] text-slate-600">{u.failed > 0 ? `${tokensText(u.failed)} failed` : 'None failed'}</dd>
            </div>
            <div>
              <dt className={label}>Cost</dt>
              <dd className={figure} data-testid="usage-cost">
                {u.runs === 0 ? '$0.00' : u.unpricedRuns === u.runs - u.failed && u.cost === 0 ? 'Unknown' : costText(u.cost)}
              </dd>
              <dd className="text-[13px] text-slate-600">{u.unpricedRuns > 0 ? `${tokensText(u.unpricedRuns)} ${u.unpricedRuns === 1 ? 'run' : 'runs'} of unknown cost` : 'US dollars'}</dd>
            </div>
            <div className="col-span-2 sm:col-span-1">
              <dt id={barLabel} className={label}>
                Tokens
              </dt>
              <dd className={figure} data-testid="usage-tokens">
                {tokensText(u.tokens)}
                <span className="text-[15px] font-normal text-slate-600"> of {tokensText(u.tokenBudget)}</span>
              </dd>
              <dd className="mt-2">
                <Progress
                  value={Math.min(u.tokens, u.tokenBudget)}
                  max={u.tokenBudget}
                  aria-labelledby={barLabel}
                  className="h-2"
                  tone={budgetTone(share)}
                />
                <span className="mt-1.5 block text-[13px] text-slate-600">{share < 1 && u.tokens > 0 ? 'Under 1%' : `${Math.round(share)}%`} of this month's budget</span>
              </dd>
            </div>
          </dl>
          <ModelLine model={u.model} onEndpoint={onEndpoint} />
        </>
      ) : (
        <div aria-hidden="true" className="mt-5 grid animate-pulse grid-cols-2 gap-4 sm:grid-cols-4">
          <div className="h-14 rounded-lg bg-slate-100" />
          <div className="h-14 rounded-lg bg-slate-100" />
          <div className="col-span-2 h-14 rounded-lg bg-slate-100" />
        </div>
      )}
    </Card>
  )
}

/** Which model the runs call: the partner's own endpoint, the site's, or none yet. */
function ModelLine({ model, onEndpoint }: { model: Usage['model']; onEndpoint: () => void }) {
  if (model.source === 'none') {
    return (
      <div className="mt-5 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="usage-model">
        <ServerOff aria-hidden="true" className="size-5 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-3 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1">
            <strong className="font-semibold">No model endpoint:</strong> agents cannot run until you add your own endpoint, or the site's operator sets up the site's model.
          </p>
          <Button size="sm" onClick={onEndpoint} aria-haspopup="dialog">
            Add Model Endpoint
          </Button>
        </div>
      </div>
    )
  }
  const own = model.source === 'own'
  const Icon = own ? Server : Cloud
  return (
    <p className="mt-5 flex items-center gap-2.5 border-t border-slate-100 pt-4 text-sm text-slate-700" data-testid="usage-model">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <span className="min-w-0 break-words">
        {own ? (
          <>
            Your own endpoint: <strong className="font-semibold text-slate-900">{endpointHost(model.url)}</strong>
          </>
        ) : (
          "Runs use the site's model."
        )}
      </span>
    </p>
  )
}
