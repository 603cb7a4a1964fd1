import { lazy, Suspense, type ReactNode } from 'react'
import { SelectField } from '../../components/form/PlainSelectField'
import { RadioGroupField, TextareaField, TextField } from '../../components/form/plainForm'
import type { LogoFile } from '../../components/upload/logoFile'
import { fieldId, Optional } from './fields'
import { LIMITS, NICHES, showsDomainName, showsForwardingNumber, showsLogoUpload, type OnboardingField, type OnboardingValues } from './onboardingRules'

// The upload's code comes when a person says they have a logo, not with the page.
const LogoUpload = lazy(() => import('../../components/upload/LogoUpload').then((m) => ({ default: m.LogoUpload })))

/** The step's plain form, as its fields need it: each field's id and message. */
export interface StepForm {
  field: (name: OnboardingField) => { id: string; name: OnboardingField; error?: string }
}

interface StepProps {
  form: StepForm
  /** The answers as the step opened (its fields start from them). */
  start: OnboardingValues
  /** The answers now in the fields (the conditional fields follow them). */
  current: OnboardingValues
}

const nicheOptions = NICHES.map((n) => ({ value: n, label: n }))
/** The textareas here are shorter than the default. */
const shortTextarea = '[&_textarea]:min-h-24'

function Choice({ form, name, label, start, options }: { form: StepForm; name: 'ownsDomain' | 'phoneForwarding' | 'hasLogo'; label: ReactNode; start: OnboardingValues; options: readonly { value: string; label: string; description?: string }[] }) {
  return <RadioGroupField form={form} name={name} label={label} options={options} defaultValue={start[name]} groupClassName="sm:grid-cols-2" />
}

/** Step 1, AI Business Basics: who you are and the business you will run. */
export function StepBasics({ form, start }: StepProps) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField form={form} name="fullName" label="Full name" autoComplete="name" maxLength={LIMITS.fullName} placeholder="Rosa Diaz" defaultValue={start.fullName} />
        <TextField
          form={form}
          name="businessEmail"
          label="Business email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.businessEmail}
          placeholder="you@yourbusiness.com"
          defaultValue={start.businessEmail}
        />
      </div>
      <SelectField form={form} name="niche" label="Niche" hint="The industry your AI business will serve first." options={nicheOptions} placeholder="Choose your niche" defaultValue={start.niche} />
      <TextField
        form={form}
        name="businessName"
        label="Business name"
        hint="The name your clients will see on your portal and proposals."
        autoComplete="organization"
        maxLength={LIMITS.businessName}
        placeholder="Bright Smiles AI"
        defaultValue={start.businessName}
      />
    </div>
  )
}

/** Step 2, Contact and Domain Setup: the domain, the phone line and the client you want. */
export function StepContact({ form, start, current }: StepProps) {
  return (
    <div className="space-y-6">
      <Choice
        form={form}
        name="ownsDomain"
        label="Do you already own a domain for this business?"
        start={start}
        options={[
          { value: 'yes', label: 'Yes, I own one' },
          { value: 'no', label: 'No, not yet', description: 'We can help you pick one.' },
        ]}
      />
      {showsDomainName(current) ? (
        <div className="animate-step-in">
          <TextField form={form} name="domainName" label="Domain name" autoCapitalize="none" spellCheck={false} inputMode="url" maxLength={LIMITS.domainName} placeholder="yourbusiness.com" defaultValue={start.domainName} />
        </div>
      ) : null}
      <TextField
        form={form}
        name="preferredAreaCode"
        label="Preferred area code"
        hint="For your business phone number, e.g. 512."
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        placeholder="512"
        className="max-w-40"
        defaultValue={start.preferredAreaCode}
      />
      <Choice
        form={form}
        name="phoneForwarding"
        label="Where should calls to your business number go?"
        start={start}
        options={[
          { value: 'cell', label: 'Forward to my cell', description: 'Calls ring your own phone.' },
          { value: 'separate', label: 'A separate line', description: 'A dedicated business line.' },
        ]}
      />
      {showsForwardingNumber(current) ? (
        <div className="animate-step-in">
          <TextField form={form} name="forwardingNumber" label="Forwarding number" type="tel" inputMode="tel" autoComplete="tel" maxLength={LIMITS.forwardingNumber} placeholder="+1 512 555 0100" defaultValue={start.forwardingNumber} />
        </div>
      ) : null}
      <TextareaField
        form={form}
        name="targetClient"
        label="Target client"
        hint="Who you will sell to first: their business, size and city."
        maxLength={LIMITS.targetClient}
        placeholder="Family dental practices in Austin with 2-5 chairs"
        rows={3}
        className={shortTextarea}
        defaultValue={start.targetClient}
      />
    </div>
  )
}

/** Step 3, Final Details: the pitch, the logo and anything else. */
export function StepFinal({
  form,
  start,
  current,
  logo,
  onLogoChange,
  logoError,
  onLogoBusy,
}: StepProps & {
  logo: LogoFile | null
  onLogoChange: (logo: LogoFile | null) => void
  logoError?: string
  onLogoBusy: (busy: boolean) => void
}) {
  return (
    <div className="space-y-6">
      <TextareaField
        form={form}
        name="pitchLine"
        label="Your pitch line"
        hint="One or two sentences a business owner will remember."
        maxLength={LIMITS.pitchLine}
        placeholder="We answer every call your front desk misses, day and night."
        rows={3}
        className={shortTextarea}
        defaultValue={start.pitchLine}
      />
      <Choice
        form={form}
        name="hasLogo"
        label="Do you have a logo?"
        start={start}
        options={[
          { value: 'yes', label: 'Yes, I have one' },
          { value: 'no', label: 'No, not yet', description: 'We start with a clean text logo.' },
        ]}
      />
      {showsLogoUpload(current) ? (
        <div className="animate-step-in">
          <Suspense fallback={<p role="status" className="flex min-h-32 items-center text-[15px] text-slate-600">Loading the logo upload...</p>}>
            <LogoUpload
              id={fieldId('hasLogo') + '-file'}
              label={
                <>
                  Logo <Optional />
                </>
              }
              value={logo}
              onChange={onLogoChange}
              error={logoError}
              onBusyChange={onLogoBusy}
            />
          </Suspense>
        </div>
      ) : null}
      <TextareaField
        form={form}
        name="additionalRequests"
        label={
          <>
            Additional requests <Optional />
          </>
        }
        hint="Anything we should know, or your niche if you chose Other."
        maxLength={LIMITS.additionalRequests}
        rows={3}
        className={shortTextarea}
        defaultValue={start.additionalRequests}
      />
    </div>
  )
}
