import { fieldsFor } from '../../../components/form/form'
import { SIGNER_NAME_MAX, type SignValues } from './agreementRules'

const { TextField, CheckboxField } = fieldsFor<SignValues>()

/**
 * The signing part of a form: the signer's typed full name and the consent
 * box, on a quiet panel. `idPrefix` keeps the ids apart when several forms
 * share a page.
 */
export function SignatureFields({ consent, idPrefix }: { consent: string; idPrefix?: string }) {
  return (
    <div className="space-y-5 rounded-card bg-slate-50 p-4 ring-1 ring-inset ring-slate-200 sm:p-5">
      <TextField
        name="name"
        id={idPrefix ? `${idPrefix}-name` : undefined}
        label="Type your full name"
        autoComplete="name"
        maxLength={SIGNER_NAME_MAX}
        className="sm:max-w-sm"
      />
      <CheckboxField name="consent" id={idPrefix ? `${idPrefix}-consent` : undefined} label={consent} />
    </div>
  )
}
