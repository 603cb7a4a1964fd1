import { useMutation } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, Briefcase, Check, CircleAlert, CircleCheck, Rocket, Send, TrendingUp } from 'lucide-react'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { Checkbox } from '../../components/ui/checkbox'
import { describedBy, Field, FieldMessage } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { RadioCard, RadioGroup } from '../../components/ui/radio-group'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { attribution } from '../../lib/analytics'
import { apiFieldErrors, apiRequest } from '../../lib/api'
import { cn } from '../../lib/utils'
import {
  AUDIENCE_OPTIONS,
  emptyApplication,
  EXPERIENCE_OPTIONS,
  fieldError,
  formFieldForServerField,
  isStepValid,
  MAX_NAME,
  MAX_WHY,
  nextStep,
  previousStep,
  REDIRECT_DELAY_MS,
  redirectPathFor,
  STEP_COUNT,
  STEP_FIELDS,
  STEP_TITLES,
  stepErrors,
  stepOfField,
  TERMS_TEXT,
  TIME_OPTIONS,
  toLeadPayload,
  type ApplicationData,
  type ApplicationField,
  type AudienceType,
  type LeadPayload,
  type Step,
} from './applicationRules'
import { Honeypot } from '../../components/ui/honeypot'
import { focusControl } from '../../lib/focus'

const audienceIcons: Record<AudienceType, ReactNode> = {
  'business-owner': <Briefcase />,
  entrepreneur: <Rocket />,
  investor: <TrendingUp />,
}

const FIELD_IDS: Record<ApplicationField, string> = {
  name: 'apply-name',
  email: 'apply-email',
  phone: 'apply-phone',
  audienceType: 'apply-audience',
  experience: 'apply-experience',
  timeCommitment: 'apply-time',
  whyInterested: 'apply-why',
  agreeToTerms: 'apply-terms',
}

const FIELD_LABELS: Record<ApplicationField, string> = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  audienceType: 'What describes you best?',
  experience: 'Your experience with AI',
  timeCommitment: 'Time you can commit',
  whyInterested: 'Why do you want to join the mission?',
  agreeToTerms: 'Terms',
}

/** Focuses a field's control (the first radio of a group). */
function focusField(field: ApplicationField): void {
  focusControl(FIELD_IDS[field])
}

export interface ApplicationFormProps {
  /** When the nonce changes, the audience is pre-chosen (from a card elsewhere on the page). */
  preset?: { audience: AudienceType; nonce: number }
}

