import { useMutation } from '@tanstack/react-query'
import { Bot, Globe, Rocket, Smartphone, Workflow } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import { applyServerErrors, FormField, FormRoot } from '../../components/form/form'
import { useLazySchemaForm } from '../../components/form/useLazySchemaForm'
import { Button } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { Input } from '../../components/ui/input'
import { RadioCard, RadioGroup } from '../../components/ui/radio-group'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { apiRequest } from '../../lib/api'
import { cn } from '../../lib/utils'
import {
  emptyLiveProject,
  KEY_FEATURES,
  LIVE_FIELDS,
  missingRequired,
  PROJECT_TYPES,
  SESSION_PREFERENCES,
  TIMELINES,
  toLivePayload,
  type LiveProjectInput,
  type LiveProjectPayload,
  type LiveProjectValues,
  type ProjectType,
} from './liveRules'

type F = LiveProjectInput

const loadLiveSchema = () => import('./liveSchema').then((m) => m.liveProjectSchema)

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
  const form = useLazySchemaForm(loadLiveSchema, emptyLiveProject)
  const honeypot = useRef<HTMLInputElement>(null)
  const mutation = useMutation({
    mutationFn: async (payload: LiveProjectPayload) => {
      const res = await apiRequest('POST', '/api/live-session-projects', payload)
      return (await res.json()) as { id: number; bookingToken: string }
    },
  })
  const { register } = form

  const onValid = async (values: LiveProjectValues) => {
    if (mutation.isPending) return
    try {
      const res = await mutation.mutateAsync(toLivePayload(values, honeypot.current?.value ?? ''))
      toast({ title: 'Project Submitted!', description: 'Now schedule your strategy call to lock in your live build.' })
      onSubmitted({ id: res.id, bookingToken: res.bookingToken, sessionPreference: values.sessionPreference })
    } catch (error) {
      const { message } = applyServerErrors(form, error, LIVE_FIELDS)
      toast({ variant: 'destructive', title: 'Submission Failed', description: message ?? 'Please try again.' })
    }
  }

  const onInvalid = () => {
    if (missingRequired(form.getValues())) {
      toast({ variant: 'destructive', title: 'Missing Information', description: 'Please fill in all required fields.' })
    }
  }

  return (
    <FormRoot
      form={form}
      onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}
      aria-labelledby="live-form-title"
      className="relative rounded-card border border-slate-200/80 bg-white px-5 py-6 shadow-card sm:px-8 sm:py-8"
    >
      <h2 id="live-form-title" tabIndex={-1} data-step-heading className="text-2xl font-semibold tracking-tight focus:outline-none">
        Tell us what to build
      </h2>
      <p className="mt-1.5 text-[15px] text-slate-600">Fields marked with * are required. It takes about two minutes.</p>

      <div className="mt-7 grid gap-6 sm:grid-cols-2">
        <FormField<F> name="name" label="Your name *">
          {(c) => <Input {...c} {...register('name')} autoComplete="name" aria-required="true" />}
        </FormField>
        <FormField<F> name="email" label="Email *">
          {(c) => (
            <Input {...c} {...register('email')} type="email" inputMode="email" autoComplete="email" aria-required="true" />
          )}
        </FormField>
        <FormField<F> name="company" label={<>Company {optional}</>}>
          {(c) => <Input {...c} {...register('company')} autoComplete="organization" />}
        </FormField>
        <FormField<F> name="phone" label={<>Phone {optional}</>}>
          {(c) => <Input {...c} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" />}
        </FormField>
      </div>

      <fieldset className="mt-8">
        <legend className="text-sm font-medium text-slate-900">Project type</legend>
        <Controller
          control={form.control}
          name="projectType"
          render={({ field }) => (
            <RadioGroup
              name={field.name}
              value={field.value}
              onValueChange={(v) => field.onChange(v)}
              aria-label="Project type"
              className="mt-2.5 sm:grid-cols-2"
            >
              {PROJECT_TYPES.map((t) => (
                <RadioCard key={t.value} value={t.value} title={t.label} description={t.description} icon={typeIcons[t.value]} />
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>

      <div className="mt-8 space-y-6">
        <FormField<F>
          name="projectDescription"
          label="Describe your project *"
          hint="What should it do, and for whom? The more specific, the better the live build."
        >
          {(c) => <Textarea {...c} {...register('projectDescription')} rows={5} aria-required="true" className="min-h-[150px]" />}
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField<F> name="industry" label={<>Industry {optional}</>}>
            {(c) => <Input {...c} {...register('industry')} placeholder="e.g. Dental clinics" />}
          </FormField>
          <FormField<F> name="budget" label={<>Budget {optional}</>}>
            {(c) => <Input {...c} {...register('budget')} placeholder="e.g. $500-$1,000" />}
          </FormField>
        </div>
        <FormField<F> name="targetAudience" label={<>Target audience {optional}</>}>
          {(c) => <Input {...c} {...register('targetAudience')} placeholder="Who will use it?" />}
        </FormField>
      </div>

      {/* The native choices carry their starting state (defaultChecked) into the page's HTML, which shows until the form's code comes (LivePage). */}
      <Choices legend="Key features" className="mt-8">
        {KEY_FEATURES.map((f) => (
          <label key={f} className={pill}>
            <input
              type="checkbox"
              value={f}
              defaultChecked={emptyLiveProject.keyFeatures.includes(f)}
              {...register('keyFeatures')}
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
                {...register('timeline')}
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
                {...register('sessionPreference')}
                className="size-4 accent-brand-600"
              />
              {t.label}
            </label>
          ))}
        </Choices>
      </div>

      <FormField<F> name="additionalNotes" label={<>Anything else? {optional}</>} className="mt-8">
        {(c) => <Textarea {...c} {...register('additionalNotes')} rows={3} />}
      </FormField>

      <Honeypot id="live-website" ref={honeypot} />

      <div className={cn('mt-8 flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between')}>
        <p className="text-sm text-slate-600">Next: a short strategy call to plan your build.</p>
        <Button type="submit" size="lg" loading={mutation.isPending}>
          <Rocket aria-hidden="true" />
          Submit My Project
        </Button>
      </div>
    </FormRoot>
  )
}
