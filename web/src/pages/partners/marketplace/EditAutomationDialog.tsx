import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ChevronRight, CircleAlert } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { applyServerErrors, fieldsFor } from '../../../components/form/form'
import { selectFieldFor } from '../../../components/form/SelectField'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/use-toast'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { Label } from '../../../components/ui/label'
import { Textarea } from '../../../components/ui/textarea'
import { apiFieldErrors } from '../../../lib/api'
import { appInputs } from '../../../lib/automationRuns'
import { exampleWorkflow, parseWorkflow, sameWorkflow, STEP_TYPES, workflowProblems, workflowText, type WorkflowProblem } from '../../../lib/automationWorkflow'
import { RULES } from '../../../lib/rules'
import { AUTOMATIONS_KEY, fetchAutomations, updateAutomation, type Automation } from '../../../lib/marketApi'
import { automationPayload, automationSchema, automationValues, STATUS_LABELS, type AutomationFormValues } from './marketRules'

const { TextField, TextareaField } = fieldsFor<AutomationFormValues>()
const SelectField = selectFieldFor<AutomationFormValues>()
const L = RULES.marketplace
const FIELDS = ['name', 'description', 'status', 'prompt', 'model', 'temperature', 'maxTokens']
const STATUS_OPTIONS = (['draft', 'active', 'paused'] as const).map((s) => ({ value: s, label: STATUS_LABELS[s] }))

/** Edit an automation: name, description and status; an agent also its prompt and model settings, an app its workflow. */
export function EditAutomationDialog({ automation, onClose }: { automation: Automation | null; onClose: () => void }) {
  return (
    <Dialog open={automation !== null} onOpenChange={(o) => !o && onClose()}>
      {automation ? <EditForm key={`${automation.kind}-${automation.id}`} automation={automation} onDone={onClose} /> : null}
    </Dialog>
  )
}

function EditForm({ automation, onDone }: { automation: Automation; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(automationSchema, automationValues(automation))
  const agent = automation.kind === 'agent'
  const workflowRef = useRef<HTMLTextAreaElement>(null)
  const initialWorkflow = useMemo(() => workflowText(automation.workflow), [automation.workflow])
  const [workflow, setWorkflow] = useState(initialWorkflow)
  // A JSON mistake found here, or the server's verdicts on the steps sent.
  const [syntax, setSyntax] = useState<string | null>(null)
  const [problems, setProblems] = useState<WorkflowProblem[]>([])
  const save = useMutation({
    mutationFn: ({ values, steps }: { values: AutomationFormValues; steps?: Record<string, unknown> }) =>
      updateAutomation(automation, { ...automationPayload(values), ...(steps ? { workflow: steps } : {}) }),
    onMutate: () => setProblems([]),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY })
      toast({ title: 'Automation saved', description: saved.name })
      onDone()
    },
    onError: (error, { steps }) => {
      const listed = workflowProblems(apiFieldErrors(error), steps)
      setProblems(listed)
      const { message, matched } = applyServerErrors(form, error, FIELDS, { focus: listed.length === 0 })
      if (listed.length > 0) workflowRef.current?.focus()
      toast({
        variant: 'destructive',
        title: 'Not saved',
        description: listed.length > 0 ? 'Check the workflow: its problems are listed under it.' : matched ? 'Check the highlighted fields.' : (message ?? 'Please try again.'),
      })
    },
  })
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    // An app's workflow is read first, so a JSON mistake shows with the other fields' errors.
    // Left as it was, it is neither checked nor sent: an installed template's descriptive workflow stays until edited.
    const parsed = agent || workflow === initialWorkflow ? null : parseWorkflow(workflow)
    setSyntax(parsed && !parsed.ok ? parsed.message : null)
    void form.handleSubmit((values) => {
      if (parsed && !parsed.ok) {
        workflowRef.current?.focus()
        return
      }
      const steps = parsed?.ok && !sameWorkflow(parsed.workflow, automation.workflow) ? parsed.workflow : undefined
      save.mutate({ values, steps })
    })(e)
  }
  return (
    <FormDialogContent
      form={form}
      wide
      title={`Edit ${agent ? 'agent' : 'app'}`}
      description={agent ? 'Name it, describe it, and tune how the agent answers.' : 'Name it, describe it, write its steps, and switch it on when it is ready.'}
      onSubmit={onSubmit}
      submit={
        <Button type="submit" loading={save.isPending}>
          Save Changes
        </Button>
      }
    >
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_180px]">
        <TextField name="name" label="Name" maxLength={L.name} autoComplete="off" />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      </div>
      <TextareaField name="description" label="Description" maxLength={L.text} rows={3} />
      {agent ? (
        <>
          <TextareaField name="prompt" label="Prompt" maxLength={L.prompt} rows={8} hint="What the agent is, who it talks to and how it answers." />
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField name="model" label="Model" maxLength={L.short} autoComplete="off" spellCheck={false} />
            <TextField name="temperature" label="Temperature" type="number" inputMode="decimal" min={0} max={L.temperatureMax} step={0.1} hint={`0 to ${L.temperatureMax}: higher is more creative.`} />
            <TextField name="maxTokens" label="Max tokens" type="number" inputMode="numeric" min={1} max={L.maxTokensMax} step={1} />
          </div>
        </>
      ) : (
        <WorkflowEditor
          textRef={workflowRef}
          value={workflow}
          onChange={(v) => {
            setWorkflow(v)
            setSyntax(null)
          }}
          syntax={syntax}
          problems={problems}
        />
      )}
    </FormDialogContent>
  )
}

