import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applyServerErrors, fieldsFor } from '../../../components/form/form'
import { selectFieldFor } from '../../../components/form/SelectField'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/use-toast'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { RULES } from '../../../lib/rules'
import { AUTOMATIONS_KEY, updateAutomation, type Automation } from '../../../lib/marketApi'
import { automationPayload, automationSchema, automationValues, STATUS_LABELS, type AutomationFormValues } from './marketRules'

const { TextField, TextareaField } = fieldsFor<AutomationFormValues>()
const SelectField = selectFieldFor<AutomationFormValues>()
const L = RULES.marketplace
const FIELDS = ['name', 'description', 'status', 'prompt', 'model', 'temperature', 'maxTokens']
const STATUS_OPTIONS = (['draft', 'active', 'paused'] as const).map((s) => ({ value: s, label: STATUS_LABELS[s] }))

/** Edit an automation: name, description and status; an agent also its prompt and model settings. */
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
  const save = useMutation({
    mutationFn: (v: AutomationFormValues) => updateAutomation(automation, automationPayload(v)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY })
      toast({ title: 'Automation saved', description: saved.name })
      onDone()
    },
    onError: (error) => {
      const { message, matched } = applyServerErrors(form, error, FIELDS)
      toast({ variant: 'destructive', title: 'Not saved', description: matched ? 'Check the highlighted fields.' : (message ?? 'Please try again.') })
    },
  })
  const agent = automation.kind === 'agent'
  return (
    <FormDialogContent
      form={form}
      wide={agent}
      title={`Edit ${agent ? 'agent' : 'app'}`}
      description={agent ? 'Name it, describe it, and tune how the agent answers.' : 'Name it, describe it, and switch it on when it is ready.'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
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
      ) : null}
    </FormDialogContent>
  )
}
