import { useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { FieldErrors } from '../../components/form/plainForm'
import { ResumedDraft } from '../../components/form/ResumedDraft'
import { Progress } from '../../components/ui/progress'
import { toast } from '../../components/ui/use-toast'
import { apiErrorMessage, apiFieldErrors, apiRequest } from '../../lib/api'
import { focusControl } from '../../lib/focus'
import { noStorage, useHydrated } from '../../lib/hydration'
import {
  emptyAnswers,
  firstInvalidStep,
  firstName,
  nextStep,
  previousStep,
  progressPercent,
  STEP_COUNT,
  STEP_FIELD,
  STEP_NAMES,
  stepOfField,
  toPayload,
  validateStep,
  type QuizAnswers,
  type QuizField,

  type Step,
} from './quizRules'
import { clearDraft, draftHasProgress, hasDraftToResume, loadDraft, saveDraft, saveResults } from './quizStorage'
import { FIELD_IDS, QuizStep } from './QuizStep'

interface SubmitAnswer {
  recommendations: unknown
  leadId: number
  reportToken?: unknown
}

const QUIZ_FIELDS = Object.keys(emptyAnswers) as QuizField[]

/**
 * The quiz card of /ai-finder, drawn with the page. The draft lives in this
 * browser's storage, which the server render cannot read: the server's HTML
 * (and the hydration over it) shows a fresh quiz; when a draft with answers
 * is kept, the quiz is then mounted again from it. An instance saves once it
 * may read storage.
 */
export function Quiz() {
  const hydrated = useHydrated()
  // Read when the quiz is first drawn: its own saving later must not remount it.
  const [resume] = useState(() => typeof window !== 'undefined' && hasDraftToResume())
  return <AiFinderQuiz key={hydrated && resume ? 'browser' : 'server'} fromStorage={hydrated} />
}

/** Seven steps, each its own plain form (QuizStep) whose answers join the draft on Next. */
function AiFinderQuiz({ fromStorage }: { fromStorage: boolean }) {
  const navigate = useNavigate()
  const [initial] = useState(() => loadDraft(fromStorage ? undefined : noStorage))
  const [step, setStep] = useState<Step>(initial.step)
  const [answers, setAnswers] = useState<QuizAnswers>(initial.answers)
  /** Messages the step's own check did not make (the server's, a step sent back to). */
  const [errors, setErrors] = useState<FieldErrors<QuizField>>({})
  /** Start over draws the steps afresh. */
  const [round, setRound] = useState(0)
  const [resumed, setResumed] = useState(() => draftHasProgress(initial))
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The step whose answer takes the focus once it shows (a send made during hydration may change the step before the first effects run).
  const focusStep = useRef<Step | undefined>(undefined)
  const focusAfterStep = useRef<{ step: Step; field: QuizField } | undefined>(undefined)
  const finished = useRef(false)
  const lastToast = useRef<ReturnType<typeof toast> | undefined>(undefined)
  const titleId = useId()

  const [submitting, setSubmitting] = useState(false)

  // A reload mid-quiz keeps the answers and the step (session storage only).
  useEffect(() => {
    if (fromStorage && !finished.current) saveDraft({ step, answers })
  }, [fromStorage, step, answers])

  // On a step change, move focus to the answer to fix, or to the new
  // step's answer so typing goes straight on (the step line above announces
  // the change): after the step is on the page.
  useEffect(() => {
    const after = focusAfterStep.current
    if (after?.step === step) {
      focusAfterStep.current = undefined
      focusControl(FIELD_IDS[after.field])
      return
    }
    if (focusStep.current !== step) return
    focusStep.current = undefined
    focusControl(FIELD_IDS[STEP_FIELD[step]], { preventScroll: true })
    const top = headingRef.current?.closest('[data-quiz-card]')?.getBoundingClientRect().top
    if (top !== undefined && top < 64) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      window.scrollBy({ top: top - 80, behavior: reduce ? 'instant' : 'smooth' })
    }
  }, [step, round])

  const goTo = (target: Step) => {
    focusStep.current = target
    setStep(target)
  }

  /** Moves to a step with an answer to fix and puts the keyboard on it. */
  const showField = (target: Step, field: QuizField) => {
    if (target !== step) {
      focusStep.current = undefined
      focusAfterStep.current = { step: target, field }
      setStep(target)
    } else {
      focusControl(FIELD_IDS[field])
    }
  }

  const showToast = (message: string) => {
    lastToast.current?.dismiss()
    lastToast.current = toast({ variant: 'destructive', title: message })
  }

  /** Drops the outside messages of these fields. */
  const clearErrors = (fields: QuizField[]) =>
    setErrors((e) => (fields.some((f) => e[f]) ? Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as QuizField))) : e))

  const edit = (values: Partial<QuizAnswers>) => {
    setAnswers((a) => ({ ...a, ...values }))
    // A message from outside the step stays until its answer is edited.
    clearErrors((Object.keys(values) as QuizField[]).filter((f) => values[f] !== answers[f]))
  }

  const submit = async (all: QuizAnswers, website: string) => {
    const missing = firstInvalidStep(all)
    if (missing) {
      const message = validateStep(missing, all) ?? ''
      setErrors({ [STEP_FIELD[missing]]: message })
      showToast(message)
      showField(missing, STEP_FIELD[missing])
      return
    }
    setSubmitting(true)
    try {
      const result = (await (await apiRequest('POST', '/api/ai-finder/submit', toPayload(all, website))).json()) as SubmitAnswer
      finished.current = true
      saveResults(result, { name: firstName(all.name), industry: all.industry })
      void navigate('/ai-finder/results')
    } catch (error) {
      const found = Object.entries(apiFieldErrors(error)).filter(([f]) => QUIZ_FIELDS.includes(f as QuizField)) as [QuizField, string][]
      setErrors(Object.fromEntries(found))
      if (found.length > 0) {
        const target = Math.min(...found.map(([f]) => stepOfField(f) ?? STEP_COUNT)) as Step
        const field = found.find(([f]) => stepOfField(f) === target)?.[0]
        if (field) showField(target, field)
      }
      toast({ variant: 'destructive', title: 'Something went wrong', description: apiErrorMessage(error) ?? 'Please try again.' })
    } finally {
      setSubmitting(false)
    }
  }

  const next = (values: Partial<QuizAnswers>, website: string) => {
    const all = { ...answers, ...values }
    setAnswers(all)
    clearErrors(Object.keys(values) as QuizField[])
    setResumed(false)
    // The step is fine now: its earlier error toast has done its job.
    lastToast.current?.dismiss()
    lastToast.current = undefined
    if (step < STEP_COUNT) goTo(nextStep(step))
    else return submit(all, website)
  }

  const back = (values: Partial<QuizAnswers>) => {
    setAnswers((a) => ({ ...a, ...values }))
    goTo(previousStep(step))
  }

  const startOver = () => {
    clearDraft()
    setAnswers({ ...emptyAnswers })
    setErrors({})
    setResumed(false)
    setRound((r) => r + 1)
    goTo(1)
  }

  return (
    <section
      data-quiz-card
      aria-label="Quiz"
      className="rounded-card border border-slate-200/80 bg-white shadow-card lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <h2 id={titleId} className="sr-only">
        AI Opportunity Finder quiz
      </h2>
      <div className="border-b border-slate-100 px-5 pb-5 pt-5 sm:px-8 sm:pt-7">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <p className="font-semibold text-slate-900" aria-live="polite">
            Step {step} of {STEP_COUNT}
          </p>
          <p className="font-medium text-slate-500">{STEP_NAMES[step]}</p>
        </div>
        <Progress value={progressPercent(step)} aria-label={`Quiz progress: step ${step} of ${STEP_COUNT}`} className="mt-3 h-2" />
      </div>

      <div className="px-5 pb-6 pt-6 sm:px-8 sm:pb-8 sm:pt-7">
        <QuizStep
          key={`${round}-${step}`}
          step={step}
          answers={answers}
          errors={errors}
          submitting={submitting}
          headingRef={headingRef}
          titleId={titleId}
          onEdit={edit}
          onNext={next}
          onInvalid={showToast}
          onBack={back}
        >
          {resumed ? <ResumedDraft onStartOver={startOver} /> : null}
        </QuizStep>
      </div>
    </section>
  )
}
