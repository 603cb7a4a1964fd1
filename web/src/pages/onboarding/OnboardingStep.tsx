import { ArrowLeft, ArrowRight, Send, Timer } from 'lucide-react'
import { useEffect, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { text, usePlainForm, type FieldErrors } from '../../components/form/plainForm'
import type { LogoFile } from '../../components/upload/logoFile'
import { Button } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { useHydrated } from '../../lib/hydration'
import { fieldId } from './fields'
import { onboardingErrors } from './onboardingChecks'
import { StepBasics, StepContact, StepFinal } from './OnboardingSteps'
import { isStepFilled, MINUTES_TO_COMPLETE, STEP_COUNT, STEP_FIELDS, STEP_TITLES, visibleFields, type OnboardingField, type OnboardingValues, type Step } from './onboardingRules'

const STEP_INTROS: Record<Step, string> = {
  1: 'Tell us about you and the AI business you are launching.',
  2: 'How clients will find you online and reach you by phone.',
  3: 'Your pitch, your logo and anything else we should know.',
}

export interface OnboardingStepProps {
  step: Step
  /** Every answer so far (the draft); the step's fields start from it. */
  values: OnboardingValues
  /** The server's messages, shown until their answer is edited. */
  errors: FieldErrors<OnboardingField>
  submitting: boolean
  headingRef: Ref<HTMLHeadingElement>
  /** The id of the card's title, which names the form. */
  titleId: string
  logo: LogoFile | null
  onLogoChange: (logo: LogoFile | null) => void
  logoError?: string
  logoBusy: boolean
  onLogoBusy: (busy: boolean) => void
  /** The step's answers as they change (the draft follows them). */
  onEdit: (values: Partial<OnboardingValues>) => void
  /** Continue (or Complete Onboarding) with the step's answers checked, and the honeypot's value. */
  onNext: (values: Partial<OnboardingValues>, website: string) => Promise<unknown> | void
  onBack: (values: Partial<OnboardingValues>) => void
  children?: ReactNode
}

/**
 * One step of the onboarding: a plain form (plainForm) drawn with the page,
 * whose fields keep their own values. Continue checks the step's shown fields
 * and hands their answers to the wizard, which joins them to the draft.
 */
export function OnboardingStep({ step, values, errors: outside, submitting, headingRef, titleId, logo, onLogoChange, logoError, logoBusy, onLogoBusy, onEdit, onNext, onBack, children }: OnboardingStepProps) {
  const hydrated = useHydrated()
  // The fields start from the draft as it was when the step opened.
  const [start] = useState(values)
  const fields = STEP_FIELDS[step]
  const read = (data: FormData): Partial<OnboardingValues> => Object.fromEntries(fields.map((f) => [f, text(data, f)]))
  const form = usePlainForm<Partial<OnboardingValues>, OnboardingField>({
    read,
    check: (v) => {
      const all = { ...values, ...v }
      const found = onboardingErrors(all)
      return Object.fromEntries(visibleFields(step, all).map((f) => [f, found[f]]))
    },
    send: (v, el) => onNext(v, text(new FormData(el), 'website')),
    mode: 'onTouched',
    initial: Object.fromEntries(fields.map((f) => [f, start[f]])),
  })
  // What was typed before the code came joins the draft at once.
  const { values: readFields } = form
  useEffect(() => onEdit(readFields()), []) // eslint-disable-line react-hooks/exhaustive-deps

  const current = { ...values, ...form.current }
  const shown = { field: (name: OnboardingField) => ({ ...form.field(name), id: fieldId(name), error: form.errors[name] ?? outside[name] }) }
  const filled = isStepFilled(step, current)
  // In the server's HTML the button is live, so a press before the code is a send, checked when the code is here.
  const waiting = hydrated && (!filled || (step === 3 && logoBusy))

  // Enter in a text field would be swallowed by the disabled button: show what is missing instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    if ((event.target as HTMLElement).tagName === 'INPUT' && waiting) {
      event.preventDefault()
      event.currentTarget.requestSubmit()
    }
  }

  const stepProps = { form: shown, start, current }
  return (
    <form
      {...form.props}
      onChange={(e) => {
        form.props.onChange(e)
        onEdit(form.values())
      }}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      className="px-5 pb-6 pt-6 sm:px-8 sm:pb-8 sm:pt-7"
    >
      {children}

      <div className="animate-step-in">
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold leading-tight tracking-tight focus:outline-none sm:text-[28px]">
          {STEP_TITLES[step]}
        </h3>
        <p className="mt-2 text-[15px] text-slate-600">{STEP_INTROS[step]}</p>
        <div className="mt-6">
          {step === 1 ? <StepBasics {...stepProps} /> : null}
          {step === 2 ? <StepContact {...stepProps} /> : null}
          {step === 3 ? <StepFinal {...stepProps} logo={logo} onLogoChange={onLogoChange} logoError={logoError} onLogoBusy={onLogoBusy} /> : null}
        </div>
      </div>

      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {step > 1 ? (
          <Button variant="ghost" onClick={() => onBack(form.values())} disabled={submitting}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-500 max-sm:justify-center">
            <Timer aria-hidden="true" className="size-4" />
            About {MINUTES_TO_COMPLETE} minutes in all
          </p>
        )}
        {step < STEP_COUNT ? (
          <Button type="submit" disabled={waiting || submitting} className="w-full sm:w-auto sm:min-w-36">
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" disabled={waiting} loading={submitting} className="w-full sm:w-auto sm:min-w-52">
            {submitting ? 'Submitting...' : 'Complete Onboarding'}
            {submitting ? null : <Send aria-hidden="true" />}
          </Button>
        )}
      </div>
      {!filled ? (
        <p className="mt-3 text-right text-sm text-slate-500 max-sm:text-center">Fill in the required fields to continue.</p>
      ) : step === 3 && logoBusy ? (
        <p className="mt-3 text-right text-sm text-slate-500 max-sm:text-center">Waiting for your logo to finish uploading.</p>
      ) : null}
      <p role="status" className="sr-only">
        {submitting ? 'Sending your onboarding.' : ''}
      </p>
      <Honeypot id="onb-website" />
    </form>
  )
}
