import { useQueryClient } from '@tanstack/react-query'
import { ArrowRight, BadgeCheck, Send, ShieldCheck, Sparkles } from 'lucide-react'
import { SelectField } from '../../components/form/PlainSelectField'
import { text, TextareaField, TextField, usePlainForm } from '../../components/form/plainForm'
import { IconNote } from '../../components/layout/PageParts'
import { Button } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { toast } from '../../components/ui/use-toast'
import { apiRequest } from '../../lib/api'
import { RULES } from '../../lib/rules'
import { CAROUSEL_TESTIMONIALS_KEY, PUBLIC_TESTIMONIALS_KEY } from '../../lib/testimonialQueries'
import { StarRatingInput } from '../../components/testimonials/StarRatingInput'
import {
  CATEGORIES,
  categoryLabel,
  DEFAULT_RATING,
  emptyTestimonialForm,
  MAX_RATING,
  RELATIONSHIPS,
  testimonialErrors,
  toTestimonialPayload,
  type TestimonialForm as Values,

} from '../../lib/testimonialRules'

type FieldName = keyof Values

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

/** The form's values from its fields; the honeypot beside them. */
function readTestimonial(data: FormData): Values & { website: string } {
  const t = (name: string) => text(data, name)
  return {
    name: t('name'),
    email: t('email'),
    role: t('role'),
    company: t('company'),
    relationship: t('relationship'),
    category: t('category'),
    testimonial: t('testimonial'),
    rating: Number(t('rating')) || DEFAULT_RATING,
    website: t('website'),
  }
}


/** A length to aim for, said in the hint; not a rule (the server's limits are in RULES). */
const MIN_SUGGESTED_LENGTH = 50
const LIMITS = RULES.testimonials

const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((r) => ({ value: r, label: r }))
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))

const optional = <span className="font-normal text-slate-500">(optional)</span>

export function TestimonialForm({ onShowAll }: { onShowAll: () => void }) {
  const queryClient = useQueryClient()

  const form = usePlainForm<Values & { website: string }, FieldName>({
    read: readTestimonial,
    check: testimonialErrors,
    initial: { ...emptyTestimonialForm, website: '' },
    // The errors land under their fields and the first is focused; the toast says why.
    onInvalid: () => toast({ variant: 'destructive', title: 'Missing Information', description: 'Please fill in all required fields.' }),
    send: async (values) => {
      try {
        await apiRequest('POST', '/api/testimonials', toTestimonialPayload(values, values.website))
        toast({
          title: 'Thank you!',
          description: 'Your testimonial has been submitted and will be reviewed shortly.',
        })
        form.reset()
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: PUBLIC_TESTIMONIALS_KEY }),
          queryClient.invalidateQueries({ queryKey: CAROUSEL_TESTIMONIALS_KEY }),
        ])
      } catch (error) {
        form.showServerErrors(error, (f) => (f in IDS ? (f as FieldName) : undefined))
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to submit testimonial. Please try again.' })
      }
    },
  })
  const { rating, testimonial } = form.current

  return (
    <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-14">
      <form
        {...form.props}
        aria-labelledby="testimonial-form-title"
        className="relative rounded-card border border-slate-200/80 bg-white px-5 py-6 shadow-card sm:px-8 sm:py-8"
      >
        <h2 id="testimonial-form-title" className="text-xl font-semibold tracking-tight">
          Share your experience
        </h2>
        <p className="mt-1.5 text-[15px] text-slate-600">Fields marked with * are required.</p>

        <div className="mt-7 grid gap-6 sm:grid-cols-2">
          <TextField
            form={form}
            id={IDS.name}
            name="name"
            label="Your name *"
            autoComplete="name"
            aria-required="true"
            placeholder="Jordan Lee"
            maxLength={LIMITS.name}
          />
          <TextField
            form={form}
            id={IDS.email}
            name="email"
            label={<>Email {optional}</>}
            hint="Never shown publicly."
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            placeholder="you@company.com"
          />
          <TextField
            form={form}
            id={IDS.role}
            name="role"
            label={<>Role {optional}</>}
            autoComplete="organization-title"
            placeholder="Operations Manager"
            maxLength={LIMITS.role}
          />
          <TextField
            form={form}
            id={IDS.company}
            name="company"
            label={<>Company {optional}</>}
            autoComplete="organization"
            placeholder="Acme Dental"
            maxLength={LIMITS.company}
          />
          <SelectField
            form={form}
            id={IDS.relationship}
            name="relationship"
            label="Relationship *"
            placeholder="How do you know us?"
            options={RELATIONSHIP_OPTIONS}
            required
          />
          <SelectField
            form={form}
            id={IDS.category}
            name="category"
            label="Category *"
            placeholder="What is it mostly about?"
            options={CATEGORY_OPTIONS}
            required
          />
        </div>

        <div className="mt-6 space-y-2">
          <p id={`${IDS.rating}-label`} className="text-sm font-medium text-slate-900">
            Rating
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <StarRatingInput
              name="rating"
              defaultValue={DEFAULT_RATING}
              labelledBy={`${IDS.rating}-label`}
              describedBy={`${IDS.rating}-value`}
            />
            <span id={`${IDS.rating}-value`} className="text-sm font-medium text-slate-600">
              {rating} of {MAX_RATING} stars
            </span>
          </div>
        </div>

        <TextareaField
          form={form}
          id={IDS.testimonial}
          name="testimonial"
          className="mt-6"
          label="Your testimonial *"
          aria-required="true"
          maxLength={LIMITS.testimonial}
          hint={
            <span className="flex justify-between gap-4">
              <span>Minimum {MIN_SUGGESTED_LENGTH} characters. What did we do, and what changed?</span>
              <span className="shrink-0 tabular-nums" aria-hidden="true">
                {testimonial.trim().length}/{LIMITS.testimonial}
              </span>
            </span>
          }
        />

        <Honeypot id="testimonial-website" />

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500">Reviewed by the team before it appears.</p>
          <Button type="submit" loading={form.sending} className="sm:min-w-52">
            {form.sending ? 'Submitting...' : 'Submit Testimonial'}
            {form.sending ? null : <Send aria-hidden="true" />}
          </Button>
        </div>
      </form>

      <aside aria-labelledby="testimonial-tips" className="lg:pt-2">
        <h2 id="testimonial-tips" className="text-lg font-semibold">
          What makes a helpful testimonial
        </h2>
        <ul className="mt-5 space-y-5">
          <IconNote icon={<Sparkles />} title="Be specific">
            A project, a moment, a result. Concrete beats glowing.
          </IconNote>
          <IconNote icon={<BadgeCheck />} title="Say how you know us">
            Your relationship and role tell readers how to weigh your words.
          </IconNote>
          <IconNote icon={<ShieldCheck />} title="Your email stays private">
            We only use it if we need to check something with you. It is never published.
          </IconNote>
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
