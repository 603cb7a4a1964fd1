import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarClock, CircleAlert, Eye, EyeOff, Info, Plus, Trash2, Webhook, X, Zap } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { CopyButton } from '../../../components/auth/CopyButton'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { LoadError } from '../../../components/ui/error-panel'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { cn } from '../../../lib/utils'
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage, apiFieldErrors, hasStatus } from '../../../lib/api'
import {
  addTrigger,
  CRON_EXAMPLES,
  deleteTrigger,
  EVENT_LABELS,
  fetchTriggers,
  inputNameProblem,
  inputsText,
  MAX_TRIGGERS,
  newTrigger,
  triggerDetail,
  triggersKey,
  triggerTitle,
  TRIGGER_TYPE_HINTS,
  TRIGGER_TYPE_LABELS,
  type InputRow,
  type Trigger,
  type TriggerType,
} from '../../../lib/automationTriggers'
import type { Automation } from '../../../lib/marketApi'
import { ListSkeleton } from '../portal/parts'
import { STATUS_LABELS } from './marketRules'

const TYPE_ICONS = { webhook: Webhook, schedule: CalendarClock, event: Zap } as const

/**
 * The ways an agent or app starts by itself: signed webhooks, schedules and
 * product events, each with fixed inputs; listed with their addresses,
 * secrets and next runs, deleted after confirming, and added below.
 */
