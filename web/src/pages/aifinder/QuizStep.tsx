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
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { RadioGroupField, text, TextareaField, TextField, usePlainForm, type FieldErrors } from '../../components/form/plainForm'
import { Button } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { RadioCard } from '../../components/ui/radio-group'
import { OptionTile } from './OptionTile'
import {
  INDUSTRY_OPTIONS,
  MAX_CHALLENGE,
  MAX_EMAIL,
  MAX_NAME,
  MAX_TOOLS,
  REVENUE_GOAL_OPTIONS,
  STEP_COUNT,
  STEP_FIELD,
  TEAM_SIZE_OPTIONS,
  TECH_COMFORT_OPTIONS,
  validateStep,
  type Industry,
  type QuizAnswers,
  type QuizField,
  type Step,
  type TechComfort,
} from './quizRules'

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

export const FIELD_IDS: Record<QuizField, string> = {
  name: 'quiz-name',
  email: 'quiz-email',
  industry: 'quiz-industry',
  teamSize: 'quiz-team-size',
  biggestChallenge: 'quiz-challenge',
  revenueGoal: 'quiz-revenue',
  techComfort: 'quiz-comfort',
  currentTools: 'quiz-tools',
}

/** The answers each step's form holds. */
const STEP_FIELDS: Record<Step, QuizField[]> = { 1: ['name'], 2: ['email'], 3: ['industry'], 4: ['teamSize'], 5: ['biggestChallenge'], 6: ['revenueGoal'], 7: ['techComfort', 'currentTools'] }

const compactCard = (o: { value: string; label: ReactNode }) => <RadioCard value={o.value} title={o.label} className="min-h-14 items-center" />

export interface QuizStepProps {
  step: Step
  /** Every answer so far (the draft); this step's fields start from it. */
  answers: QuizAnswers
  /** Messages from outside the step's own check (the server's, or a step sent back to), until the answer is edited. */
  errors: FieldErrors<QuizField>
  submitting: boolean
  headingRef: Ref<HTMLHeadingElement>
  /** The id of the quiz's title, which names the form. */
  titleId: string
  /** The step's answers as they change (the draft follows them). */
  onEdit: (values: Partial<QuizAnswers>) => void
  /** Next (or Get My AI Report) with the step's answers checked, and the honeypot's value. */
  onNext: (values: Partial<QuizAnswers>, website: string) => Promise<unknown> | void
  /** The step's check failed: its message is shown under the field and as a toast. */
  onInvalid: (message: string) => void
  onBack: (values: Partial<QuizAnswers>) => void
  children?: ReactNode
}

/**
 * One step of the quiz: a plain form (plainForm) drawn with the page, whose
 * fields keep their own values. Next reads them, checks the step's rule and
 * hands them to the quiz, which joins them to the draft. A Next pressed
 * before the page's code came is sent once the form is live.
 */