export function ApplicationForm({ preset }: ApplicationFormProps) {
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>(1)
  const [data, setData] = useState<ApplicationData>(emptyApplication)
  const [touched, setTouched] = useState<ReadonlySet<ApplicationField>>(new Set())
  const [serverErrors, setServerErrors] = useState<Partial<Record<ApplicationField, string>>>({})
  const [submitted, setSubmitted] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const inFlight = useRef(false)
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const focusAfterStepChange = useRef(false)
  const titleId = useId()

  const mutation = useMutation({
    mutationFn: (payload: LeadPayload) => apiRequest('POST', '/api/leads', payload),
  })

  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  // A new preset (a card chosen elsewhere on the page) picks the audience, once.
  const [appliedPreset, setAppliedPreset] = useState<typeof preset>(undefined)
  if (preset !== appliedPreset) {
    setAppliedPreset(preset)
    if (preset) setData((d) => ({ ...d, audienceType: preset.audience }))
  }

  // After Continue/Back, put the keyboard on the first control of the new step.
  useEffect(() => {
    if (!focusAfterStepChange.current) return
    focusAfterStepChange.current = false
    const first = STEP_FIELDS[step][0]
    if (first) focusField(first)
  }, [step])

  const update = useCallback(<K extends ApplicationField>(field: K, value: ApplicationData[K]) => {
    setData((d) => ({ ...d, [field]: value }))
    setServerErrors((e) => {
      if (!(field in e)) return e
      const next = { ...e }
      delete next[field]
      return next
    })
    setSubmitted(false)
  }, [])

  const touch = (field: ApplicationField) =>
    setTouched((t) => {
      if (t.has(field)) return t
      const next = new Set(t)
      next.add(field)
      return next
    })

  const errorFor = (field: ApplicationField): string | undefined =>
    serverErrors[field] ?? (touched.has(field) ? fieldError(field, data) : undefined)

  const valid = isStepValid(step, data)
  const submitting = mutation.isPending

  /** Shows every error of the step and focuses the first one. */
  const revealErrors = () => {
    const errors = stepErrors(step, data)
    const fields = STEP_FIELDS[step]
    setTouched((t) => new Set([...t, ...fields]))
    const first = fields.find((f) => errors[f])
    if (first) focusField(first)
  }

  const goTo = (target: Step) => {
    focusAfterStepChange.current = true
    setStep(target)
  }

  const submitApplication = async () => {
    if (inFlight.current) return
    inFlight.current = true
    const audience = data.audienceType
    try {
      await mutation.mutateAsync(toLeadPayload(data, attribution(), honeypot.current?.value ?? ''))
      toast({ title: 'Application Submitted!', description: "Now let's schedule your call..." })
      setData(emptyApplication)
      setTouched(new Set())
      setServerErrors({})
      setStep(1)
      setSubmitted(true)
      clearTimeout(redirectTimer.current)
      redirectTimer.current = setTimeout(() => navigate(redirectPathFor(audience)), REDIRECT_DELAY_MS)
    } catch (error) {
      const fields: Partial<Record<ApplicationField, string>> = {}
      for (const [serverField, message] of Object.entries(apiFieldErrors(error))) {
        const field = formFieldForServerField(serverField)
        if (field) fields[field] = message
      }
      setServerErrors(fields)
      toast({ variant: 'destructive', title: 'Submission Error', description: 'Please try again or contact support.' })
    } finally {
      inFlight.current = false
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting || inFlight.current) return
    if (!valid) {
      revealErrors()
      return
    }
    if (step < STEP_COUNT) {
      goTo(nextStep(step))
      return
    }
    void submitApplication()
  }

  // Enter on a text field submits the step; when the step is not valid yet the
  // disabled button would swallow it, so show the errors instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    const target = event.target as HTMLElement
    if (target.tagName !== 'INPUT') return
    if (!valid) {
      event.preventDefault()
      revealErrors()
    }
  }

  // Server errors for fields on earlier steps, listed on the current step.
  const earlierErrors = (Object.entries(serverErrors) as [ApplicationField, string][]).filter(
    ([field]) => (stepOfField(field) ?? step) < step,
  )

  return (
    // #form lands here and puts the keyboard on the current step's first field.
    <div className="rounded-card border border-slate-200/80 bg-white shadow-card" data-anchor-focus-id={FIELD_IDS[STEP_FIELDS[step][0] ?? 'name']}>
      <div className="border-b border-slate-100 px-5 pb-5 pt-6 sm:px-8 sm:pt-8">
        <div className="flex items-baseline justify-between gap-4">
          <h3 id={titleId} className="text-xl font-semibold tracking-tight">
            Your application
          </h3>
          <p className="text-sm font-medium text-slate-500" aria-live="polite">
            Step {step} of {STEP_COUNT}
          </p>
        </div>
        <StepIndicator step={step} />
      </div>

      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        className="relative px-5 pb-6 pt-6 sm:px-8 sm:pb-8"
      >
        {submitted ? (
          <div role="status" className="mb-6 flex items-start gap-3 rounded-xl bg-success-50 p-4 text-[15px] text-success-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong className="font-semibold">Application received.</strong> Taking you to scheduling...
            </span>
          </div>
        ) : null}

        <div key={step} className="animate-step-in space-y-6">
          {step === 1 ? (
            <>
              <Field id={FIELD_IDS.name} label={FIELD_LABELS.name} error={errorFor('name')}>
                <Input
                  id={FIELD_IDS.name}
                  name="name"
                  autoComplete="name"
                  maxLength={MAX_NAME}
                  placeholder="Jordan Lee"
                  value={data.name}
                  invalid={!!errorFor('name')}
                  aria-describedby={describedBy(FIELD_IDS.name, errorFor('name'))}
                  onChange={(e) => update('name', e.target.value)}
                  onBlur={() => touch('name')}
                />
              </Field>
              <div className="grid gap-6 sm:grid-cols-2">
                <Field id={FIELD_IDS.email} label={FIELD_LABELS.email} error={errorFor('email')}>
                  <Input
                    id={FIELD_IDS.email}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder="you@company.com"
                    value={data.email}
                    invalid={!!errorFor('email')}
                    aria-describedby={describedBy(FIELD_IDS.email, errorFor('email'))}
                    onChange={(e) => update('email', e.target.value)}
                    onBlur={() => touch('email')}
                  />
                </Field>
                <Field id={FIELD_IDS.phone} label={FIELD_LABELS.phone} error={errorFor('phone')}>
                  <Input
                    id={FIELD_IDS.phone}
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="+1 555 010 0199"
                    value={data.phone}
                    invalid={!!errorFor('phone')}
                    aria-describedby={describedBy(FIELD_IDS.phone, errorFor('phone'))}
                    onChange={(e) => update('phone', e.target.value)}
                    onBlur={() => touch('phone')}
                  />
                </Field>
              </div>
              <ChoiceGroup field="audienceType" error={errorFor('audienceType')}>
                <RadioGroup
                  id={FIELD_IDS.audienceType}
                  name="audienceType"
                  value={data.audienceType}
                  onValueChange={(v) => update('audienceType', v as AudienceType)}
                  aria-labelledby={`${FIELD_IDS.audienceType}-label`}
                  aria-describedby={describedBy(FIELD_IDS.audienceType, errorFor('audienceType'))}
                  aria-required="true"
                >
                  {AUDIENCE_OPTIONS.map((o) => (
                    <RadioCard
                      key={o.value}
                      value={o.value}
                      title={o.label}
                      description={o.description}
                      icon={audienceIcons[o.value]}
                    />
                  ))}
                </RadioGroup>
              </ChoiceGroup>
            </>
          ) : null}

          {step === 2 ? (
            <>
              <ChoiceGroup field="experience" error={errorFor('experience')}>
                <RadioGroup
                  id={FIELD_IDS.experience}
                  name="experience"
                  value={data.experience}
                  onValueChange={(v) => update('experience', v as ApplicationData['experience'])}
                  aria-labelledby={`${FIELD_IDS.experience}-label`}
                  aria-describedby={describedBy(FIELD_IDS.experience, errorFor('experience'))}
                  aria-required="true"
                  className="sm:grid-cols-2"
                >
                  {EXPERIENCE_OPTIONS.map((o) => (
                    <RadioCard key={o.value} value={o.value} title={o.label} description={o.description} />
                  ))}
                </RadioGroup>
              </ChoiceGroup>
              <ChoiceGroup field="timeCommitment" error={errorFor('timeCommitment')}>
                <RadioGroup
                  id={FIELD_IDS.timeCommitment}
                  name="timeCommitment"
                  value={data.timeCommitment}
                  onValueChange={(v) => update('timeCommitment', v as ApplicationData['timeCommitment'])}
                  aria-labelledby={`${FIELD_IDS.timeCommitment}-label`}
                  aria-describedby={describedBy(FIELD_IDS.timeCommitment, errorFor('timeCommitment'))}
                  aria-required="true"
                  className="grid-cols-2"
                >
                  {TIME_OPTIONS.map((o) => (
                    <RadioCard key={o.value} value={o.value} title={o.label} className="items-center" />
                  ))}
                </RadioGroup>
              </ChoiceGroup>
            </>
          ) : null}

          {step === 3 ? (
            <>
              {earlierErrors.length > 0 ? (
                <div role="alert" className="rounded-xl border border-danger-500/30 bg-danger-50 p-4 text-[15px] text-danger-700">
                  <p className="flex items-center gap-2 font-semibold">
                    <CircleAlert aria-hidden="true" className="size-5" />
                    Please check these details
                  </p>
                  <ul className="mt-2 space-y-1 pl-7">
                    {earlierErrors.map(([field, message]) => (
                      <li key={field}>
                        <button
                          type="button"
                          className="text-left underline underline-offset-4 hover:no-underline"
                          onClick={() => {
                            const target = stepOfField(field)
                            if (target) {
                              focusAfterStepChange.current = false
                              setStep(target)
                              requestAnimationFrame(() => focusField(field))
                            }
                          }}
                        >
                          {FIELD_LABELS[field]}: {message}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <Field
                id={FIELD_IDS.whyInterested}
                label={FIELD_LABELS.whyInterested}
                error={errorFor('whyInterested')}
                hint="A few sentences is plenty: your goals, your business, what you want AI to do for you."
              >
                <Textarea
                  id={FIELD_IDS.whyInterested}
                  name="whyInterested"
                  maxLength={MAX_WHY}
                  value={data.whyInterested}
                  invalid={!!errorFor('whyInterested')}
                  aria-describedby={describedBy(FIELD_IDS.whyInterested, errorFor('whyInterested'), true)}
                  onChange={(e) => update('whyInterested', e.target.value)}
                  onBlur={() => touch('whyInterested')}
                />
              </Field>
              <div className="space-y-2">
                <div className="flex items-start gap-3">
                  <Checkbox
                    id={FIELD_IDS.agreeToTerms}
                    name="agreeToTerms"
                    checked={data.agreeToTerms}
                    invalid={!!errorFor('agreeToTerms')}
                    aria-describedby={describedBy(FIELD_IDS.agreeToTerms, errorFor('agreeToTerms'))}
                    onCheckedChange={(checked) => update('agreeToTerms', checked === true)}
                    className="mt-0.5"
                  />
                  <label htmlFor={FIELD_IDS.agreeToTerms} className="text-[15px] leading-snug text-slate-700">
                    {TERMS_TEXT}
                  </label>
                </div>
                <FieldMessage id={FIELD_IDS.agreeToTerms} error={errorFor('agreeToTerms')} />
              </div>
            </>
          ) : null}
        </div>

        <Honeypot id="apply-website" ref={honeypot} />

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {step > 1 ? (
            <Button variant="ghost" onClick={() => goTo(previousStep(step))} disabled={submitting}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ) : (
            <p className="text-sm text-slate-500">Takes about 2 minutes. No payment needed.</p>
          )}
          {step < STEP_COUNT ? (
            <Button type="submit" disabled={!valid} className="sm:min-w-40">
              Continue
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button type="submit" disabled={!valid} loading={submitting} className="sm:min-w-48">
              {submitting ? 'Submitting...' : 'Submit application'}
              {submitting ? null : <Send aria-hidden="true" />}
            </Button>
          )}
        </div>
      </form>
    </div>
  )
}

function ChoiceGroup({ field, error, children }: { field: ApplicationField; error?: string; children: ReactNode }) {
  const id = FIELD_IDS[field]
  return (
    <div className="space-y-2.5">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
        {FIELD_LABELS[field]}
      </p>
      {children}
      <FieldMessage id={id} error={error} />
    </div>
  )
}

function StepIndicator({ step }: { step: Step }) {
  return (
    <ol className="mt-5 grid grid-cols-3 gap-2" aria-label="Application progress">
      {([1, 2, 3] as const).map((n) => {
        const done = n < step
        const current = n === step
        return (
          <li key={n} aria-current={current ? 'step' : undefined} className="min-w-0">
            <span
              aria-hidden="true"
              className={cn(
                'block h-1.5 rounded-full transition-colors duration-200',
                done ? 'bg-success-500' : current ? 'bg-brand-500' : 'bg-slate-200',
              )}
            />
            <span
              className={cn(
                'mt-2 flex items-center gap-1.5 truncate text-xs font-medium sm:text-sm',
                current ? 'text-slate-900' : done ? 'text-success-700' : 'text-slate-500',
              )}
            >
              {done ? <Check aria-hidden="true" className="size-3.5 shrink-0" /> : null}
              <span className="sr-only">Step {n}: </span>
              {STEP_TITLES[n]}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
