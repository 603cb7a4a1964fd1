import { useMutation } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, CircleCheck, Rocket, Send, Timer } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { applyServerErrors, FormRoot } from '../../components/form/form'
import { useLazySchemaForm } from '../../components/form/useLazySchemaForm'
import type { LogoFile } from '../../components/upload/logoFile'
import { Button } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { Progress } from '../../components/ui/progress'
import { toast } from '../../components/ui/use-toast'
import { apiFieldErrors, apiRequest } from '../../lib/api'
import { siteConfig } from '../../lib/siteConfig'
import { CompletionScreen } from './CompletionScreen'
import { StepBasics, StepContact, StepFinal } from './OnboardingSteps'
import {
  emptyOnboarding,
  fieldForServerField,
  isStepFilled,
  LAUNCH_BUSINESS_DAYS,
  MINUTES_TO_COMPLETE,
  nextStep,
  ONBOARDING_FIELDS,
  previousStep,
  progressPercent,
  STEP_COUNT,
  STEP_TITLES,
  stepOfField,
  toOnboardingPayload,
  visibleFields,
  WHAT_HAPPENS_NEXT,
  type OnboardingField,
  type OnboardingPayload,
  type OnboardingValues,
  type Screen,
  type Step,
} from './onboardingRules'
import { useHydrated, noStorage } from '../../lib/hydration'
import { clearDraft, hasDraftToResume, hasProgress, loadDraft, saveDraft } from './onboardingStorage'
import { ResumedDraft } from '../../components/form/ResumedDraft'
import { usePartnerPrefill, withPrefill } from './partnerPrefill'

const loadOnboardingSchema = () => import('./onboardingSchema').then((m) => m.onboardingSchema)

const STEP_INTROS: Record<Step, string> = {
  1: 'Tell us about you and the AI business you are launching.',
  2: 'How clients will find you online and reach you by phone.',
  3: 'Your pitch, your logo and anything else we should know.',
}

/**
 * The onboarding card of /partner-onboarding (and, on a phone, what happens
 * next under it). The draft lives in this browser's storage, which the server
 * render cannot read: the server's HTML (and the hydration over it) shows a
 * fresh form; when a draft with answers is kept, the form is then mounted
 * again from it. An instance saves once it may read storage.
 */
export function OnboardingForm() {
  const hydrated = useHydrated()
  // Read when the form is first drawn: its own saving later must not remount it.
  const [resume] = useState(() => typeof window !== 'undefined' && hasDraftToResume())
  return <Onboarding key={hydrated && resume ? 'browser' : 'server'} fromStorage={hydrated} />
}