export function QuizStep({ step, answers, errors: outside, submitting, headingRef, titleId, onEdit, onNext, onInvalid, onBack, children }: QuizStepProps) {
  const headingId = useId()
  const helpId = useId()
  // The fields start from the draft as it was when the step opened.
  const [start] = useState(answers)
  const fields = STEP_FIELDS[step]
  const read = (data: FormData): Partial<QuizAnswers> => Object.fromEntries(fields.map((f) => [f, text(data, f)]))
  const messageFor = (values: Partial<QuizAnswers>) => validateStep(step, { ...answers, ...values })
  const form = usePlainForm<Partial<QuizAnswers>, QuizField>({
    read,
    check: (values) => ({ [STEP_FIELD[step]]: messageFor(values) }),
    send: (values, el) => onNext(values, text(new FormData(el), 'website')),
    onInvalid: () => onInvalid(messageFor(form.values()) ?? ''),
    initial: Object.fromEntries(fields.map((f) => [f, start[f]])),
  })
  // What was typed before the code came joins the draft at once.
  const { values } = form
  useEffect(() => onEdit(values()), []) // eslint-disable-line react-hooks/exhaustive-deps

  const shown = { field: (name: QuizField) => ({ ...form.field(name), id: FIELD_IDS[name], error: form.errors[name] ?? outside[name] }) }

  // Enter advances from a text field, an answer card or the question itself;
  // in the challenge text box Enter makes a new line and Ctrl/Cmd+Enter advances.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    const target = event.target as HTMLElement
    const advance = target.tagName === 'TEXTAREA' ? event.ctrlKey || event.metaKey : target.tagName === 'INPUT' || target.id === headingId
    if (!advance) return
    event.preventDefault()
    event.currentTarget.requestSubmit()
  }

  const question = QUESTIONS[step]
  return (
    <form
      {...form.props}
      onChange={(e) => {
        form.props.onChange(e)
        onEdit(form.values())
      }}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
    >
      {children}
      <div className="animate-step-in">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold leading-tight tracking-tight focus:outline-none sm:text-[28px]">
          {question.title}
        </h3>
        <p id={helpId} className="mt-2 text-[15px] text-slate-600">
          {question.help}
        </p>

        <div className="mt-6">
          {step === 1 ? (
            <TextField form={shown} name="name" label="Full name" describedBy={helpId} autoComplete="name" maxLength={MAX_NAME} placeholder="Jordan Lee" defaultValue={start.name} />
          ) : null}

          {step === 2 ? (
            <TextField
              form={shown}
              name="email"
              label="Email"
              describedBy={helpId}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={MAX_EMAIL}
              placeholder="you@company.com"
              defaultValue={start.email}
            />
          ) : null}

          {step === 3 ? (
            <RadioGroupField
              form={shown}
              name="industry"
              label={question.title}
              labelledBy={headingId}
              describedBy={helpId}
              options={INDUSTRY_OPTIONS}
              defaultValue={start.industry}
              renderOption={(o) => <OptionTile value={o.value} label={o.label} icon={industryIcons[o.value as Industry]} />}
              groupClassName="grid-cols-2 sm:grid-cols-3"
            />
          ) : null}

          {step === 4 ? (
            <RadioGroupField form={shown} name="teamSize" label={question.title} labelledBy={headingId} describedBy={helpId} options={TEAM_SIZE_OPTIONS} defaultValue={start.teamSize} renderOption={compactCard} groupClassName="sm:grid-cols-3" />
          ) : null}

          {step === 5 ? (
            <TextareaField
              form={shown}
              name="biggestChallenge"
              label="Your biggest challenge"
              hint="For example: we miss calls after hours, quotes take days, or we retype orders into three systems."
              maxLength={MAX_CHALLENGE}
              rows={5}
              defaultValue={start.biggestChallenge}
            />
          ) : null}

          {step === 6 ? (
            <RadioGroupField form={shown} name="revenueGoal" label={question.title} labelledBy={headingId} describedBy={helpId} options={REVENUE_GOAL_OPTIONS} defaultValue={start.revenueGoal} renderOption={compactCard} groupClassName="sm:grid-cols-3" />
          ) : null}

          {step === 7 ? (
            <div className="space-y-7">
              <RadioGroupField
                form={shown}
                name="techComfort"
                label={question.title}
                labelledBy={headingId}
                describedBy={helpId}
                defaultValue={start.techComfort}
                options={TECH_COMFORT_OPTIONS.map((o) => ({ ...o, icon: comfortIcons[o.value] }))}
              />
              <TextField
                form={shown}
                name="currentTools"
                label={
                  <>
                    Tools you use today <span className="font-normal text-slate-500">(optional)</span>
                  </>
                }
                hint="Separate them with commas. We will suggest AI that works with them."
                maxLength={MAX_TOOLS}
                placeholder="e.g. Shopify, HubSpot, QuickBooks"
                defaultValue={start.currentTools}
              />
            </div>
          ) : null}
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
      <Honeypot id="quiz-website" />
    </form>
  )
}
