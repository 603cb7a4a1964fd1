import { CircleCheck, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { RadioGroupField, text, TextareaField, TextField, usePlainForm } from '../../components/form/plainForm'
import { useHydrated } from '../../lib/hydration'
import { claims } from '../../lib/siteConfig'
import { Button } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { toast } from '../../components/ui/use-toast'
import { attribution } from '../../lib/analytics'
import { apiRequest } from '../../lib/api'
import { MAX_NAME, MAX_WHY } from '../home/applicationRules'
import {
  emptyLicensing,
  EXPERIENCE_OPTIONS,
  LICENSING_REDIRECT_MS,
  licensingErrors,
  licensingFieldForServerField,
  LICENSING_NEXT_PAGE,
  MAX_COMPANY,
  MAX_TARGET,
  toLicensingPayload,
  type LicensingData,
  type LicensingField,

} from './licensingRules'

const IDS: Record<LicensingField, string> = {
  name: 'lic-name',
  email: 'lic-email',
  phone: 'lic-phone',
  company: 'lic-company',
  experience: 'lic-experience',
  whyInterested: 'lic-why',
  targetMarket: 'lic-target',
}

type Values = LicensingData & { website: string }
const readLicensing = (data: FormData): Values => {
  const t = (name: string) => text(data, name)
  return {
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    company: t('company'),
    experience: t('experience') as LicensingData['experience'],
    whyInterested: t('whyInterested'),
    targetMarket: t('targetMarket'),
    website: t('website'),
  }
}

const Optional = () => <span className="font-normal text-slate-500">(optional)</span>

export function LicensingForm() {
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [submitted, setSubmitted] = useState(false)
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const titleId = useId()


  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  const form = usePlainForm<Values, LicensingField>({
    read: readLicensing,
    check: licensingErrors,
    mode: 'onTouched',
    initial: { ...emptyLicensing, website: '' },
    send: async (values) => {
      if (submitted) return
      try {
        await apiRequest('POST', '/api/leads', toLicensingPayload(values, attribution(), values.website))
        toast({ title: 'Partnership Application Submitted!', description: "Now let's schedule your partnership call..." })
        setSubmitted(true)
        clearTimeout(redirectTimer.current)
        redirectTimer.current = setTimeout(() => void navigate(LICENSING_NEXT_PAGE), LICENSING_REDIRECT_MS)
      } catch (error) {
        form.showServerErrors(error, licensingFieldForServerField)
        toast({ variant: 'destructive', title: 'Submission Error', description: 'Please try again or contact support.' })
      }
    },
  })
  const { valid, sending: submitting } = form

  // Enter in a text input with the form incomplete: show what is missing instead of doing nothing.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    if ((event.target as HTMLElement).tagName !== 'INPUT') return
    if (!valid && hydrated) {
      event.preventDefault()
      event.currentTarget.requestSubmit()
    }
  }

  return (
    <div className="rounded-card border border-slate-200/80 bg-white shadow-card">
      <div className="border-b border-slate-100 px-5 pb-5 pt-6 sm:px-8 sm:pt-8">
        <h3 id={titleId} tabIndex={-1} data-anchor-focus className="text-xl font-semibold tracking-tight focus:outline-none">
          Partner licence application
        </h3>
        <p className="mt-1.5 text-[15px] text-slate-600">
          Takes 3 minutes. We review every application within 48 hours.
        </p>
      </div>
      <form
        {...form.props}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="relative space-y-6 px-5 pb-6 pt-6 sm:px-8 sm:pb-8"
      >
        {submitted ? (
          <div role="status" className="flex items-start gap-3 rounded-xl bg-success-50 p-4 text-[15px] text-success-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong className="font-semibold">Application received.</strong> Taking you to book your partnership call...
            </span>
          </div>
        ) : null}

        <TextField form={form} id={IDS.name} name="name" label="Full name" autoComplete="name" maxLength={MAX_NAME} placeholder="Sam Rivera" />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            form={form}
            id={IDS.email}
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@company.com"
          />
          <TextField
            form={form}
            id={IDS.phone}
            name="phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+1 555 010 0144"
          />
        </div>
        <TextField
          form={form}
          id={IDS.company}
          name="company"
          label={
            <>
              Company <Optional />
            </>
          }
          autoComplete="organization"
          maxLength={MAX_COMPANY}
          placeholder="Rivera Digital"
        />

        <RadioGroupField
          form={form}
          id={IDS.experience}
          name="experience"
          label="Your experience with AI"
          options={EXPERIENCE_OPTIONS}
          groupClassName="sm:grid-cols-2"
        />

        <TextareaField
          form={form}
          id={IDS.whyInterested}
          name="whyInterested"
          label="Why do you want to become a partner?"
          maxLength={MAX_WHY}
          placeholder="Your background, the businesses you know, and what you want the next 6 months to look like."
        />

        <TextField
          form={form}
          id={IDS.targetMarket}
          name="targetMarket"
          label={
            <>
              Target market <Optional />
            </>
          }
          maxLength={MAX_TARGET}
          placeholder="e.g. dentists in Austin"
          autoComplete="off"
        />

        <Honeypot id="lic-website" />

        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500">Covered by our {claims().guarantee}.</p>
          <Button type="submit" disabled={(hydrated && !valid) || submitted} loading={submitting} className="sm:min-w-56">
            {submitting ? 'Submitting...' : 'Submit Application'}
            {submitting ? null : <Send aria-hidden="true" />}
          </Button>
        </div>
      </form>
    </div>
  )
}
