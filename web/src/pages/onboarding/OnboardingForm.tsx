import { CircleCheck, Rocket } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { FieldErrors } from '../../components/form/plainForm'
import { ResumedDraft } from '../../components/form/ResumedDraft'
import type { LogoFile } from '../../components/upload/logoFile'
import { Progress } from '../../components/ui/progress'
import { toast } from '../../components/ui/use-toast'
import { apiFieldErrors, apiRequest } from '../../lib/api'
import { focusControl } from '../../lib/focus'
import { noStorage, useHydrated } from '../../lib/hydration'
import { siteConfig } from '../../lib/siteConfig'
import { CompletionScreen } from './CompletionScreen'
import { fieldId } from './fields'
import {
  emptyOnboarding,
  fieldForServerField,
  LAUNCH_BUSINESS_DAYS,
  nextStep,
  ONBOARDING_FIELDS,
  previousStep,
  progressPercent,
  STEP_COUNT,
  STEP_FIELDS,
  STEP_TITLES,
  stepOfField,
  toOnboardingPayload,
  WHAT_HAPPENS_NEXT,
  type OnboardingField,

  type OnboardingValues,
  type Screen,
  type Step,
} from './onboardingRules'
import { OnboardingStep } from './OnboardingStep'
import { clearDraft, hasDraftToResume, hasProgress, loadDraft, saveDraft } from './onboardingStorage'
import { usePartnerPrefill, withPrefill } from './partnerPrefill'

/**
 * The onboarding card of /partner-onboarding (and, on a phone, what happens
 * next under it). The draft lives in this browser's storage, which the server
 * render cannot read: the server's HTML (and the hydration over it) shows a
 * fresh form; when a draft with answers is kept (or a new partner arrives
 * with their details), the form is then mounted again from it. An instance saves once it may read storage.
 */
export function OnboardingForm() {
  const hydrated = useHydrated()
  const arriving = usePartnerPrefill() !== undefined
  // Read when the form is first drawn: its own saving later must not remount it.
  const [resume] = useState(() => typeof window !== 'undefined' && (arriving || hasDraftToResume()))
  return <Onboarding key={hydrated && resume ? 'browser' : 'server'} fromStorage={hydrated} />
}

