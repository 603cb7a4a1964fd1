import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Ban, CircleAlert, CircleCheck, Clock, Hourglass, LoaderCircle, RotateCw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Badge } from '../../../components/ui/badge'
import {
  costText,
  durationText,
  fetchRun,
  isActive,
  isRetrying,
  isWaiting,
  RUN_STATUS_TONES,
  RUNS_KEY,
  runKey,
  statusLabel,
  tokensText,
  USAGE_KEY,
  type Run,
} from '../../../lib/automationRuns'
import { formatWhen } from '../../admin/outbox/outboxModel'
import { cn } from '../../../lib/utils'

/** How often a run still under way is read again. */
export const RUN_POLL_MS = 1000

/**
 * The run as it is now: read again every second while a worker has it; once
 * it is seen finished (here, or in a newer copy from the list), the history
 * and the month's usage are read again too.
 */
export function useLiveRun(run: Run): Run {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: runKey(run.id),
    queryFn: ({ signal }) => fetchRun(run.id, signal),
    initialData: run,
    staleTime: 0,
    enabled: isActive(run),
    refetchInterval: (q) => (q.state.data && isActive(q.state.data) ? RUN_POLL_MS : false),
  })
  // A newer copy from the list (it finished meanwhile) wins over an older one kept here.
  const shown = isActive(query.data) && !isActive(run) ? run : query.data
  const wasActive = useRef(isActive(run) || isActive(query.data))
  useEffect(() => {
    if (wasActive.current && !isActive(shown)) {
      queryClient.setQueryData(runKey(shown.id), shown)
      void queryClient.invalidateQueries({ queryKey: [...RUNS_KEY, 'list'] })
      void queryClient.invalidateQueries({ queryKey: USAGE_KEY })
    }
    wasActive.current = isActive(shown)
  }, [shown, queryClient])
  return shown
}

export function RunStatusBadge({ run }: { run: Run }) {
  const Icon =
    run.status === 'succeeded'
      ? CircleCheck
      : run.status === 'failed'
        ? CircleAlert
        : run.status === 'refused'
          ? Ban
          : isRetrying(run)
            ? RotateCw
            : isWaiting(run)
              ? Hourglass
              : run.status === 'running'
                ? LoaderCircle
                : Clock
  return (
    <Badge tone={isRetrying(run) ? 'warning' : isWaiting(run) ? 'brand' : RUN_STATUS_TONES[run.status]} className="px-2.5 py-0.5">
      <Icon aria-hidden="true" className={cn(run.status === 'running' && 'motion-safe:animate-spin')} />
      {statusLabel(run)}
    </Badge>
  )
}

/** What a run is doing, in a sentence: for the live region of a run under way. */
export function runSentence(run: Run): string {
  if (isRetrying(run)) return `The last try failed; it tries again at ${formatWhen(run.nextAttemptAt)}.`
  if (isWaiting(run)) return `Waiting at a wait step: it carries on at ${formatWhen(run.nextAttemptAt)}.`
  switch (run.status) {
    case 'pending':
      return 'Queued: a worker starts it in a moment.'
    case 'running':
      return run.kind === 'app' ? 'Running: working through the steps.' : 'Running: waiting for the model to answer.'
    case 'refused':
      return 'Refused: nothing was called.'
    case 'succeeded':
      return `Finished in ${durationText(run.durationMs)}.`
    case 'failed':
      return 'The run failed.'
  }
}

const dt = 'text-xs font-medium uppercase tracking-wide text-slate-600'
const dd = 'mt-0.5 tabular-nums text-[15px] text-slate-900'

/** Tokens, cost, duration and model, in a row of figures. */
export function RunFigures({ run }: { run: Run }) {
  const pending = isActive(run)
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-mist px-4 py-3.5 sm:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))]">
      <div className="min-w-0">
        <dt className={dt}>Tokens</dt>
        <dd className={dd} data-testid="run-tokens">
          {pending ? '—' : tokensText(run.tokens)}
          {!pending && run.tokens > 0 ? (
            <span className="block text-[13px] text-slate-600">
              {tokensText(run.promptTokens)} prompt · {tokensText(run.completionTokens)} completion
            </span>
          ) : null}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className={dt}>Cost</dt>
        <dd className={dd} data-testid="run-cost">
          {pending ? '—' : costText(run.cost)}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className={dt}>Duration</dt>
        <dd className={dd}>{pending ? '—' : durationText(run.durationMs)}</dd>
      </div>
      <div className="min-w-0">
        <dt className={dt}>Model</dt>
        <dd className={cn(dd, 'break-words')}>{run.model || '—'}</dd>
      </div>
    </dl>
  )
}