/**
 * An app's workflow as JSON in a monospace field, with a reference of the
 * step types, its JSON checked before sending and the server's verdicts on
 * each step listed under it.
 */
function WorkflowEditor({
  textRef,
  value,
  onChange,
  syntax,
  problems,
}: {
  textRef: React.Ref<HTMLTextAreaElement>
  value: string
  onChange: (value: string) => void
  syntax: string | null
  problems: WorkflowProblem[]
}) {
  const id = useId()
  const agents = useQuery({ queryKey: AUTOMATIONS_KEY, queryFn: fetchAutomations, select: (list) => list.filter((a) => a.kind === 'agent') })
  const inputs = useMemo(() => {
    const parsed = parseWorkflow(value)
    return parsed.ok ? appInputs(parsed.workflow) : null
  }, [value])
  const invalid = !!syntax || problems.length > 0
  const described = [syntax ? `${id}-error` : null, problems.length ? `${id}-problems` : null, `${id}-hint`].filter(Boolean).join(' ')
  const example = JSON.stringify(exampleWorkflow(agents.data?.[0]?.id ?? 1), null, 2)
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Workflow (JSON)</Label>
      <Textarea
        ref={textRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        invalid={invalid}
        aria-describedby={described}
        rows={14}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        className="min-h-[260px] font-mono text-[13px] leading-normal sm:text-[13px]"
      />
      {syntax ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {syntax}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div id={`${id}-problems`} role="alert" className="rounded-xl border border-danger-500/30 bg-danger-50 px-4 py-3 text-sm text-danger-700">
          <p className="font-semibold">The workflow cannot be saved yet:</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5" aria-label="Workflow problems">
            {problems.map((p) => (
              <li key={p.key} className="break-words">
                {p.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        {'{"steps": [...]}'}: the steps run in order, each with a unique <code className="font-mono">name</code> and a <code className="font-mono">type</code>.{' '}
        {inputs === null ? null : inputs.length ? `Test Run asks for: ${inputs.join(', ')}.` : 'It reads no {{input.x}} values yet.'}
      </p>
      <details className="group rounded-xl border border-slate-200 bg-slate-50/60 text-sm">
        <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-xl px-4 py-2.5 font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90" />
          Step Reference
        </summary>
        <div className="space-y-3 border-t border-slate-200 px-4 py-3 text-slate-700">
          <dl className="space-y-2">
            {STEP_TYPES.map((t) => (
              <div key={t.type}>
                <dt>
                  <code className="font-mono font-semibold text-slate-900">{t.type}</code> <span className="text-slate-600">({t.fields})</span>
                </dt>
                <dd className="text-slate-600">{t.does}</dd>
              </div>
            ))}
          </dl>
          <p>
            Texts can use <code className="font-mono">{'{{input.client_name}}'}</code>, <code className="font-mono">{'{{steps.draft.output}}'}</code> and an HTTP step's{' '}
            <code className="font-mono">{'{{steps.lookup.status}}'}</code>. A step's <code className="font-mono">next</code> names the step after it, or{' '}
            <code className="font-mono">end</code>.
          </p>
          {agents.data?.length ? (
            <p>
              Your agents: {agents.data.map((a) => `${a.name} (agentId ${a.id})`).join(', ')}.
            </p>
          ) : null}
          <div>
            <p className="font-medium text-slate-800">Example: an agent drafts, then you get it by e-mail</p>
            <pre className="mt-1.5 whitespace-pre-wrap break-all rounded-lg border border-slate-200 bg-white px-3 py-2 font-mono text-[12px] leading-snug text-slate-800">{example}</pre>
          </div>
        </div>
      </details>
    </div>
  )
}
