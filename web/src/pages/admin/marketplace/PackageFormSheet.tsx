import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { fieldsFor } from '../../../components/form/form'
import { selectFieldFor } from '../../../components/form/SelectField'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { SheetForm } from '../../../components/ui/form-frames'
import { FormSheet, useSaveRecord } from '../common/FormSheet'
import { RULES } from '../../../lib/rules'
import type { Package } from '../../../lib/marketApi'
import { COMPLEXITIES, PACKAGE_FIELDS, packageFormValues, packagePayload, packageSchema, type PackageFormValues } from './marketAdminForm'

const { TextField, TextareaField } = fieldsFor<PackageFormValues>()
const SelectField = selectFieldFor<PackageFormValues>()
const L = RULES.marketplace

/** Create or edit an integration package. `pkg` undefined: closed; null: new. */
export function PackageFormSheet({ pkg, onClose }: { pkg: Package | null | undefined; onClose: () => void }) {
  return (
    <FormSheet record={pkg} onClose={onClose} closeLabel="Close package form" wide>
      {(p) => <PackageForm pkg={p} onDone={onClose} />}
    </FormSheet>
  )
}

function PackageForm({ pkg, onDone }: { pkg: Package | null; onDone: () => void }) {
  const form = useSchemaForm(packageSchema, packageFormValues(pkg))
  const sheet = useSaveRecord({
    form,
    focus: 'name',
    id: pkg?.id,
    collection: '/api/admin/marketplace/packages',
    payload: packagePayload,
    queryKey: ['admin', 'marketplace'],
    savedTitle: pkg ? 'Package saved' : 'Package added',
    describe: (saved: Package) => saved.name,
    notSaved: 'The package was not saved',
    fields: PACKAGE_FIELDS,
    onDone,
  })

  return (
    <SheetForm
      {...sheet}
      title={pkg ? 'Edit package' : 'New integration package'}
      description="Partners install it, follow the guide, and rate it."
      submitLabel={pkg ? 'Save changes' : 'Add package'}
    >
      <TextField name="name" label="Name" maxLength={L.name} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="category" label="Category" maxLength={L.short} placeholder="CRM" autoComplete="off" />
        <SelectField name="setupComplexity" label="Setup complexity" options={COMPLEXITIES} />
        <TextField name="estimatedSetupTime" label="Setup time" maxLength={L.setupTime} placeholder="30 minutes" autoComplete="off" />
      </div>
      <TextareaField name="description" label="Description" maxLength={L.text} rows={3} />
      <TextField name="integrations" label="Required integrations" hint="Separated by commas, such as HubSpot, Twilio." autoComplete="off" />
      <TextField name="videoTutorialUrl" label="Video tutorial" type="url" inputMode="url" placeholder="https://" />
      <GuideEditor />
    </SheetForm>
  )
}

/** The step-by-step guide: numbered steps to add, reorder and remove. */
function GuideEditor() {
  const { control, formState, getFieldState } = useFormContext<PackageFormValues>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stepByStepGuide' })
  const error = getFieldState('stepByStepGuide', formState).error
  const message = error?.message ?? error?.root?.message
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">Step-by-step guide</legend>
      {fields.length === 0 ? <p className="text-sm text-slate-600">No steps yet. Partners follow these after installing.</p> : null}
      <ol className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3.5">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-700">Step {i + 1}</p>
              <div className="flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={`Move step ${i + 1} up`} className="px-2.5">
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="sm" onClick={() => move(i, i + 1)} disabled={i === fields.length - 1} aria-label={`Move step ${i + 1} down`} className="px-2.5">
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove step ${i + 1}`} className="px-2.5 !text-danger-700 hover:bg-danger-50">
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
            <div className="mt-2 space-y-3">
              <TextField name={`stepByStepGuide.${i}.title`} id={`step-${i}-title`} label="Title" maxLength={L.stepTitle} autoComplete="off" className="[&_input]:h-11" />
              <TextareaField name={`stepByStepGuide.${i}.body`} id={`step-${i}-body`} label="What to do" maxLength={L.stepBody} rows={3} />
            </div>
          </li>
        ))}
      </ol>
      {message ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {message}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => append({ title: '', body: '' })} disabled={fields.length >= L.steps}>
        <Plus aria-hidden="true" />
        Add Step
      </Button>
    </fieldset>
  )
}
