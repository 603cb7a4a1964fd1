import { Controller, useFormContext } from 'react-hook-form'
import { FormField } from '../../components/form/form'
import { LogoUpload, type LogoFile } from '../../components/upload/LogoUpload'
import { Select } from '../../components/ui/select'
import { ChoiceField, fieldId, Optional, TextAreaField, TextField } from './fields'
import {
  LIMITS,
  NICHES,
  showsDomainName,
  showsForwardingNumber,
  showsLogoUpload,
  type OnboardingValues,
} from './onboardingRules'

/** Step 1, AI Business Basics: who you are and the business you will run. */
const nicheOptions = NICHES.map((n) => ({ value: n, label: n }))

export function StepBasics() {
  const { control } = useFormContext<OnboardingValues>()
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="fullName" label="Full name" autoComplete="name" maxLength={LIMITS.fullName} placeholder="Rosa Diaz" />
        <TextField
          name="businessEmail"
          label="Business email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.businessEmail}
          placeholder="you@yourbusiness.com"
        />
      </div>
      <FormField<OnboardingValues>
        name="niche"
        label="Niche"
        id={fieldId('niche')}
        hint="The industry your AI business will serve first."
      >
        {({ invalid, ...c }) => (
          <Controller
            control={control}
            name="niche"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                options={nicheOptions}
                placeholder="Choose your niche"
                {...c}
                ref={field.ref}
                invalid={invalid}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <TextField
        name="businessName"
        label="Business name"
        hint="The name your clients will see on your portal and proposals."
        autoComplete="organization"
        maxLength={LIMITS.businessName}
        placeholder="Bright Smiles AI"
      />
    </div>
  )
}

/** Step 2, Contact and Domain Setup: the domain, the phone line and the client you want. */
export function StepContact() {
  const { watch } = useFormContext<OnboardingValues>()
  const ownsDomain = watch('ownsDomain')
  const phoneForwarding = watch('phoneForwarding')
  return (
    <div className="space-y-6">
      <ChoiceField
        name="ownsDomain"
        label="Do you already own a domain for this business?"
        options={[
          { value: 'yes', title: 'Yes, I own one' },
          { value: 'no', title: 'No, not yet', description: 'We can help you pick one.' },
        ]}
      />
      {showsDomainName({ ownsDomain }) ? (
        <div className="animate-step-in">
          <TextField
            name="domainName"
            label="Domain name"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            maxLength={LIMITS.domainName}
            placeholder="yourbusiness.com"
          />
        </div>
      ) : null}
      <TextField
        name="preferredAreaCode"
        label="Preferred area code"
        hint="For your business phone number, e.g. 512."
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        placeholder="512"
        className="max-w-40"
      />
      <ChoiceField
        name="phoneForwarding"
        label="Where should calls to your business number go?"
        options={[
          { value: 'cell', title: 'Forward to my cell', description: 'Calls ring your own phone.' },
          { value: 'separate', title: 'A separate line', description: 'A dedicated business line.' },
        ]}
      />
      {showsForwardingNumber({ phoneForwarding }) ? (
        <div className="animate-step-in">
          <TextField
            name="forwardingNumber"
            label="Forwarding number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={LIMITS.forwardingNumber}
            placeholder="+1 512 555 0100"
          />
        </div>
      ) : null}
      <TextAreaField
        name="targetClient"
        label="Target client"
        hint="Who you will sell to first: their business, size and city."
        maxLength={LIMITS.targetClient}
        placeholder="Family dental practices in Austin with 2-5 chairs"
      />
    </div>
  )
}

/** Step 3, Final Details: the pitch, the logo and anything else. */
export function StepFinal({
  logo,
  onLogoChange,
  logoError,
  onLogoBusy,
}: {
  logo: LogoFile | null
  onLogoChange: (logo: LogoFile | null) => void
  logoError?: string
  onLogoBusy: (busy: boolean) => void
}) {
  const { watch } = useFormContext<OnboardingValues>()
  const hasLogo = watch('hasLogo')
  return (
    <div className="space-y-6">
      <TextAreaField
        name="pitchLine"
        label="Your pitch line"
        hint="One or two sentences a business owner will remember."
        maxLength={LIMITS.pitchLine}
        placeholder="We answer every call your front desk misses, day and night."
      />
      <ChoiceField
        name="hasLogo"
        label="Do you have a logo?"
        options={[
          { value: 'yes', title: 'Yes, I have one' },
          { value: 'no', title: 'No, not yet', description: 'We start with a clean text logo.' },
        ]}
      />
      {showsLogoUpload({ hasLogo }) ? (
        <div className="animate-step-in">
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
        </div>
      ) : null}
      <TextAreaField
        name="additionalRequests"
        label={
          <>
            Additional requests <Optional />
          </>
        }
        hint="Anything we should know, or your niche if you chose Other."
        maxLength={LIMITS.additionalRequests}
      />
    </div>
  )
}
