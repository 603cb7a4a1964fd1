import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArrowRight, BadgeCheck, Send, ShieldCheck, Sparkles } from 'lucide-react'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../components/ui/button'
import { describedBy, Field, FieldMessage } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { apiFieldErrors, apiRequest } from '../../lib/api'
import { CAROUSEL_TESTIMONIALS_KEY, PUBLIC_TESTIMONIALS_KEY } from './queries'
import { StarRatingInput } from './Stars'
import {
  CATEGORIES,
  categoryLabel,
  emptyTestimonialForm,
  MAX_RATING,
  missingFields,
  RELATIONSHIPS,
  toTestimonialPayload,
  type TestimonialForm as FormData,
  type TestimonialPayload,
} from './testimonialRules'
import { Honeypot } from '../../components/ui/honeypot'

type FieldName = keyof FormData

const IDS: Record<FieldName, string> = {
  name: 'testimonial-name',
  email: 'testimonial-email',
  role: 'testimonial-role',
  company: 'testimonial-company',
  relationship: 'testimonial-relationship',
  category: 'testimonial-category',
  testimonial: 'testimonial-text',
  rating: 'testimonial-rating',
}

const REQUIRED_MESSAGES: Partial<Record<FieldName, string>> = {
  name: 'Please enter your name.',
  relationship: 'Please choose your relationship.',
  category: 'Please choose a category.',
  testimonial: 'Please write your testimonial.',
}

const MIN_SUGGESTED_LENGTH = 50
const MAX_TEXT = 3000
const MAX_SHORT = 120

const optional = <span className="font-normal text-slate-500">(optional)</span>