function Onboarding({ fromStorage }: { fromStorage: boolean }) {
  const prefill = usePartnerPrefill()
  const [draft] = useState(() => loadDraft(fromStorage ? undefined : noStorage))
  // A new partner arriving from their invitation starts with what we know of them.
  const [initial] = useState(() => withPrefill(draft, prefill))
  const [screen, setScreen] = useState<Screen>(initial.step)
  const [values, setValues] = useState<OnboardingValues>(initial.values)
  /** The server's messages, until their answer is edited. */
  const [errors, setErrors] = useState<FieldErrors<OnboardingField>>({})
  /** Start over draws the steps afresh. */
  const [round, setRound] = useState(0)
  const [logo, setLogo] = useState<LogoFile | null>(initial.logo)
  const [logoError, setLogoError] = useState<string>()
  const [logoBusy, setLogoBusy] = useState(false)
  const [resumed, setResumed] = useState(() => hasProgress(draft))
  const [sent, setSent] = useState<{ name: string; email: string }>()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The screen whose heading takes the focus once it shows (a send made during hydration may change it before the first effects run).
  const moveFocus = useRef<Screen | undefined>(undefined)
  const focusField = useRef<{ screen: Screen; field: OnboardingField } | undefined>(undefined)
  const formTitleId = useId()

  const [submitting, setSubmitting] = useState(false)

  // A reload keeps the step and the answers (and the logo's id, never the file).
  useEffect(() => {
    if (screen === 4 || !fromStorage) return
    saveDraft({ step: screen, values, logo })
  }, [fromStorage, screen, values, logo])

  // After a step change the new step's first field takes the focus, so
  // typing goes straight on (the step line above announces the change); the
  // completion screen's heading takes it.
  useEffect(() => {
    if (focusField.current?.screen === screen) {
      focusControl(fieldId(focusField.current.field))
      focusField.current = undefined
      return
    }
    if (moveFocus.current !== screen) return
    moveFocus.current = undefined
    const first = screen === 4 ? undefined : STEP_FIELDS[screen][0]
    if (first) focusControl(fieldId(first), { preventScroll: true })
    else headingRef.current?.focus({ preventScroll: true })
    const top = headingRef.current?.closest('section')?.getBoundingClientRect().top
    if (top !== undefined && top < 0) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      window.scrollBy({ top: top - 24, behavior: reduce ? 'instant' : 'smooth' })
    }
  }, [screen, round])

  const goTo = (target: Screen) => {
    moveFocus.current = target
    setScreen(target)
  }

  /** Drops the server's messages of these fields. */
  const clearErrors = (fields: OnboardingField[]) =>
    setErrors((e) => (fields.some((f) => e[f]) ? Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as OnboardingField))) : e))

  const edit = (changed: Partial<OnboardingValues>) => {
    setValues((v) => ({ ...v, ...changed }))
    clearErrors((Object.keys(changed) as OnboardingField[]).filter((f) => changed[f] !== values[f]))
  }

  const submit = async (answers: OnboardingValues, website: string) => {
    setLogoError(undefined)
    setSubmitting(true)
    try {
      await apiRequest('POST', '/api/leads', toOnboardingPayload(answers, logo?.id, website))
      clearDraft()
      setSent({ name: answers.fullName.trim(), email: answers.businessEmail.trim() })
      toast({
        title: 'Onboarding Complete!',
        description: `We will launch your AI business within ${LAUNCH_BUSINESS_DAYS} business days. Check your email for next steps.`,
      })
      goTo(4)
    } catch (error) {
      const found: FieldErrors<OnboardingField> = {}
      for (const [serverField, message] of Object.entries(apiFieldErrors(error))) {
        const field = fieldForServerField(serverField)
        if (field === 'logo') setLogoError(message)
        else if (field) found[field] = message
      }
      setErrors(found)
      // A mistake on this or an earlier step: go there, with the keyboard on the field.
      const first = ONBOARDING_FIELDS.find((f) => found[f])
      if (first) {
        const target = stepOfField(first)
        if (target !== screen) {
          focusField.current = { screen: target, field: first }
          setScreen(target)
        } else focusControl(fieldId(first))
      }
      toast({
        variant: 'destructive',
        title: 'Submission Error',
        description: `Please try again or contact support at ${siteConfig().supportEmail}.`,
      })
    } finally {
      setSubmitting(false)
    }
  }

  const step: Step = screen === 4 ? 3 : screen

  const next = (changed: Partial<OnboardingValues>, website: string) => {
    const answers = { ...values, ...changed }
    setValues(answers)
    setResumed(false)
    if (step < STEP_COUNT) goTo(nextStep(step))
    else return submit(answers, website)
  }

  const back = (changed: Partial<OnboardingValues>) => {
    setValues((v) => ({ ...v, ...changed }))
    goTo(previousStep(step))
  }

  const startOver = () => {
    clearDraft()
    setValues({ ...emptyOnboarding })
    setErrors({})
    setLogo(null)
    setLogoError(undefined)
    setResumed(false)
    setRound((r) => r + 1)
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
        <OnboardingStep
          key={`${round}-${step}`}
          step={step}
          values={values}
          errors={errors}
          submitting={submitting}
          headingRef={headingRef}
          titleId={formTitleId}
          logo={logo}
          onLogoChange={(l) => {
            setLogo(l)
            setLogoError(undefined)
          }}
          logoError={logoError}
          logoBusy={logoBusy}
          onLogoBusy={setLogoBusy}
          onEdit={edit}
          onNext={next}
          onBack={back}
        >
          {resumed ? <ResumedDraft onStartOver={startOver} /> : null}
        </OnboardingStep>
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
