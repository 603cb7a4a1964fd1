import { useMutation } from '@tanstack/react-query'
import { CircleCheck, Send } from 'lucide-react'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { describedBy, Field, FieldMessage } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { RadioCard, RadioGroup } from '../../components/ui/radio-group'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { attribution } from '../../lib/analytics'
import { apiFieldErrors, apiRequest } from '../../lib/api'
import { MAX_NAME, MAX_WHY } from '../home/applicationRules'
import {
  emptyLicensing,
  EXPERIENCE_OPTIONS,
  isLicensingValid,
  LICENSING_FIELDS,
  LICENSING_REDIRECT_MS,
  licensingErrors,
  licensingFieldError,
  licensingFieldForServerField,
  MAX_COMPANY,
  MAX_TARGET,
  toLicensingPayload,
  type LicensingData,
  type LicensingField,
  type LicensingPayload,
} from './licensingRules'
import { Honeypot } from '../../components/ui/honeypot'
import { focusControl } from '../../lib/focus'

const IDS: Record<LicensingField, string> = {
  name: 'lic-name',
  email: 'lic-email',
  phone: 'lic-phone',
  company: 'lic-company',
  experience: 'lic-experience',
  whyInterested: 'lic-why',
  targetMarket: 'lic-target',
}

function focusField(field: LicensingField): void {
  focusControl(IDS[field])
}

const Optional = () => <span className="font-normal text-slate-500">(optional)</span>

export function LicensingForm() {
  const navigate = useNavigate()
  const [data, setData] = useState<LicensingData>(emptyLicensing)
  const [touched, setTouched] = useState<ReadonlySet<LicensingField>>(new Set())
  const [serverErrors, setServerErrors] = useState<Partial<Record<LicensingField, string>>>({})
  const [submitted, setSubmitted] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const inFlight = useRef(false)
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const titleId = useId()

  const mutation = useMutation({
    mutationFn: (payload: LicensingPayload) => apiRequest('POST', '/api/leads', payload),
  })

  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  const update = <K extends LicensingField>(field: K, value: LicensingData[K]) => {
    setData((d) => ({ ...d, [field]: value }))
    setServerErrors((e) => {
      if (!(field in e)) return e
      const next = { ...e }
      delete next[field]
      return next
    })
  }

  const touch = (field: LicensingField) =>
    setTouched((t) => (t.has(field) ? t : new Set([...t, field])))

  const errorFor = (field: LicensingField) =>
    serverErrors[field] ?? (touched.has(field) ? licensingFieldError(field, data) : undefined)

  const valid = isLicensingValid(data)
  const submitting = mutation.isPending

  const revealErrors = () => {
    setTouched(new Set(LICENSING_FIELDS))
    const errors = licensingErrors(data)
    const first = LICENSING_FIELDS.find((f) => errors[f])
    if (first) focusField(first)
  }

  const submit = async () => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      await mutation.mutateAsync(toLicensingPayload(data, attribution(), honeypot.current?.value ?? ''))
      toast({ title: 'Partnership Application Submitted!', description: "Now let's schedule your partnership call..." })
      setSubmitted(true)
      clearTimeout(redirectTimer.current)
      redirectTimer.current = setTimeout(() => navigate('/book-call'), LICENSING_REDIRECT_MS)
    } catch (error) {
      const fields: Partial<Record<LicensingField, string>> = {}
      for (const [serverField, message] of Object.entries(apiFieldErrors(error))) {
        const field = licensingFieldForServerField(serverField)
        if (field) fields[field] = message
      }
      setServerErrors(fields)
      const first = LICENSING_FIELDS.find((f) => fields[f])
      if (first) focusField(first)
      toast({ variant: 'destructive', title: 'Submission Error', description: 'Please try again or contact support.' })
    } finally {
      inFlight.current = false
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting || inFlight.current || submitted) return
    if (!valid) {
      revealErrors()
      return
    }
    void submit()
  }

  // Enter in a text input with the form incomplete: show what is missing instead of doing nothing.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    if ((event.target as HTMLElement).tagName !== 'INPUT') return
    if (!valid) {
      event.preventDefault()
      revealErrors()
    }
  }

  const textField = (
    field: 'name' | 'email' | 'phone' | 'company' | 'targetMarket',
    label: ReactNode,
    props: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field id={IDS[field]} label={label} error={errorFor(field)}>
      <Input
        id={IDS[field]}
        name={field}
        value={data[field]}
        invalid={!!errorFor(field)}
        aria-describedby={describedBy(IDS[field], errorFor(field))}
        onChange={(e) => update(field, e.target.value)}
        onBlur={() => touch(field)}
        {...props}
      />
    </Field>
  )

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
      <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} onKeyDown={onKeyDown} className="relative space-y-6 px-5 pb-6 pt-6 sm:px-8 sm:pb-8">
        {submitted ? (
          <div role="status" className="flex items-start gap-3 rounded-xl bg-success-50 p-4 text-[15px] text-success-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong className="font-semibold">Application received.</strong> Taking you to book your partnership call...
            </span>
          </div>
        ) : null}

        {textField('name', 'Full name', { autoComplete: 'name', maxLength: MAX_NAME, placeholder: 'Sam Rivera' })}
        <div className="grid gap-6 sm:grid-cols-2">
          {textField('email', 'Email', { type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'you@company.com' })}
          {textField('phone', 'Phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '+1 555 010 0144' })}
        </div>
        {textField(
          'company',
          <>
            Company <Optional />
          </>,
          { autoComplete: 'organization', maxLength: MAX_COMPANY, placeholder: 'Rivera Digital' },
        )}

        <div className="space-y-2.5">
          <p id={`${IDS.experience}-label`} className="text-sm font-medium text-slate-900">
            Your experience with AI
          </p>
          <RadioGroup
            id={IDS.experience}
            name="experience"
            value={data.experience}
            onValueChange={(v) => {
              update('experience', v as LicensingData['experience'])
              touch('experience')
            }}
            aria-labelledby={`${IDS.experience}-label`}
            aria-describedby={describedBy(IDS.experience, errorFor('experience'))}
            aria-required="true"
            className="sm:grid-cols-2"
          >
            {EXPERIENCE_OPTIONS.map((o) => (
              <RadioCard key={o.value} value={o.value} title={o.label} description={o.description} />
            ))}
          </RadioGroup>
          <FieldMessage id={IDS.experience} error={errorFor('experience')} />
        </div>

        <Field id={IDS.whyInterested} label="Why do you want to become a partner?" error={errorFor('whyInterested')}>
          <Textarea
            id={IDS.whyInterested}
            name="whyInterested"
            maxLength={MAX_WHY}
            placeholder="Your background, the businesses you know, and what you want the next 6 months to look like."
            value={data.whyInterested}
            invalid={!!errorFor('whyInterested')}
            aria-describedby={describedBy(IDS.whyInterested, errorFor('whyInterested'))}
            onChange={(e) => update('whyInterested', e.target.value)}
            onBlur={() => touch('whyInterested')}
          />
        </Field>

        {textField(
          'targetMarket',
          <>
            Target market <Optional />
          </>,
          { maxLength: MAX_TARGET, placeholder: 'e.g. dentists in Austin', autoComplete: 'off' },
        )}

        <Honeypot id="lic-website" ref={honeypot} />

        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500">Covered by our 7-day money-back guarantee.</p>
          <Button type="submit" disabled={!valid || submitted} loading={submitting} className="sm:min-w-56">
            {submitting ? 'Submitting...' : 'Submit application'}
            {submitting ? null : <Send aria-hidden="true" />}
          </Button>
        </div>
      </form>
    </div>
  )
}