export function TriggersSheet({ automation, onClose }: { automation: Automation | null; onClose: () => void }) {
  return (
    <Dialog open={automation !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent closeLabel="Close triggers" className="sm:!max-w-2xl">
        {automation ? <TriggersBody key={`${automation.kind}-${automation.id}`} automation={automation} /> : null}
      </SheetContent>
    </Dialog>
  )
}

function TriggersBody({ automation }: { automation: Automation }) {
  const queryClient = useQueryClient()
  const key = triggersKey(automation)
  const query = useQuery({ queryKey: key, queryFn: () => fetchTriggers(automation), staleTime: 0 })
  const [deleting, setDeleting] = useState<Trigger | null>(null)
  const listHeading = useId()
  const remove = useMutation({
    mutationFn: (t: Trigger) => deleteTrigger(t.id),
    onSuccess: async (_r, t) => {
      await queryClient.invalidateQueries({ queryKey: key })
      toast({ title: 'Trigger deleted', description: triggerTitle(t) })
      setDeleting(null)
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })
  const triggers = query.data?.triggers ?? []
  const events = query.data?.events ?? {}
  const what = automation.kind === 'agent' ? 'agent' : 'app'
  return (
    <>
      <div className="border-b border-slate-100 px-4 pb-5 pr-16 pt-6 sm:px-5">
        <DialogTitle>Triggers</DialogTitle>
        <DialogDescription className="mt-1 break-words">
          The ways <strong className="font-semibold text-slate-900">{automation.name}</strong> starts by itself: a webhook another service calls, a schedule, or
          something a client does.
        </DialogDescription>
      </div>
      <div className="flex-1 space-y-6 overflow-y-auto px-4 py-5 sm:px-5">
        {automation.status !== 'active' ? (
          <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="triggers-inactive">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Triggers start this {what} only while it is Active; it is {STATUS_LABELS[automation.status]} now. Switch it to Active with Edit when it is ready.
            </span>
          </p>
        ) : null}
        <section aria-labelledby={listHeading}>
          <h3 id={listHeading} className="text-sm font-semibold text-slate-900">
            {query.data ? `${triggers.length} of ${MAX_TRIGGERS} triggers` : 'Triggers'}
          </h3>
          <div className="mt-2">
            {query.isPending ? (
              <ListSkeleton rows={2} />
            ) : query.isError ? (
              <LoadError what="the triggers" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
            ) : triggers.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">No triggers yet: add one below. Test Run still works without any.</p>
            ) : (
              <ul className="space-y-3" aria-labelledby={listHeading}>
                {triggers.map((t) => (
                  <TriggerItem key={t.id} trigger={t} events={events} onDelete={() => setDeleting(t)} />
                ))}
              </ul>
            )}
          </div>
        </section>
        {query.data ? (
          triggers.length >= MAX_TRIGGERS ? (
            <p className="text-sm text-slate-600">This {what} has {MAX_TRIGGERS} triggers, the most it can have: delete one to add another.</p>
          ) : (
            <AddTrigger automation={automation} events={events} />
          )
        ) : null}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this trigger?"
        description={deleting ? `"${triggerTitle(deleting)}" stops starting ${automation.name}.${deleting.type === 'webhook' ? ' Calls to its address will be refused.' : ''}` : ''}
        confirmLabel="Delete Trigger"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </>
  )
}

const smallLabel = 'text-xs font-medium uppercase tracking-wide text-slate-600'

function TriggerItem({ trigger: t, events, onDelete }: { trigger: Trigger; events: Record<string, string[]>; onDelete: () => void }) {
  const Icon = TYPE_ICONS[t.type]
  const title = triggerTitle(t)
  const detail = triggerDetail(t, events)
  const fixed = inputsText(t.input)
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-trigger-type={t.type}>
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          <Icon aria-hidden="true" className="size-[18px]" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="break-words font-semibold text-slate-900">{title}</h4>
          {detail ? <p className="mt-0.5 text-sm text-slate-600">{detail}</p> : null}
          {fixed ? <p className="mt-1 break-words text-sm text-slate-600">Fixed inputs: {fixed}</p> : null}
        </div>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete trigger ${title}`} className="!text-danger-700 hover:bg-danger-50">
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">Delete</span>
        </Button>
      </div>
      {t.type === 'webhook' ? <WebhookDetails trigger={t} /> : null}
    </li>
  )
}

/** A webhook's address and secret, each to copy; the secret masked until shown. */
function WebhookDetails({ trigger: t }: { trigger: Trigger }) {
  const [shown, setShown] = useState(false)
  const secret = t.secret ?? ''
  const box = 'min-w-0 flex-1 break-all rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-[13px] leading-snug text-slate-900'
  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      <div>
        <p className={smallLabel}>
          Webhook URL
        </p>
        <div className="mt-1 flex items-start gap-2">
          <code className={box} data-testid="webhook-url">
            {t.url}
          </code>
          <CopyButton text={t.url ?? ''} what="webhook URL" copied="The webhook URL is on your clipboard." className="shrink-0" />
        </div>
      </div>
      <div>
        <p className={smallLabel}>
          Signing secret
        </p>
        <div className="mt-1 flex flex-wrap items-start gap-2 sm:flex-nowrap">
          <code className={cn(box, 'basis-full sm:basis-auto')} data-testid="webhook-secret">
            {shown ? (
              secret
            ) : (
              <>
                <span aria-hidden="true">{`whsec_${'•'.repeat(24)}`}</span>
                <span className="sr-only">Hidden</span>
              </>
            )}
          </code>
          <Button variant="secondary" size="sm" className="shrink-0" onClick={() => setShown((s) => !s)} aria-label={shown ? 'Hide secret' : 'Show secret'}>
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {shown ? 'Hide' : 'Show'}
          </Button>
          <CopyButton text={secret} what="signing secret" copied="The signing secret is on your clipboard. Keep it private." className="shrink-0" />
        </div>
      </div>
      <p className="text-sm text-slate-600">
        POST a JSON object to this URL, signed with the secret as{' '}
        <a href="https://www.standardwebhooks.com/" target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline underline-offset-2">
          Standard Webhooks<span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        says: <code className="font-mono text-[13px]">webhook-id</code>, <code className="font-mono text-[13px]">webhook-timestamp</code> and{' '}
        <code className="font-mono text-[13px]">webhook-signature</code> headers.
      </p>
    </div>
  )
}

const TYPES: TriggerType[] = ['webhook', 'schedule', 'event']

/** The form that adds a trigger: its type, a schedule's cron or an event, and optional fixed inputs. */
function AddTrigger({ automation, events }: { automation: Automation; events: Record<string, string[]> }) {
  const queryClient = useQueryClient()
  const heading = useId()
  const ids = { cron: useId(), event: useId(), rows: useId() }
  const eventNames = Object.keys(events)
  const [type, setType] = useState<TriggerType>('webhook')
  const [cron, setCron] = useState('')
  const [event, setEvent] = useState(eventNames[0] ?? 'client.message')
  const [rows, setRows] = useState<InputRow[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const cronRef = useRef<HTMLInputElement>(null)
  const rowsRef = useRef<HTMLDivElement>(null)

  const add = useMutation({
    mutationFn: () => addTrigger(automation, newTrigger(type, { cron, event, rows })),
    onMutate: () => {
      setErrors({})
      setRefusal(null)
    },
    onSuccess: async (t) => {
      await queryClient.invalidateQueries({ queryKey: triggersKey(automation) })
      toast({ title: 'Trigger added', description: triggerTitle(t) })
      setCron('')
      setRows([])
    },
    onError: (error) => {
      const fields = apiFieldErrors(error)
      setErrors(fields)
      if (fields.cron) cronRef.current?.focus()
      const known = ['cron', 'event', 'type'].some((f) => fields[f]) || Object.keys(fields).some((f) => f.startsWith('input'))
      if (!known) setRefusal(apiErrorMessage(error) ?? (hasStatus(error, 409) ? `This ${automation.kind} has the most triggers it can have.` : 'The trigger was not added. Please try again.'))
    },
  })

  const rowProblems = rows.map((r, i) =>
    inputNameProblem(
      r.name,
      rows.filter((_, j) => j !== i).map((o) => o.name.trim()),
    ),
  )
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (add.isPending) return
    if (type === 'schedule' && !cron.trim()) {
      setErrors({ cron: 'Enter when it runs, such as 0 9 * * 1-5.' })
      cronRef.current?.focus()
      return
    }
    const bad = rowProblems.findIndex(Boolean)
    if (bad >= 0) {
      rowsRef.current?.querySelectorAll<HTMLInputElement>('input[data-part="name"]')[bad]?.focus()
      return
    }
    add.mutate()
  }
  const inputErrors = Object.entries(errors).filter(([k]) => k === 'input' || k.startsWith('input.'))

  return (
    <section aria-labelledby={heading} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
      <h3 id={heading} className="font-semibold text-slate-900">
        Add a trigger
      </h3>
      <form noValidate onSubmit={onSubmit} aria-labelledby={heading} className="mt-4 space-y-5">
        <RadioGroup value={type} onValueChange={(v) => setType(v as TriggerType)} aria-label="Trigger type">
          {TYPES.map((t) => {
            const Icon = TYPE_ICONS[t]
            return <RadioCard key={t} value={t} title={TRIGGER_TYPE_LABELS[t]} description={TRIGGER_TYPE_HINTS[t]} icon={<Icon aria-hidden="true" />} />
          })}
        </RadioGroup>
        {errors.type ? <p className="text-sm font-medium text-danger-700">{errors.type}</p> : null}

        {type === 'schedule' ? (
          <Field
            id={ids.cron}
            label="Cron schedule"
            error={errors.cron}
            hint={
              <>
                Five fields (minute hour day month weekday) or a name such as <code className="font-mono">@daily</code>, read in your working-hours time zone; at most
                every 5 minutes.
              </>
            }
          >
            <Input
              ref={cronRef}
              id={ids.cron}
              value={cron}
              onChange={(e) => setCron(e.target.value)}
              invalid={!!errors.cron}
              aria-describedby={`${ids.cron}-${errors.cron ? 'error' : 'hint'} ${ids.cron}-examples`}
              placeholder="0 9 * * 1-5"
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
            />
            <ul id={`${ids.cron}-examples`} aria-label="Examples" className="flex flex-wrap gap-2 text-sm">
              {CRON_EXAMPLES.map((x) => (
                <li key={x.cron}>
                  <button
                    type="button"
                    onClick={() => {
                      setCron(x.cron)
                      cronRef.current?.focus()
                    }}
                    className="rounded-lg border border-slate-200 bg-white px-2.5 py-1 text-left text-slate-700 hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <code className="font-mono text-[13px] text-slate-900">{x.cron}</code> {x.says}
                  </button>
                </li>
              ))}
            </ul>
          </Field>
        ) : null}

        {type === 'event' ? (
          <Field
            id={ids.event}
            label="Client event"
            error={errors.event}
            hint={events[event]?.length ? `The run gets ${events[event].join(' and ')} as inputs.` : undefined}
          >
            <Select
              id={ids.event}
              value={event}
              onValueChange={setEvent}
              invalid={!!errors.event}
              aria-describedby={errors.event ? `${ids.event}-error` : `${ids.event}-hint`}
              options={eventNames.map((e) => ({ value: e, label: EVENT_LABELS[e] ?? e }))}
            />
          </Field>
        ) : null}

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Fixed inputs (optional)</legend>
          <p className="text-sm text-slate-600">Values every run it starts gets, such as client_name. What the webhook or event sends fills the rest.</p>
          <div ref={rowsRef} className="space-y-3">
            {rows.map((r, i) => (
              <InputRowFields
                key={i}
                index={i}
                row={r}
                problem={rowProblems[i] ?? errors[`input.${r.name.trim()}`]}
                onChange={(row) => setRows((rs) => rs.map((x, j) => (j === i ? row : x)))}
                onRemove={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                idBase={`${ids.rows}-${i}`}
              />
            ))}
          </div>
          {inputErrors.length > 0 && rows.length === 0 ? (
            <ul className="space-y-1 text-sm font-medium text-danger-700">
              {inputErrors.map(([k, v]) => (
                <li key={k}>{v}</li>
              ))}
            </ul>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setRows((rs) => [...rs, { name: '', value: '' }])}>
            <Plus aria-hidden="true" />
            Add Input
          </Button>
        </fieldset>

        {refusal ? (
          <p role="alert" className="flex items-start gap-2 rounded-xl border border-danger-500/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {refusal}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={add.isPending}>
            {add.isPending ? null : <Plus aria-hidden="true" />}
            Add Trigger
          </Button>
        </div>
      </form>
    </section>
  )
}

function InputRowFields({
  index,
  row,
  problem,
  onChange,
  onRemove,
  idBase,
}: {
  index: number
  row: InputRow
  problem?: string
  onChange: (row: InputRow) => void
  onRemove: () => void
  idBase: string
}) {
  const n = index + 1
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto]">
      <div className="min-w-0">
        <label htmlFor={`${idBase}-name`} className="sr-only">
          Input {n} name
        </label>
        <Input
          id={`${idBase}-name`}
          data-part="name"
          value={row.name}
          onChange={(e) => onChange({ ...row, name: e.target.value })}
          placeholder="client_name"
          autoComplete="off"
          spellCheck={false}
          invalid={!!problem}
          aria-describedby={problem ? `${idBase}-error` : undefined}
          className="h-10 font-mono text-[14px]"
        />
      </div>
      <div className="col-span-2 row-start-2 min-w-0 sm:col-span-1 sm:row-start-auto">
        <label htmlFor={`${idBase}-value`} className="sr-only">
          Input {n} value
        </label>
        <Input id={`${idBase}-value`} value={row.value} onChange={(e) => onChange({ ...row, value: e.target.value })} placeholder="Value" autoComplete="off" className="h-10" />
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove input ${n}`} className="col-start-2 row-start-1 h-10 sm:col-start-auto">
        <X aria-hidden="true" />
      </Button>
      {problem ? (
        <p id={`${idBase}-error`} className="col-span-full flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ) : null}
    </div>
  )
}
