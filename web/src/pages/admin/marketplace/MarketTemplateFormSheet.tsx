import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { fieldsFor } from '../../../components/form/form'
import { selectFieldFor } from '../../../components/form/SelectField'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { SheetForm } from '../../../components/ui/form-frames'
import { FormSheet, useSaveRecord } from '../common/FormSheet'
import { RULES } from '../../../lib/rules'
import type { MarketTemplate } from '../../../lib/marketApi'
import {
  DIFFICULTIES,
  ENTRY_LISTS,
  marketTemplateFormValues,
  marketTemplatePayload,
  marketTemplateSchema,
  TEMPLATE_TYPES,
  templateField,
  type EntryList,
  type MarketTemplateFormValues,
} from './marketAdminForm'

const { TextField, TextareaField } = fieldsFor<MarketTemplateFormValues>()
const SelectField = selectFieldFor<MarketTemplateFormValues>()
const L = RULES.marketplace

/** Create or edit an automation template. `template` undefined: closed; null: new. */
export function MarketTemplateFormSheet({ template, onClose }: { template: MarketTemplate | null | undefined; onClose: () => void }) {
  return (
    <FormSheet record={template} onClose={onClose} closeLabel="Close template form" wide>
      {(t) => <TemplateForm template={t} onDone={onClose} />}
    </FormSheet>
  )
}

function TemplateForm({ template, onDone }: { template: MarketTemplate | null; onDone: () => void }) {
  const form = useSchemaForm(marketTemplateSchema, marketTemplateFormValues(template))
  const type = form.watch('type')
  const sheet = useSaveRecord({
    form,
    focus: 'name',
    id: template?.id,
    collection: '/api/admin/marketplace/templates',
    payload: marketTemplatePayload,
    queryKey: ['admin', 'marketplace'],
    savedTitle: template ? 'Template saved' : 'Template added',
    describe: (saved: MarketTemplate) => saved.name,
    notSaved: 'The template was not saved',
    fields: templateField(type),
    onDone,
  })

  return (
    <SheetForm
      {...sheet}
      title={template ? 'Edit automation template' : 'New automation template'}
      description="Installing it gives a partner a draft agent or app of their own."
      submitLabel={template ? 'Save changes' : 'Add template'}
    >
      <TextField name="name" label="Name" maxLength={L.name} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField name="type" label="Type" options={TEMPLATE_TYPES} />
        <TextField name="category" label="Category" maxLength={L.short} placeholder="Lead capture" autoComplete="off" />
        <SelectField name="difficulty" label="Difficulty" options={DIFFICULTIES} />
      </div>
      <TextareaField name="description" label="Description" maxLength={L.text} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="estimatedSetupTime" label="Setup time" maxLength={L.setupTime} placeholder="15 minutes" autoComplete="off" />
        <TextField name="tags" label="Tags" hint="Separated by commas." autoComplete="off" />
      </div>
      <TextField name="requiredIntegrations" label="Required integrations" hint="What the partner needs, separated by commas." autoComplete="off" />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{type === 'agent' ? 'The agent' : 'The app'}</legend>
        {type === 'agent' ? (
          <>
            <TextareaField name="prompt" label="Prompt" maxLength={L.prompt} rows={8} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="model" label="Model" maxLength={L.short} placeholder="gpt-5-mini" autoComplete="off" spellCheck={false} />
              <TextField name="temperature" label="Temperature" type="number" inputMode="decimal" min={0} max={L.temperatureMax} step={0.1} placeholder="0.7" />
              <TextField name="maxTokens" label="Max tokens" type="number" inputMode="numeric" min={1} max={L.maxTokensMax} step={1} placeholder="2000" />
            </div>
          </>
        ) : (
          <>
            <TextareaField
              name="workflow"
              label="Workflow settings"
              rows={3}
              hint='One "key: value" per line, such as steps: 2.'
              className="[&_textarea]:font-mono [&_textarea]:text-sm"
            />
            {ENTRY_LISTS.map((l) => (
              <EntriesEditor key={l.name} name={l.name} label={l.label} example={l.example} />
            ))}
          </>
        )}
        <TextField name="integrations" label="Integrations it uses" hint="Copied to each install, separated by commas." autoComplete="off" />
      </fieldset>
    </SheetForm>
  )
}

/** An app's triggers, actions or conditions: one entry each, a type and its settings. */
function EntriesEditor({ name, label, example }: { name: EntryList; label: string; example: string }) {
  const { control } = useFormContext<MarketTemplateFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name })
  const one = label.slice(0, -1).toLowerCase()
  return (
    <div className="space-y-2.5">
      <p className="text-sm font-medium text-slate-900">{label}</p>
      {fields.length === 0 ? <p className="text-sm text-slate-500">None.</p> : null}
      <ol className="space-y-2.5">
        {fields.map((f, i) => (
          <li key={f.id} className="grid gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start">
            <TextField name={`${name}.${i}.type`} id={`${name}-${i}-type`} label={`${label.slice(0, -1)} ${i + 1}`} placeholder={example} autoComplete="off" spellCheck={false} className="[&_input]:h-11" />
            <TextareaField name={`${name}.${i}.settings`} id={`${name}-${i}-settings`} label="Settings" rows={2} placeholder="app: HubSpot" className="[&_textarea]:font-mono [&_textarea]:text-sm" />
            <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove ${one} ${i + 1}`} className="!text-danger-700 hover:bg-danger-50 sm:mt-7">
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => append({ type: '', settings: '' })}>
        <Plus aria-hidden="true" />
        Add {one}
      </Button>
    </div>
  )
}
