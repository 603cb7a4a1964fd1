import { useMutation } from '@tanstack/react-query'
import {
  ArrowLeft,
  ArrowRight,
  Briefcase,
  Building2,
  Cloud,
  CornerDownLeft,
  Ellipsis,
  Gauge,
  GraduationCap,
  HardHat,
  Landmark,
  Megaphone,
  Rocket,
  ShoppingCart,
  Sparkles,
  Sprout,
  Stethoscope,
  Timer,
  UtensilsCrossed,
} from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { applyServerErrors, fieldsFor, FormRoot, useRulesForm, type Option } from '../../components/form/form'
import { Progress } from '../../components/ui/progress'
import { RadioCard } from '../../components/ui/radio-group'
import { toast } from '../../components/ui/use-toast'
import { apiRequest } from '../../lib/api'
import { OptionTile } from './OptionTile'
import {
  emptyAnswers,
  firstInvalidStep,
  firstName,
  INDUSTRY_OPTIONS,
  MAX_CHALLENGE,
  MAX_EMAIL,
  MAX_NAME,
  MAX_TOOLS,
  nextStep,
  previousStep,
  progressPercent,
  REVENUE_GOAL_OPTIONS,
  STEP_COUNT,
  STEP_FIELD,
  STEP_NAMES,
  stepOfField,
  TEAM_SIZE_OPTIONS,
  TECH_COMFORT_OPTIONS,
  toPayload,
  validateStep,
  type Industry,
  type QuizAnswers,
  type QuizField,
  type QuizPayload,
  type Step,
  type TechComfort,
} from './quizRules'
import { useHydrated, noStorage } from '../../lib/hydration'
import { clearDraft, draftHasProgress, hasDraftToResume, loadDraft, saveDraft, saveResults } from './quizStorage'
import { Honeypot } from '../../components/ui/honeypot'
import { focusControl } from '../../lib/focus'
import { ResumedDraft } from '../../components/form/ResumedDraft'

const industryIcons: Record<Industry, ReactNode> = {
  ecommerce: <ShoppingCart />,
  saas: <Cloud />,
  'professional-services': <Briefcase />,
  'real-estate': <Building2 />,
  healthcare: <Stethoscope />,
  education: <GraduationCap />,
  marketing: <Megaphone />,
  finance: <Landmark />,
  construction: <HardHat />,
  hospitality: <UtensilsCrossed />,
  other: <Ellipsis />,
}

const comfortIcons: Record<TechComfort, ReactNode> = {
  beginner: <Sprout />,
  intermediate: <Gauge />,
  advanced: <Rocket />,
}

/** The question and helper text of each step. */
const QUESTIONS: Record<Step, { title: string; help: string }> = {
  1: { title: "First, what's your name?", help: 'We use it to personalise your report.' },
  2: { title: "What's your email address?", help: 'Your report is private. We never share or sell your email.' },
  3: { title: 'Which industry is your business in?', help: 'Pick the closest match.' },
  4: { title: 'How big is your team?', help: 'Count everyone who works in the business, including you.' },
  5: {
    title: "What's your biggest challenge right now?",
    help: 'In your own words. The more specific, the better your report.',
  },
  6: { title: "What's your revenue goal for the next 12 months?", help: 'A rough range is fine.' },
  7: { title: 'How comfortable is your team with technology?', help: 'So we suggest tools you will actually use.' },
}

const FIELD_IDS: Record<QuizField, string> = {
  name: 'quiz-name',
  email: 'quiz-email',
  industry: 'quiz-industry',
  teamSize: 'quiz-team-size',
  biggestChallenge: 'quiz-challenge',
  revenueGoal: 'quiz-revenue',
  techComfort: 'quiz-comfort',
  currentTools: 'quiz-tools',
}

interface SubmitAnswer {
  recommendations: unknown
  leadId: number
  reportToken?: unknown
}

const QUIZ_FIELDS = Object.keys(emptyAnswers) as QuizField[]

/** A step's answer is checked by the spec's rule for that step; the optional tools have none. */
function checkAnswer(field: QuizField, answers: QuizAnswers): string | undefined {
  const step = stepOfField(field)
  return step !== undefined && STEP_FIELD[step] === field ? validateStep(step, answers) : undefined
}

const { TextField, TextareaField, RadioGroupField } = fieldsFor<QuizAnswers>()

const compactCard = (o: Option) => <RadioCard value={o.value} title={o.label} className="min-h-14 items-center" />

/** Puts the keyboard on a field: the chosen (or first) radio of a group, or the input. */
function focusField(field: QuizField): void {
  focusControl(FIELD_IDS[field])
}

/**
 * The quiz card of /ai-finder. The draft lives in this browser's storage,
 * which the server render cannot read: the server's HTML (and the hydration
 * over it) shows a fresh quiz; when a draft with answers is kept, the quiz is
 * then mounted again from it. An instance saves once it may read storage.
 */
export function Quiz() {
  const hydrated = useHydrated()
  // Read when the quiz is first drawn: its own saving later must not remount it.
  const [resume] = useState(() => typeof window !== 'undefined' && hasDraftToResume())
  return <AiFinderQuiz key={hydrated && resume ? 'browser' : 'server'} fromStorage={hydrated} />
}

