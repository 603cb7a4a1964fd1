import { fieldsFor } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { SheetForm } from '../../../components/ui/form-frames'
import { FormSheet, useSaveRecord } from '../common/FormSheet'
import {
  ADMIN_AGREEMENTS_KEY,
  AGREEMENT_LIMITS,
  publishDefaults,
  PUBLISH_FIELDS,
  publishSchema,
  type AgreementTemplate,
  type PublishValues,
} from './agreementsModel'

const { TextField, TextareaField, CheckboxField } = fieldsFor<PublishValues>()

/** A publishing form in a side sheet; `from` undefined: closed; null: a new kind; a template: its kind's next version, starting from it. */
export function PublishAgreementSheet({ from, kinds, onClose }: { from: AgreementTemplate | null | undefined; kinds: string[]; onClose: () => void }) {
  return (
    <FormSheet record={from} onClose={onClose} closeLabel="Close publishing form" wide>
      {(t) => <PublishForm from={t} kinds={kinds} onDone={onClose} />}
    </FormSheet>
  )
}

function PublishForm({ from, kinds, onDone }: { from: AgreementTemplate | null; kinds: string[]; onDone: () => void }) {
  const form = useSchemaForm(publishSchema, publishDefaults(from))
  const sheet = useSaveRecord({
    form,
    focus: from ? 'title' : 'kind',
    // Always a new version: POST, never an edit of a published one.
    id: undefined,
    collection: '/api/admin/agreements',
    payload: (v: PublishValues) => ({ kind: v.kind.trim(), title: v.title.trim(), body: v.body, required: v.required }),
    queryKey: ADMIN_AGREEMENTS_KEY,
    savedTitle: 'Agreement published',
    describe: (saved: AgreementTemplate) => `${saved.title}, version ${saved.version}. Partners are asked to sign it.`,
    notSaved: 'The agreement was not published',
    fields: PUBLISH_FIELDS,
    onDone,
  })

  return (
    <SheetForm
      {...sheet}
      title={from ? `New version of ${from.title}` : 'Publish New Version'}
      description="A new version replaces the current one of its kind; every partner is asked to sign it. Published versions never change."
      submitLabel="Publish"
    >
      <TextField
        name="kind"
        label="Kind"
        list="agreement-kinds"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={AGREEMENT_LIMITS.kind}
        hint="Lower case, such as partner_licence. An existing kind gets its next version."
      />
      <datalist id="agreement-kinds">
        {kinds.map((k) => (
          <option key={k} value={k} />
        ))}
      </datalist>
      <TextField name="title" label="Title" autoComplete="off" maxLength={AGREEMENT_LIMITS.title} />
      <TextareaField
        name="body"
        label="Text (Markdown)"
        rows={14}
        maxLength={AGREEMENT_LIMITS.body}
        hint="Headings (#), paragraphs, bullet lists (-) and **bold** show as such to partners."
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
      />
      <CheckboxField name="required" label="Required: partners must sign it to keep using their tools" />
    </SheetForm>
  )
}