type Heading = 'h3' | 'h4'

/** A heading of a run's part and its text, kept as written (line breaks too). */
function Block({ title, children, tone = 'plain', level: H }: { title: string; children: React.ReactNode; tone?: 'plain' | 'error'; level: Heading }) {
  return (
    <section aria-label={title}>
      <H className="text-sm font-semibold text-slate-900">{title}</H>
      <div
        className={cn(
          'mt-1.5 whitespace-pre-wrap break-words rounded-xl px-4 py-3 text-[15px] leading-relaxed',
          tone === 'error' ? 'border border-danger-500/30 bg-danger-50 text-danger-700' : 'border border-slate-200 bg-white text-slate-800',
        )}
      >
        {children}
      </div>
    </section>
  )
}

/**
 * All of a run: the retry it waits for, its figures, its input (unless
 * `hideInput`), output, steps and error.
 */
export function RunDetails({ run, hideInput, level: H = 'h3' }: { run: Run; hideInput?: boolean; level?: Heading }) {
  const inputs = Object.entries(run.input ?? {})
  const steps = run.steps ?? []
  return (
    <div className="space-y-5">
      {isRetrying(run) ? (
        <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <RotateCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Try {run.attempts} failed: {run.error} It tries again at {formatWhen(run.nextAttemptAt)}, as a retry can fix this.
          </span>
        </p>
      ) : null}
      {isWaiting(run) ? (
        <p className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Waiting after step {steps.length} ({steps[steps.length - 1]?.name}): the run carries on at {formatWhen(run.nextAttemptAt)}.
          </span>
        </p>
      ) : null}
      {run.status === 'refused' ? (
        <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Refused, nothing was called:</strong> {run.error || 'the automation could not start.'}
          </span>
        </p>
      ) : null}
      <RunFigures run={run} />
      {!hideInput && inputs.length > 0 ? (
        <section aria-label="Input">
          <H className="text-sm font-semibold text-slate-900">Input</H>
          <dl className="mt-1.5 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {inputs.map(([name, value]) => (
              <div key={name} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
                <dt className="break-all font-mono text-[13px] text-slate-600">{name}</dt>
                <dd className="whitespace-pre-wrap break-words text-[15px] text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {run.status === 'failed' && run.error ? <Block title="Error" tone="error" level={H}>{run.error}</Block> : null}
      {run.output ? <Block title="Output" level={H}>{run.output}</Block> : isActive(run) ? null : run.status === 'succeeded' ? <Block title="Output" level={H}>The model answered with no text.</Block> : null}
      {steps.length > 0 ? (
        <section aria-label="Steps">
          <H className="text-sm font-semibold text-slate-900">Steps</H>
          <ol className="mt-1.5 space-y-2">
            {steps.map((s, i) => (
              <li key={i} className="rounded-xl border border-slate-200 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="font-medium text-slate-900">
                    {i + 1}. {s.name} <span className="font-normal text-slate-500">({s.type})</span>
                  </span>
                  <span className="tabular-nums text-[13px] text-slate-600">
                    {s.status ? (
                      <span className={cn('mr-1 font-medium', s.status >= 400 ? 'text-danger-700' : 'text-slate-800')} data-testid="step-status">
                        HTTP {s.status} ·
                      </span>
                    ) : null}
                    {tokensText(s.tokens)} tokens · {durationText(s.durationMs)}
                  </span>
                </div>
                {s.output && run.kind === 'app' ? <p className="mt-1.5 line-clamp-4 whitespace-pre-wrap break-words text-slate-700">{s.output}</p> : null}
                {s.error ? <p className="mt-1.5 break-words text-danger-700">{s.error}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}