function Onboarding({ fromStorage }: { fromStorage: boolean }) {
  const prefill = usePartnerPrefill()
  const [draft] = useState(() => loadDraft(fromStorage ? undefined : noStorage))
  // A new partner arriving from their invitation starts with what we know of them.
  const [initial] = useState(() => withPrefill(draft, prefill))
  const [screen, setScreen] = useState<Screen>(initial.step)
  const [logo, setLogo] = useState<LogoFile | null>(initial.logo)
  const [logoError, setLogoError] = useState<string>()
  const [logoBusy, setLogoBusy] = useState(false)
  const [resumed, setResumed] = useState(() => hasProgress(draft))
  const [sent, setSent] = useState<{ name: string; email: string }>()
  const form = useLazySchemaForm(loadOnboardingSchema, initial.values)
  const values = form.watch()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moveFocus = useRef(false)
  const focusField = useRef<OnboardingField | undefined>(undefined)
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const formTitleId = useId()

  const mutation = useMutation({
    mutationFn: (payload: OnboardingPayload) => apiRequest('POST', '/api/leads', payload),
  })
  const submitting = mutation.isPending

  // A reload keeps the step and the answers (and the logo's id, never the file).
  const valuesKey = JSON.stringify(values)
  useEffect(() => {
    if (screen === 4 || !fromStorage) return
    saveDraft({ step: screen, values: JSON.parse(valuesKey) as OnboardingValues, logo })
  }, [fromStorage, screen, valuesKey, logo])

  // After a step change the new step's heading takes the focus, so it is announced.
  useEffect(() => {
    if (focusField.current) {
      form.setFocus(focusField.current)
      focusField.current = undefined
      return
    }
    if (!moveFocus.current) return
    moveFocus.current = false
    headingRef.current?.focus({ preventScroll: true })
    const top = headingRef.current?.closest('section')?.getBoundingClientRect().top
    if (top !== undefined && top < 0) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      window.scrollBy({ top: top - 24, behavior: reduce ? 'instant' : 'smooth' })
    }
  }, [screen, form])

  const goTo = (target: Screen) => {
    moveFocus.current = true
    setScreen(target)
  }

  const submit = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setLogoError(undefined)
    const answers = form.getValues()
    try {
      await mutation.mutateAsync(toOnboardingPayload(answers, logo?.id, honeypot.current?.value ?? ''))
      clearDraft()
      setSent({ name: answers.fullName.trim(), email: answers.businessEmail.trim() })
      toast({
        title: 'Onboarding Complete!',
        description: `We will launch your AI business within ${LAUNCH_BUSINESS_DAYS} business days. Check your email for next steps.`,
      })
      goTo(4)
    } catch (error) {
      const logoMessage = apiFieldErrors(error).logoId
      if (logoMessage) setLogoError(logoMessage)
      const { first } = applyServerErrors(form, error, ONBOARDING_FIELDS, (f) => {
        const field = fieldForServerField(f)
        return field === 'logo' ? undefined : field
      })
      // A mistake on an earlier step: go back to it, with the keyboard on the field.
      if (first) {
        const target = stepOfField(first)
        if (target !== screen) {
          focusField.current = first
          setScreen(target)
        }
      }
      toast({
        variant: 'destructive',
        title: 'Submission Error',
        description: `Please try again or contact support at ${siteConfig().supportEmail}.`,
      })
    } finally {
      inFlight.current = false
    }
  }

  const step: Step = screen === 4 ? 3 : screen
  const filled = isStepFilled(step, values)
  const blocked = !filled || submitting || (step === 3 && logoBusy)

  const advance = async () => {
    if (blocked || inFlight.current) return
    const ok = await form.trigger(visibleFields(step, form.getValues()), { shouldFocus: true })
    if (!ok) return
    setResumed(false)
    if (step < STEP_COUNT) goTo(nextStep(step))
    else void submit()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void advance()
  }

  const startOver = () => {
    clearDraft()
    form.reset({ ...emptyOnboarding })
    setLogo(null)
    setLogoError(undefined)
    setResumed(false)
    goTo(1)
  }

  return (
    <>
    <section aria-labelledby={formTitleId} className="rounded-card border border-slate-200/80 bg-white shadow-card">
      <h2 id={formTitleId} className="sr-only">
        Onboarding form
      </h2>
      <div className="border-b border-slate-100 px-5 pb-5 pt-5 sm:px-8 sm:pt-7">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <p className="font-semibold text-slate-900" aria-live="polite">
            {screen === 4 ? 'Complete' : `Step ${screen} of ${STEP_COUNT}`}
          </p>
          <p className="font-medium text-slate-500">{progressPercent(screen)}% complete</p>
        </div>
        <Progress value={progressPercent(screen)} aria-label="Onboarding progress" className="mt-3 h-2" />
        <ol className="mt-4 grid grid-cols-3 gap-2 text-xs font-medium sm:text-[13px]" aria-label="Steps">
          {([1, 2, 3] as const).map((s) => {
            const done = screen > s
            const current = screen === s
            return (
              <li
                key={s}
                aria-current={current ? 'step' : undefined}
                className={done ? 'text-success-700' : current ? 'text-brand-700' : 'text-slate-500'}
              >
                <span className="flex items-start gap-1.5">
                  <span
                    aria-hidden="true"
                    className={
                      'mt-px flex size-4.5 shrink-0 items-center justify-center rounded-full text-[10px] font-bold ' +
                      (done
                        ? 'bg-success-600 text-white'
                        : current
                          ? 'bg-brand-600 text-white'
                          : 'bg-slate-200 text-slate-600')
                    }
                  >
                    {done ? <CircleCheck className="size-3" /> : s}
                  </span>
                  <span className="leading-tight">
                    {STEP_TITLES[s]}
                    {done ? <span className="sr-only"> (done)</span> : null}
                  </span>
                </span>
              </li>
            )
          })}
        </ol>
      </div>

      {screen === 4 ? (
        <CompletionScreen headingRef={headingRef} name={sent?.name ?? ''} email={sent?.email ?? ''} portalOpen={prefill !== undefined} />
      ) : (
        <FormRoot form={form} onSubmit={onSubmit} aria-labelledby={formTitleId} className="px-5 pb-6 pt-6 sm:px-8 sm:pb-8 sm:pt-7">
          {resumed ? <ResumedDraft onStartOver={startOver} /> : null}

          <div key={screen} className="animate-step-in">
            <h3
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold leading-tight tracking-tight focus:outline-none sm:text-[28px]"
            >
              {STEP_TITLES[step]}
            </h3>
            <p className="mt-2 text-[15px] text-slate-600">{STEP_INTROS[step]}</p>
            <div className="mt-6">
              {step === 1 ? <StepBasics /> : null}
              {step === 2 ? <StepContact /> : null}
              {step === 3 ? (
                <StepFinal
                  logo={logo}
                  onLogoChange={(l) => {
                    setLogo(l)
                    setLogoError(undefined)
                  }}
                  logoError={logoError}
                  onLogoBusy={setLogoBusy}
                />
              ) : null}
            </div>
          </div>

          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
            {step > 1 ? (
              <Button variant="ghost" onClick={() => goTo(previousStep(step))} disabled={submitting}>
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
              <Button type="submit" disabled={blocked} className="w-full sm:w-auto sm:min-w-36">
                Continue
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button type="submit" disabled={!filled || logoBusy} loading={submitting} className="w-full sm:w-auto sm:min-w-52">
                {submitting ? 'Submitting...' : 'Complete Onboarding'}
                {submitting ? null : <Send aria-hidden="true" />}
              </Button>
            )}
          </div>
          {!filled ? (
            <p className="mt-3 text-right text-sm text-slate-500 max-sm:text-center">
              Fill in the required fields to continue.
            </p>
          ) : step === 3 && logoBusy ? (
            <p className="mt-3 text-right text-sm text-slate-500 max-sm:text-center">Waiting for your logo to finish uploading.</p>
          ) : null}
          <p role="status" className="sr-only">
            {submitting ? 'Sending your onboarding.' : ''}
          </p>
          <Honeypot id="onb-website" ref={honeypot} />
        </FormRoot>
      )}
    </section>

    <div className={screen === 4 ? 'hidden' : 'rounded-card border border-slate-200/80 bg-white/60 p-6 lg:hidden'}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-500">What happens next</h2>
      <ol className="mt-4 space-y-3.5">
        {WHAT_HAPPENS_NEXT.map((item) => (
          <li key={item} className="flex gap-3 text-[15px] leading-snug text-slate-700">
            <Rocket aria-hidden="true" className="mt-px size-5 shrink-0 text-brand-600" />
            {item}
          </li>
        ))}
      </ol>
    </div>
    </>
  )
}
