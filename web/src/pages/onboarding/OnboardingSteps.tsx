import { lazy, Suspense, type ReactNode } from 'react'
import { SelectField } from '../../components/form/PlainSelectField'
import { RadioGroupField, TextareaField, TextField } from '../../components/form/plainForm'
import type { LogoFile } from '../../components/upload/logoFile'
import { fieldId, Optional } from './fields'
import {
  FORWARDING_OPTIONS,
  HAS_LOGO_OPTIONS,
  LIMITS,
  NICHES,
  ONBOARDING_QUESTIONS as Q,
  OWNS_DOMAIN_OPTIONS,
  showsDomainName,
  showsForwardingNumber,
  showsLogoUpload,
  type ChoiceOption,
  type OnboardingField,
  type OnboardingValues,
} from './onboardingRules'

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

function Choice({ form, name, label, start, options }: { form: StepForm; name: 'ownsDomain' | 'phoneForwarding' | 'hasLogo'; label: ReactNode; start: OnboardingValues; options: readonly ChoiceOption[] }) {
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
      <SelectField form={form} name="niche" label={Q.niche.label} hint="The industry your AI business will serve first." options={nicheOptions} placeholder="Choose your niche" defaultValue={start.niche} />
      <TextField
        form={form}
        name="businessName"
        label={Q.businessName.label}
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
        label={Q.ownsDomain.label}
        start={start}
        options={OWNS_DOMAIN_OPTIONS}
      />
      {showsDomainName(current) ? (
        <div className="animate-step-in">
          <TextField form={form} name="domainName" label={Q.domainName.label} autoCapitalize="none" spellCheck={false} inputMode="url" maxLength={LIMITS.domainName} placeholder="yourbusiness.com" defaultValue={start.domainName} />
        </div>
      ) : null}
      <TextField
        form={form}
        name="preferredAreaCode"
        label={Q.preferredAreaCode.label}
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
        label={Q.phoneForwarding.label}
        start={start}
        options={FORWARDING_OPTIONS}
      />
      {showsForwardingNumber(current) ? (
        <div className="animate-step-in">
          <TextField form={form} name="forwardingNumber" label={Q.forwardingNumber.label} type="tel" inputMode="tel" autoComplete="tel" maxLength={LIMITS.forwardingNumber} placeholder="+1 512 555 0100" defaultValue={start.forwardingNumber} />
        </div>
      ) : null}
      <TextareaField
        form={form}
        name="targetClient"
        label={Q.targetClient.label}
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
        label={Q.pitchLine.label}
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
        label={Q.hasLogo.label}
        start={start}
        options={HAS_LOGO_OPTIONS}
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
            {Q.additionalRequests.label} <Optional />
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
