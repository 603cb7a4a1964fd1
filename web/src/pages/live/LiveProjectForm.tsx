import { Bot, Globe, Rocket, Smartphone, Workflow } from 'lucide-react'
import { type ReactNode } from 'react'
import { TextareaField, TextField, usePlainForm } from '../../components/form/plainForm'
import { Button } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { RadioCard, RadioGroup } from '../../components/ui/radio-group'
import { toast } from '../../components/ui/use-toast'
import { apiRequest } from '../../lib/api'
import { cn } from '../../lib/utils'
import {
  emptyLiveProject,
  KEY_FEATURES,
  liveProjectErrors,
  missingRequired,
  readLiveProject,
  PROJECT_TYPES,
  SESSION_PREFERENCES,
  TIMELINES,
  toLivePayload,
  type LiveProjectField,

  type ProjectType,
} from './liveRules'


const typeIcons: Record<ProjectType, ReactNode> = {
  website: <Globe />,
  app: <Smartphone />,
  automation: <Workflow />,
  'ai-agent': <Bot />,
}

export interface Submitted {
  id: number
  bookingToken: string
  sessionPreference: string
}

const optional = <span className="font-normal text-slate-500">(optional)</span>

/** A group of choices (radio pills or feature checkboxes) with a visible legend. */
function Choices({ legend, children, className }: { legend: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-2.5 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  )
}

const pill =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-[15px] font-medium text-slate-800 transition-colors hover:border-slate-400 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/70 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500'

/**
 * Step 1 of the live session flow: the project to build live. Name, email
 * and description are required; a missing one raises the spec's 'Missing
 * Information' toast and its message under the field.
 */
export function LiveProjectForm({ onSubmitted }: { onSubmitted: (s: Submitted) => void }) {

  const form = usePlainForm({
    read: readLiveProject,
    check: liveProjectErrors,
    mode: 'onTouched',
    initial: { ...emptyLiveProject, website: '' },
    onInvalid: () => {
      if (missingRequired(form.values())) {
        toast({ variant: 'destructive', title: 'Missing Information', description: 'Please fill in all required fields.' })
      }
    },
    send: async (values) => {
      try {
        const res = (await (await apiRequest('POST', '/api/live-session-projects', toLivePayload(values, values.website))).json()) as { id: number; bookingToken: string }
        toast({ title: 'Project Submitted!', description: 'Now schedule your strategy call to lock in your live build.' })
        onSubmitted({ id: res.id, bookingToken: res.bookingToken, sessionPreference: values.sessionPreference })
      } catch (error) {
        const { message } = form.showServerErrors(error, (f) => (f in emptyLiveProject ? (f as LiveProjectField) : undefined))
        toast({ variant: 'destructive', title: 'Submission Failed', description: message ?? 'Please try again.' })
      }
    },
  })

  return (
    <form
      {...form.props}
      aria-labelledby="live-form-title"
      className="relative rounded-card border border-slate-200/80 bg-white px-5 py-6 shadow-card sm:px-8 sm:py-8"
    >
      <h2 id="live-form-title" tabIndex={-1} data-step-heading className="text-2xl font-semibold tracking-tight focus:outline-none">
        Tell us what to build
      </h2>
      <p className="mt-1.5 text-[15px] text-slate-600">Fields marked with * are required. It takes about two minutes.</p>

      <div className="mt-7 grid gap-6 sm:grid-cols-2">
        <TextField form={form} name="name" label="Your name *" autoComplete="name" aria-required="true" />
        <TextField form={form} name="email" label="Email *" type="email" inputMode="email" autoComplete="email" aria-required="true" />
        <TextField form={form} name="company" label={<>Company {optional}</>} autoComplete="organization" />
        <TextField form={form} name="phone" label={<>Phone {optional}</>} type="tel" inputMode="tel" autoComplete="tel" />
      </div>

      <fieldset className="mt-8">
        <legend className="text-sm font-medium text-slate-900">Project type</legend>
        <RadioGroup name="projectType" defaultValue={emptyLiveProject.projectType} aria-label="Project type" className="mt-2.5 sm:grid-cols-2">
          {PROJECT_TYPES.map((t) => (
            <RadioCard key={t.value} value={t.value} title={t.label} description={t.description} icon={typeIcons[t.value]} />
          ))}
        </RadioGroup>
      </fieldset>

      <div className="mt-8 space-y-6">
        <TextareaField
          form={form}
          name="projectDescription"
          label="Describe your project *"
          hint="What should it do, and for whom? The more specific, the better the live build."
          rows={5}
          aria-required="true"
          className="[&_textarea]:min-h-[150px]"
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField form={form} name="industry" label={<>Industry {optional}</>} placeholder="e.g. Dental clinics" />
          <TextField form={form} name="budget" label={<>Budget {optional}</>} placeholder="e.g. $500-$1,000" />
        </div>
        <TextField form={form} name="targetAudience" label={<>Target audience {optional}</>} placeholder="Who will use it?" />
      </div>

      <Choices legend="Key features" className="mt-8">
        {KEY_FEATURES.map((f) => (
          <label key={f} className={pill}>
            <input
              type="checkbox"
              value={f}
              defaultChecked={emptyLiveProject.keyFeatures.includes(f)}
              name="keyFeatures"
              className="size-4 accent-brand-600"
            />
            {f}
          </label>
        ))}
      </Choices>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <Choices legend="Timeline">
          {TIMELINES.map((t) => (
            <label key={t.value} className={pill}>
              <input
                type="radio"
                value={t.value}
                defaultChecked={emptyLiveProject.timeline === t.value}
                name="timeline"
                className="size-4 accent-brand-600"
              />
              {t.label}
            </label>
          ))}
        </Choices>
        <Choices legend="Session preference">
          {SESSION_PREFERENCES.map((t) => (
            <label key={t.value} className={pill}>
              <input
                type="radio"
                value={t.value}
                defaultChecked={emptyLiveProject.sessionPreference === t.value}
                name="sessionPreference"
                className="size-4 accent-brand-600"
              />
              {t.label}
            </label>
          ))}
        </Choices>
      </div>

      <TextareaField form={form} name="additionalNotes" label={<>Anything else? {optional}</>} rows={3} className="mt-8" />

      <Honeypot id="live-website" />

      <div className={cn('mt-8 flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between')}>
        <p className="text-sm text-slate-600">Next: a short strategy call to plan your build.</p>
        <Button type="submit" size="lg" loading={form.sending}>
          <Rocket aria-hidden="true" />
          Submit My Project
        </Button>
      </div>
    </form>
  )
}
