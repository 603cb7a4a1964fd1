import { Plus, Trash2 } from 'lucide-react'
import { Controller, useFieldArray, useFormContext } from 'react-hook-form'
import { fieldsFor } from '../../../components/form/form'
import { selectFieldFor } from '../../../components/form/SelectField'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { SheetForm } from '../../../components/ui/form-frames'
import { FormSheet, useSaveRecord } from '../common/FormSheet'
import { RULES } from '../../../lib/rules'
import type { SuccessTemplate } from '../../../lib/success/successApi'
import {
  NEW_VARIABLE,
  TEMPLATE_CATEGORIES,
  TEMPLATE_DIFFICULTIES,
  TEMPLATE_FIELDS,
  templateFormValues,
  templatePayload,
  templateSchema,
  type TemplateFormValues,
} from './successAdminForm'

export const ADMIN_TEMPLATES_KEY = ['admin', 'success-templates'] as const
const { TextField, TextareaField } = fieldsFor<TemplateFormValues>()
const SelectField = selectFieldFor<TemplateFormValues>()
const L = RULES.success

/** Create or edit a success template in a side sheet. `template` undefined: closed; null: new. */
export function TemplateFormSheet({ template, onClose }: { template: SuccessTemplate | null | undefined; onClose: () => void }) {
  return (
    <FormSheet record={template} onClose={onClose} closeLabel="Close template form" wide>
      {(t) => <TemplateForm template={t} onDone={onClose} />}
    </FormSheet>
  )
}

function TemplateForm({ template, onDone }: { template: SuccessTemplate | null; onDone: () => void }) {
  const form = useSchemaForm(templateSchema, templateFormValues(template))
  const sheet = useSaveRecord({
    form,
    focus: 'title',
    id: template?.id,
    collection: '/api/admin/success-templates',
    payload: templatePayload,
    queryKey: ADMIN_TEMPLATES_KEY,
    savedTitle: template ? 'Template saved' : 'Template added',
    describe: (saved: SuccessTemplate) => saved.title,
    notSaved: 'The template was not saved',
    fields: TEMPLATE_FIELDS,
    onDone,
  })

  return (
    <SheetForm
      {...sheet}
      title={template ? 'Edit template' : 'New success template'}
      description={<>Partners fill in the variables; each {'{{name}}'} in the content takes one.</>}
      submitLabel={template ? 'Save changes' : 'Add template'}
    >
        <TextField name="title" label="Title" maxLength={L.title} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="category" label="Category" options={TEMPLATE_CATEGORIES} placeholder="Choose" required />
          <SelectField name="difficulty" label="Difficulty" options={TEMPLATE_DIFFICULTIES} />
          <TextField name="industry" label="Industry" maxLength={L.short} placeholder="Dental" autoComplete="off" />
        </div>
        <TextareaField name="description" label="Description" maxLength={L.text} rows={2} />
        <TextField name="tags" label="Tags" hint={`Separated by commas, up to ${L.tags}.`} autoComplete="off" />
        <VariablesEditor />
        <TextareaField
          name="content"
          label="Content"
          maxLength={L.content}
          rows={10}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          hint="Write {{variableName}} where a partner's value goes; every placeholder must be a variable above."
        />
    </SheetForm>
  )
}

/** The template's variables: a row each (name, label, example, multi-line), added and removed in place. */
function VariablesEditor() {
  const { control, formState, getFieldState } = useFormContext<TemplateFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'variables' })
  const listError = getFieldState('variables', formState).error
  const message = listError?.message ?? listError?.root?.message
  return (
    <fieldset className="space-y-3" aria-describedby={message ? 'variables-error' : undefined}>
      <legend className="text-sm font-medium text-slate-900">Variables</legend>
      {fields.length === 0 ? <p className="text-sm text-slate-600">No variables yet: the content is copied as written.</p> : null}
      <ol className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3.5">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-700">Variable {i + 1}</p>
              <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove variable ${i + 1}`} className="!text-danger-700 hover:bg-danger-50">
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <TextField name={`variables.${i}.name`} id={`var-${i}-name`} label="Name" maxLength={L.variableName} placeholder="firstName" autoComplete="off" spellCheck={false} className="[&_input]:h-11" />
              <TextField name={`variables.${i}.label`} id={`var-${i}-label`} label="Label" maxLength={L.variableLabel} placeholder="First name" autoComplete="off" className="[&_input]:h-11" />
              <TextField name={`variables.${i}.placeholder`} id={`var-${i}-placeholder`} label="Example" maxLength={L.placeholder} placeholder="Maria" autoComplete="off" className="sm:col-span-2 [&_input]:h-11" />
            </div>
            <Controller
              control={control}
              name={`variables.${i}.multiline`}
              render={({ field }) => (
                <div className="mt-3 flex items-center gap-2.5">
                  <Checkbox id={`var-${i}-multiline`} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                  <label htmlFor={`var-${i}-multiline`} className="text-sm text-slate-700">
                    Several lines (a text area)
                  </label>
                </div>
              )}
            />
          </li>
        ))}
      </ol>
      {message ? (
        <p id="variables-error" role="alert" className="text-sm font-medium text-danger-700">
          {message}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => append(NEW_VARIABLE)} disabled={fields.length >= L.variables}>
        <Plus aria-hidden="true" />
        Add Variable
      </Button>
    </fieldset>
  )
}