function AiFinderQuiz({ fromStorage }: { fromStorage: boolean }) {
  const navigate = useNavigate()
  const [initial] = useState(() => loadDraft(fromStorage ? undefined : noStorage))
  const [step, setStep] = useState<Step>(initial.step)
  const form = useRulesForm<QuizAnswers>(QUIZ_FIELDS, checkAnswer, initial.answers, 'onSubmit', 'onSubmit')
  const { getValues, setError, clearErrors, getFieldState, subscribe, reset } = form
  const [resumed, setResumed] = useState(() => draftHasProgress(initial))
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusHeading = useRef(false)
  const focusAfterStep = useRef<QuizField | undefined>(undefined)
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const finished = useRef(false)
  const lastToast = useRef<ReturnType<typeof toast> | undefined>(undefined)
  const formTitleId = useId()
  const headingId = useId()
  const helpId = useId()

  const mutation = useMutation({
    mutationFn: async (payload: QuizPayload) => {
      const res = await apiRequest('POST', '/api/ai-finder/submit', payload)
      return (await res.json()) as SubmitAnswer
    },
  })
  const submitting = mutation.isPending

  // A reload mid-quiz keeps the answers and the step (session storage only).
  useEffect(() => {
    if (!fromStorage) return
    const save = () => {
      if (!finished.current) saveDraft({ step, answers: getValues() })
    }
    save()
    return subscribe({ formState: { values: true }, callback: save })
  }, [fromStorage, step, getValues, subscribe])

  // A step's message stays until its answer is edited.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          const field = name as QuizField | undefined
          if (field && getFieldState(field).error) clearErrors(field)
        },
      }),
    [subscribe, getFieldState, clearErrors],
  )

  // On a step change, move focus to the answer to fix, or to the new
  // question so it is announced: after the step is on the page.
  useEffect(() => {
    const field = focusAfterStep.current
    if (field) {
      focusAfterStep.current = undefined
      focusField(field)
      return
    }
    if (!focusHeading.current) return
    focusHeading.current = false
    headingRef.current?.focus({ preventScroll: true })
    const top = headingRef.current?.closest('[data-quiz-card]')?.getBoundingClientRect().top
    if (top !== undefined && top < 64) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      window.scrollBy({ top: top - 80, behavior: reduce ? 'instant' : 'smooth' })
    }
  }, [step])

  const goTo = (target: Step) => {
    focusHeading.current = true
    setStep(target)
  }

  /** Moves to a step with an answer to fix and puts the keyboard on it. */
  const showField = (target: Step, field: QuizField) => {
    if (target !== step) {
      focusHeading.current = false
      focusAfterStep.current = field
      setStep(target)
    } else {
      focusField(field)
    }
  }

  /** Shows a step's message as the spec's toast and inline, and focuses its field. */
  const reject = (target: Step, message: string) => {
    const field = STEP_FIELD[target]
    setError(field, { type: 'rule', message })
    lastToast.current?.dismiss()
    lastToast.current = toast({ variant: 'destructive', title: message })
    showField(target, field)
  }

  const submit = async () => {
    if (inFlight.current) return
    const answers = getValues()
    const missing = firstInvalidStep(answers)
    if (missing) {
      reject(missing, validateStep(missing, answers) ?? '')
      return
    }
    inFlight.current = true
    try {
      const result = await mutation.mutateAsync(toPayload(answers, honeypot.current?.value ?? ''))
      finished.current = true
      saveResults(result, { name: firstName(answers.name), industry: answers.industry })
      void navigate('/ai-finder/results')
    } catch (error) {
      const { message, names } = applyServerErrors(form, error, QUIZ_FIELDS, { focus: false })
      if (names.length > 0) {
        const target = Math.min(...names.map((f) => stepOfField(f) ?? STEP_COUNT)) as Step
        const field = names.find((f) => stepOfField(f) === target)
        if (field) showField(target, field)
      }
      toast({ variant: 'destructive', title: 'Something went wrong', description: message ?? 'Please try again.' })
    } finally {
      inFlight.current = false
    }
  }

  const advance = () => {
    if (submitting || inFlight.current) return
    const message = checkAnswer(STEP_FIELD[step], getValues())
    if (message) {
      reject(step, message)
      return
    }
    setResumed(false)
    // The step is fine now: its earlier error toast has done its job.
    lastToast.current?.dismiss()
    lastToast.current = undefined
    if (step < STEP_COUNT) goTo(nextStep(step))
    else void submit()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    advance()
  }

  // Enter advances from a text field, an answer card or the question itself;
  // in the challenge text box Enter makes a new line and Ctrl/Cmd+Enter advances.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    const target = event.target as HTMLElement
    if (target.tagName === 'TEXTAREA') {
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault()
        advance()
      }
      return
    }
    if (target.tagName === 'INPUT' || target.getAttribute('role') === 'radio' || target === headingRef.current) {
      event.preventDefault()
      advance()
    }
  }

  const startOver = () => {
    clearDraft()
    reset({ ...emptyAnswers })
    setResumed(false)
    goTo(1)
  }

  const question = QUESTIONS[step]

  return (
    <section
      data-quiz-card
      aria-label="Quiz"
      className="rounded-card border border-slate-200/80 bg-white shadow-card lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <h2 id={formTitleId} className="sr-only">
        AI Opportunity Finder quiz
      </h2>
      <div className="border-b border-slate-100 px-5 pb-5 pt-5 sm:px-8 sm:pt-7">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <p className="font-semibold text-slate-900" aria-live="polite">
            Step {step} of {STEP_COUNT}
          </p>
          <p className="font-medium text-slate-500">{STEP_NAMES[step]}</p>
        </div>
        <Progress
          value={progressPercent(step)}
          aria-label={`Quiz progress: step ${step} of ${STEP_COUNT}`}
          className="mt-3 h-2"
        />
      </div>

      <FormRoot
        form={form}
        aria-labelledby={formTitleId}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        className="px-5 pb-6 pt-6 sm:px-8 sm:pb-8 sm:pt-7"
      >
        {resumed ? <ResumedDraft onStartOver={startOver} /> : null}

        <div key={step} className="animate-step-in">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold leading-tight tracking-tight focus:outline-none sm:text-[28px]"
          >
            {question.title}
          </h3>
          <p id={helpId} className="mt-2 text-[15px] text-slate-600">
            {question.help}
          </p>

          <div className="mt-6">
            {step === 1 ? (
              <TextField
                name="name"
                id={FIELD_IDS.name}
                label="Full name"
                describedBy={helpId}
                autoComplete="name"
                maxLength={MAX_NAME}
                placeholder="Jordan Lee"
              />
            ) : null}

            {step === 2 ? (
              <TextField
                name="email"
                id={FIELD_IDS.email}
                label="Email"
                describedBy={helpId}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={MAX_EMAIL}
                placeholder="you@company.com"
              />
            ) : null}

            {step === 3 ? (
              <RadioGroupField
                name="industry"
                id={FIELD_IDS.industry}
                labelledBy={headingId}
                describedBy={helpId}
                options={INDUSTRY_OPTIONS}
                renderOption={(o) => <OptionTile value={o.value} label={o.label} icon={industryIcons[o.value as Industry]} />}
                groupClassName="grid-cols-2 sm:grid-cols-3"
              />
            ) : null}

            {step === 4 ? (
              <RadioGroupField
                name="teamSize"
                id={FIELD_IDS.teamSize}
                labelledBy={headingId}
                describedBy={helpId}
                options={TEAM_SIZE_OPTIONS}
                renderOption={compactCard}
                groupClassName="sm:grid-cols-3"
              />
            ) : null}

            {step === 5 ? (
              <TextareaField
                name="biggestChallenge"
                id={FIELD_IDS.biggestChallenge}
                label="Your biggest challenge"
                hint="For example: we miss calls after hours, quotes take days, or we retype orders into three systems."
                maxLength={MAX_CHALLENGE}
                rows={5}
              />
            ) : null}

            {step === 6 ? (
              <RadioGroupField
                name="revenueGoal"
                id={FIELD_IDS.revenueGoal}
                labelledBy={headingId}
                describedBy={helpId}
                options={REVENUE_GOAL_OPTIONS}
                renderOption={compactCard}
                groupClassName="sm:grid-cols-3"
              />
            ) : null}

            {step === 7 ? (
              <div className="space-y-7">
                <RadioGroupField
                  name="techComfort"
                  id={FIELD_IDS.techComfort}
                  labelledBy={headingId}
                  describedBy={helpId}
                  options={TECH_COMFORT_OPTIONS.map((o) => ({ ...o, icon: comfortIcons[o.value] }))}
                />
                <TextField
                  name="currentTools"
                  id={FIELD_IDS.currentTools}
                  label={
                    <>
                      Tools you use today <span className="font-normal text-slate-500">(optional)</span>
                    </>
                  }
                  hint="Separate them with commas. We will suggest AI that works with them."
                  maxLength={MAX_TOOLS}
                  placeholder="e.g. Shopify, HubSpot, QuickBooks"
                />
              </div>
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
              Takes about 2 minutes
            </p>
          )}
          <div className="flex items-center gap-4">
            <p aria-hidden="true" className="hidden items-center gap-1.5 text-xs text-slate-500 lg:flex">
              {step === 5 ? 'Ctrl + Enter' : 'Press Enter'}
              <CornerDownLeft className="size-3.5" />
            </p>
            {step < STEP_COUNT ? (
              <Button type="submit" className="w-full sm:w-auto sm:min-w-36">
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button type="submit" loading={submitting} className="w-full sm:w-auto sm:min-w-52">
                {submitting ? 'Analyzing' : 'Get My AI Report'}
                {submitting ? null : <Sparkles aria-hidden="true" />}
              </Button>
            )}
          </div>
        </div>
        <p role="status" className="sr-only">
          {submitting ? 'Analyzing your answers. Your report will open in a moment.' : ''}
        </p>
        <Honeypot id="quiz-website" ref={honeypot} />
      </FormRoot>
    </section>
  )
}