export function TestimonialForm({ onShowAll }: { onShowAll: () => void }) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState<FormData>(emptyTestimonialForm)
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const honeypot = useRef<HTMLInputElement>(null)
  const inFlight = useRef(false)

  const mutation = useMutation({
    mutationFn: (payload: TestimonialPayload) => apiRequest('POST', '/api/testimonials', payload),
  })

  const update = <K extends FieldName>(field: K, value: FormData[K]) => {
    setForm((f) => ({ ...f, [field]: value }))
    setErrors((e) => {
      if (!(field in e)) return e
      const next = { ...e }
      delete next[field]
      return next
    })
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const missing = missingFields(form)
    if (missing.length > 0) {
      const next: Partial<Record<FieldName, string>> = {}
      for (const field of missing) next[field] = REQUIRED_MESSAGES[field]
      setErrors(next)
      const first = missing[0]
      if (first) document.getElementById(IDS[first])?.focus()
      toast({ variant: 'destructive', title: 'Missing Information', description: 'Please fill in all required fields.' })
      return
    }
    inFlight.current = true
    try {
      await mutation.mutateAsync(toTestimonialPayload(form, honeypot.current?.value ?? ''))
      toast({
        title: 'Thank you!',
        description: 'Your testimonial has been submitted and will be reviewed shortly.',
      })
      setForm(emptyTestimonialForm)
      setErrors({})
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PUBLIC_TESTIMONIALS_KEY }),
        queryClient.invalidateQueries({ queryKey: CAROUSEL_TESTIMONIALS_KEY }),
      ])
    } catch (error) {
      const fields = apiFieldErrors(error)
      const next: Partial<Record<FieldName, string>> = {}
      for (const [field, message] of Object.entries(fields)) {
        if (field in IDS) next[field as FieldName] = message
      }
      setErrors(next)
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to submit testimonial. Please try again.' })
    } finally {
      inFlight.current = false
    }
  }

  const textLength = form.testimonial.trim().length

  const textInput = (field: 'name' | 'email' | 'role' | 'company', props: Record<string, string> = {}) => (
    <Input
      id={IDS[field]}
      name={field}
      maxLength={field === 'email' ? 254 : MAX_SHORT}
      value={form[field]}
      invalid={!!errors[field]}
      aria-describedby={describedBy(IDS[field], errors[field])}
      onChange={(e) => update(field, e.target.value)}
      {...props}
    />
  )

  return (
    <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-14">
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-labelledby="testimonial-form-title"
        className="relative rounded-card border border-slate-200/80 bg-white px-5 py-6 shadow-card sm:px-8 sm:py-8"
      >
        <h2 id="testimonial-form-title" className="text-xl font-semibold tracking-tight">
          Share your experience
        </h2>
        <p className="mt-1.5 text-[15px] text-slate-600">Fields marked with * are required.</p>

        <div className="mt-7 grid gap-6 sm:grid-cols-2">
          <Field id={IDS.name} label="Your name *" error={errors.name}>
            {textInput('name', { autoComplete: 'name', 'aria-required': 'true', placeholder: 'Jordan Lee' })}
          </Field>
          <Field id={IDS.email} label={<>Email {optional}</>} error={errors.email} hint="Never shown publicly.">
            <Input
              id={IDS.email}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              placeholder="you@company.com"
              value={form.email}
              invalid={!!errors.email}
              aria-describedby={describedBy(IDS.email, errors.email, true)}
              onChange={(e) => update('email', e.target.value)}
            />
          </Field>
          <Field id={IDS.role} label={<>Role {optional}</>} error={errors.role}>
            {textInput('role', { autoComplete: 'organization-title', placeholder: 'Operations Manager' })}
          </Field>
          <Field id={IDS.company} label={<>Company {optional}</>} error={errors.company}>
            {textInput('company', { autoComplete: 'organization', placeholder: 'Acme Dental' })}
          </Field>

          <div className="space-y-2">
            <Label htmlFor={IDS.relationship}>Relationship *</Label>
            <Select value={form.relationship} onValueChange={(v) => update('relationship', v)}>
              <SelectTrigger
                id={IDS.relationship}
                invalid={!!errors.relationship}
                aria-required="true"
                aria-describedby={describedBy(IDS.relationship, errors.relationship)}
              >
                <SelectValue placeholder="How do you know us?" />
              </SelectTrigger>
              <SelectContent>
                {RELATIONSHIPS.map((r) => (
                  <SelectItem key={r} value={r}>
                    {r}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldMessage id={IDS.relationship} error={errors.relationship} />
          </div>

          <div className="space-y-2">
            <Label htmlFor={IDS.category}>Category *</Label>
            <Select value={form.category} onValueChange={(v) => update('category', v)}>
              <SelectTrigger
                id={IDS.category}
                invalid={!!errors.category}
                aria-required="true"
                aria-describedby={describedBy(IDS.category, errors.category)}
              >
                <SelectValue placeholder="What is it mostly about?" />
              </SelectTrigger>
              <SelectContent>
                {CATEGORIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {categoryLabel(c)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldMessage id={IDS.category} error={errors.category} />
          </div>
        </div>

        <div className="mt-6 space-y-2">
          <p id={`${IDS.rating}-label`} className="text-sm font-medium text-slate-900">
            Rating
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <StarRatingInput
              value={form.rating}
              onChange={(v) => update('rating', v)}
              labelledBy={`${IDS.rating}-label`}
              describedBy={`${IDS.rating}-value`}
            />
            <span id={`${IDS.rating}-value`} className="text-sm font-medium text-slate-600">
              {form.rating} of {MAX_RATING} stars
            </span>
          </div>
        </div>

        <Field
          id={IDS.testimonial}
          className="mt-6"
          label="Your testimonial *"
          error={errors.testimonial}
          hint={
            <span className="flex justify-between gap-4">
              <span>Minimum {MIN_SUGGESTED_LENGTH} characters. What did we do, and what changed?</span>
              <span className="shrink-0 tabular-nums" aria-hidden="true">
                {textLength}/{MAX_TEXT}
              </span>
            </span>
          }
        >
          <Textarea
            id={IDS.testimonial}
            name="testimonial"
            maxLength={MAX_TEXT}
            value={form.testimonial}
            invalid={!!errors.testimonial}
            aria-required="true"
            aria-describedby={describedBy(IDS.testimonial, errors.testimonial, true)}
            onChange={(e) => update('testimonial', e.target.value)}
          />
        </Field>

        <Honeypot id="testimonial-website" ref={honeypot} />

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500">Reviewed by the team before it appears.</p>
          <Button type="submit" loading={mutation.isPending} className="sm:min-w-52">
            {mutation.isPending ? 'Submitting...' : 'Submit Testimonial'}
            {mutation.isPending ? null : <Send aria-hidden="true" />}
          </Button>
        </div>
      </form>

      <aside aria-labelledby="testimonial-tips" className="lg:pt-2">
        <h2 id="testimonial-tips" className="text-lg font-semibold">
          What makes a helpful testimonial
        </h2>
        <ul className="mt-5 space-y-5">
          <Tip icon={<Sparkles />} title="Be specific">
            A project, a moment, a result. Concrete beats glowing.
          </Tip>
          <Tip icon={<BadgeCheck />} title="Say how you know us">
            Your relationship and role tell readers how to weigh your words.
          </Tip>
          <Tip icon={<ShieldCheck />} title="Your email stays private">
            We only use it if we need to check something with you. It is never published.
          </Tip>
        </ul>
        <button
          type="button"
          onClick={onShowAll}
          className="mt-8 inline-flex items-center gap-1.5 rounded text-[15px] font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          Read what others wrote
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </aside>
    </div>
  )
}

function Tip({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-inset ring-brand-100 [&_svg]:size-5"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 leading-relaxed text-slate-600">{children}</p>
      </div>
    </li>
  )
}
