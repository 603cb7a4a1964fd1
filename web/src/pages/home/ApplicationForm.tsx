import { useMutation } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, Briefcase, Check, CircleAlert, CircleCheck, Rocket, Send, TrendingUp } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { applyServerErrors, fieldsFor, FormRoot, useRulesForm } from '../../components/form/form'
import { Button } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { RadioCard } from '../../components/ui/radio-group'
import { toast } from '../../components/ui/use-toast'
import { attribution } from '../../lib/analytics'
import { apiRequest } from '../../lib/api'
import { focusControl } from '../../lib/focus'
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
import { justAppliedState } from '../../lib/justApplied'

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
  /** Put the keyboard on the first field once the form appears (it loads after a link asked for it). */
  focusOnMount?: boolean
}

const APPLICATION_FIELDS = Object.keys(emptyApplication) as ApplicationField[]
const { RadioGroupField, TextareaField, TextField, CheckboxField } = fieldsFor<ApplicationData>()
const AUDIENCE_CHOICES = AUDIENCE_OPTIONS.map((o) => ({ ...o, icon: audienceIcons[o.value] }))

export function ApplicationForm({ preset, focusOnMount }: ApplicationFormProps) {
  const navigate = useNavigate()
  const initialFocus = useRef(focusOnMount)
  useEffect(() => {
    if (initialFocus.current) focusField(STEP_FIELDS[1][0] ?? 'name')
  }, [])
  const [step, setStep] = useState<Step>(1)
  const form = useRulesForm(APPLICATION_FIELDS, fieldError, emptyApplication, 'onTouched')
  const data = useWatch({ control: form.control }) as ApplicationData
  const [submitted, setSubmitted] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const focusAfterStepChange = useRef(false)
  const titleId = useId()

  const mutation = useMutation({
    mutationFn: (payload: LeadPayload) => apiRequest('POST', '/api/leads', payload),
  })

  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  // A new preset (a card chosen elsewhere on the page) picks the audience.
  const { setValue, subscribe } = form
  useEffect(() => {
    if (preset) setValue('audienceType', preset.audience)
  }, [preset, setValue])

  // Any edit after a successful submit hides its confirmation.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ name }) => name && setSubmitted(false) }),
    [subscribe],
  )

  // After Continue/Back, put the keyboard on the first control of the new step.
  useEffect(() => {
    if (!focusAfterStepChange.current) return
    focusAfterStepChange.current = false
    const first = STEP_FIELDS[step][0]
    if (first) focusField(first)
  }, [step])

  const valid = isStepValid(step, data)
  const submitting = mutation.isPending || form.formState.isSubmitting

  /** Shows every error of the step and focuses the first one. */
  const revealErrors = () => void form.trigger(STEP_FIELDS[step], { shouldFocus: true })

  const goTo = (target: Step) => {
    focusAfterStepChange.current = true
    setStep(target)
  }

  const send = async (values: ApplicationData) => {
    const audience = values.audienceType
    try {
      await mutation.mutateAsync(toLeadPayload(values, attribution(), honeypot.current?.value ?? ''))
      toast({ title: 'Application Submitted!', description: "Now let's schedule your call..." })
      form.reset(emptyApplication)
      setStep(1)
      setSubmitted(true)
      clearTimeout(redirectTimer.current)
      redirectTimer.current = setTimeout(() => void navigate(redirectPathFor(audience), { state: justAppliedState }), REDIRECT_DELAY_MS)
    } catch (error) {
      applyServerErrors(form, error, formFieldForServerField, { focus: false })
      toast({ variant: 'destructive', title: 'Submission Error', description: 'Please try again or contact support.' })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting || !valid || step < STEP_COUNT) {
      event.preventDefault()
      if (submitting) return
      if (!valid) revealErrors()
      else goTo(nextStep(step))
      return
    }
    void form.handleSubmit(send)(event)
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
  const earlierErrors = (Object.keys(emptyApplication) as ApplicationField[]).flatMap((field) => {
    const error = form.formState.errors[field]
    return error?.type === 'server' && error.message && (stepOfField(field) ?? step) < step
      ? [[field, error.message] as const]
      : []
  })

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

      <FormRoot
        form={form}
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
              <TextField
                id={FIELD_IDS.name}
                name="name"
                label={FIELD_LABELS.name}
                autoComplete="name"
                maxLength={MAX_NAME}
                placeholder="Jordan Lee"
              />
              <div className="grid gap-6 sm:grid-cols-2">
                <TextField
                  id={FIELD_IDS.email}
                  name="email"
                  label={FIELD_LABELS.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder="you@company.com"
                />
                <TextField
                  id={FIELD_IDS.phone}
                  name="phone"
                  label={FIELD_LABELS.phone}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="+1 555 010 0199"
                />
              </div>
              <RadioGroupField
                id={FIELD_IDS.audienceType}
                name="audienceType"
                label={FIELD_LABELS.audienceType}
                options={AUDIENCE_CHOICES}
              />
            </>
          ) : null}

          {step === 2 ? (
            <>
              <RadioGroupField
                id={FIELD_IDS.experience}
                name="experience"
                label={FIELD_LABELS.experience}
                options={EXPERIENCE_OPTIONS}
                groupClassName="sm:grid-cols-2"
              />
              <RadioGroupField
                id={FIELD_IDS.timeCommitment}
                name="timeCommitment"
                label={FIELD_LABELS.timeCommitment}
                options={TIME_OPTIONS}
                groupClassName="grid-cols-2"
                renderOption={(o) => <RadioCard value={o.value} title={o.label} className="items-center" />}
              />
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
              <TextareaField
                id={FIELD_IDS.whyInterested}
                name="whyInterested"
                label={FIELD_LABELS.whyInterested}
                hint="A few sentences is plenty: your goals, your business, what you want AI to do for you."
                maxLength={MAX_WHY}
              />
              <CheckboxField id={FIELD_IDS.agreeToTerms} name="agreeToTerms" label={TERMS_TEXT} />
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
              {submitting ? 'Submitting...' : 'Submit Application'}
              {submitting ? null : <Send aria-hidden="true" />}
            </Button>
          )}
        </div>
      </FormRoot>
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
