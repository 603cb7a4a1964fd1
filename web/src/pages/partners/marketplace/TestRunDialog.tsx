import { useMutation } from '@tanstack/react-query'
import { CircleAlert, Play, ServerOff } from 'lucide-react'
import { useMemo, useState } from 'react'
import { applyServerErrors, fieldsFor, useRulesForm } from '../../../components/form/form'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { hasStatus } from '../../../lib/api'
import { automationFields, callsAgent, inputLabel, MESSAGE_INPUT, runInput, startRun, type Run, type Usage } from '../../../lib/automationRuns'
import type { Automation } from '../../../lib/marketApi'
import { RunDetails, RunStatusBadge, runSentence, useLiveRun } from './RunView'

type Values = Record<string, string>
const { TextareaField } = fieldsFor<Values>()

/**
 * Test Run: sample values for each of the automation's named inputs (an
 * agent's prompt placeholders, and a message when its prompt names none; an
 * app's {{input.x}}), then the run itself as a worker takes it, to its
 * output, steps, tokens, cost and time. Says before running when no model is
 * set up for what calls one.
 */
export function TestRunDialog({
  automation,
  model,
  onClose,
  onSetUpModel,
}: {
  automation: Automation | null
  model: Usage['model']['source'] | undefined
  onClose: () => void
  onSetUpModel: () => void
}) {
  return (
    <Dialog open={automation !== null} onOpenChange={(o) => !o && onClose()}>
      {automation ? <TestRun key={`${automation.kind}-${automation.id}`} automation={automation} model={model} onSetUpModel={onSetUpModel} /> : null}
    </Dialog>
  )
}

function TestRun({ automation, model, onSetUpModel }: { automation: Automation; model: Usage['model']['source'] | undefined; onSetUpModel: () => void }) {
  const agent = automation.kind === 'agent'
  const fields = useMemo(() => automationFields(automation), [automation])
  const names = useMemo(() => [...fields.required, ...(fields.message ? [MESSAGE_INPUT] : [])], [fields])
  const defaults = useMemo(() => Object.fromEntries(names.map((n) => [n, ''])), [names])
  const form = useRulesForm<Values>(names, (name, values) => (fields.required.includes(name) && !values[name]?.trim() ? `Fill in ${name}: the ${agent ? 'prompt' : 'workflow'} uses it.` : undefined), defaults)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [run, setRun] = useState<Run | null>(null)
  const start = useMutation({
    mutationFn: (values: Values) => startRun(automation, runInput(values, fields)),
    onMutate: () => setRefusal(null),
    onSuccess: setRun,
    onError: (error) => {
      // Back to the form (from a Run Again), where the reasons show.
      setRun(null)
      const { message, matched } = applyServerErrors(form, error, (f) => {
        const name = f.startsWith('input.') ? f.slice('input.'.length) : ''
        return names.includes(name) ? name : undefined
      })
      if (!matched) setRefusal(message ?? (hasStatus(error, 429) ? 'Too many runs this minute: try again in a minute.' : 'The run could not start. Please try again.'))
    },
  })
  const noModel = model === 'none' && (agent || callsAgent(automation.workflow))

  if (run) return <RunResult key={run.id} run={run} name={automation.name} onChangeInput={() => setRun(null)} onRunAgain={() => void form.handleSubmit((v) => start.mutate(v))()} again={start.isPending} />

  return (
    <FormDialogContent
      form={form}
      wide
      title="Test Run"
      description={
        <>
          Try <strong className="font-semibold text-slate-900">{automation.name}</strong> with sample input. The run counts toward this month's tokens.
        </>
      }
      onSubmit={(e) => void form.handleSubmit((v) => start.mutate(v))(e)}
      submit={
        <Button type="submit" loading={start.isPending} disabled={noModel}>
          {start.isPending ? null : <Play aria-hidden="true" />}
          {start.isPending ? 'Starting...' : 'Run'}
        </Button>
      }
    >
      {noModel ? (
        <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <ServerOff aria-hidden="true" className="size-5 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">No model endpoint is set up</p>
            <p className="mt-1">
              {agent ? '' : "This app's workflow calls an agent. "}Add your own endpoint to run agents, or ask the site's operator to set up the site's model.
            </p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={onSetUpModel}>
              Set Up Model Endpoint
            </Button>
          </div>
        </div>
      ) : null}
      {fields.required.map((name) => (
        <TextareaField
          key={name}
          name={name}
          label={inputLabel(name)}
          hint={
            <>
              Fills <code className="font-mono text-[13px]">{agent ? `{{${name}}}` : `{{input.${name}}}`}</code> in the {agent ? 'prompt' : 'workflow'}.
            </>
          }
          rows={name === MESSAGE_INPUT ? 4 : 2}
          // A short value (a name) in a short field; the message keeps the usual height.
          style={name === MESSAGE_INPUT ? undefined : { minHeight: 0 }}
        />
      ))}
      {fields.message ? (
        <TextareaField
          name={MESSAGE_INPUT}
          label={fields.required.length ? 'Message (optional)' : 'Message'}
          hint="What the client says to the agent. Leave it empty to run the prompt alone."
          rows={4}
        />
      ) : null}
      {!agent && fields.required.length === 0 ? <p className="text-sm text-slate-600">This workflow reads no inputs: run it as it is.</p> : null}
      {refusal ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl border border-danger-500/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {refusal}
        </p>
      ) : null}
    </FormDialogContent>
  )
}

/** The run as it goes: its status (announced as it changes), then its output and figures. */
function RunResult({ run: started, name, onChangeInput, onRunAgain, again }: { run: Run; name: string; onChangeInput: () => void; onRunAgain: () => void; again: boolean }) {
  const run = useLiveRun(started)
  const busy = run.status === 'pending' || run.status === 'running'
  return (
    <DialogContent className="sm:!max-w-2xl">
      <DialogTitle className="pr-10">Test Run</DialogTitle>
      <DialogDescription className="mt-1.5">
        Run #{run.id} of <strong className="font-semibold text-slate-900">{name}</strong>
      </DialogDescription>
      <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
        <RunStatusBadge run={run} />
        <p role="status" className="text-sm text-slate-600">
          {runSentence(run)}
        </p>
      </div>
      <div className="mt-5">
        <RunDetails run={run} />
      </div>
      <div className="mt-7 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Button variant="secondary" onClick={onChangeInput}>
          Change Input
        </Button>
        <Button onClick={onRunAgain} loading={again} disabled={busy}>
          {again ? null : <Play aria-hidden="true" />}
          Run Again
        </Button>
      </div>
    </DialogContent>
  )
}
