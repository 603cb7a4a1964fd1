import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Bug, CircleCheck, Eye, Lightbulb, Plus, Send, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { applyServerErrors, fieldsFor, FormRoot, type AnyForm } from '../../components/form/form'
import { useIsValidOnceLoaded, useLazySchemaForm } from '../../components/form/useLazySchemaForm'
import { Button, buttonClasses } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { radioFocusRing, RadioItem } from '../../components/ui/radio-group'
import { toast } from '../../components/ui/use-toast'
import { apiRequest } from '../../lib/api'
import {
  BOARD_QUERY_KEY,
  emptyRequestForm,
  MAX_DESCRIPTION,
  MAX_NAME,
  MAX_TITLE,
  REQUEST_TYPES,
  toRequestPayload,
  VOTE_THRESHOLD,
  type RequestField,
  type RequestForm,
  type RequestPayload,
  type RequestType,
} from '../../lib/requestRules'

/** The form's checks (and zod) load on the first check or when focus enters the form. */
const loadRequestSchema = () => import('./requestSchema').then((m) => m.requestSchema)

const typeIcons: Record<RequestType, ReactNode> = {
  feature: <Sparkles />,
  bug: <Bug />,
  idea: <Lightbulb />,
}

const IDS: Record<RequestField, string> = {
  type: 'request-type',
  title: 'request-title',
  description: 'request-description',
  submittedBy: 'request-name',
}
const FIELD_NAMES = Object.keys(IDS)

const { RadioGroupField, TextareaField, TextField } = fieldsFor<RequestForm>()

/**
 * The request form and, once sent, what comes after it. It loads on first
 * use (RequestPage); the page's HTML carries it drawn from the start.
 */
export function RequestFormCard() {
  const queryClient = useQueryClient()
  const form = useLazySchemaForm(loadRequestSchema, emptyRequestForm, 'onTouched')
  const valid = useIsValidOnceLoaded(form as AnyForm<RequestForm>)
  const [submitted, setSubmitted] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const doneHeading = useRef<HTMLHeadingElement>(null)
  const focusTitleNext = useRef(false)

  const mutation = useMutation({
    mutationFn: (payload: RequestPayload) => apiRequest('POST', '/api/public-requests', payload).then((r) => r.json()),
  })

  const { setFocus } = form
  useEffect(() => {
    if (submitted) doneHeading.current?.focus()
    else if (focusTitleNext.current) {
      focusTitleNext.current = false
      setFocus('title')
    }
  }, [submitted, setFocus])

  const send = async (values: RequestForm) => {
    try {
      await mutation.mutateAsync(toRequestPayload(values, honeypot.current?.value ?? ''))
      await queryClient.invalidateQueries({ queryKey: BOARD_QUERY_KEY })
      toast({
        title: 'Request Submitted!',
        description: 'Your request has been added to the board. The community can now vote on it!',
      })
      setSubmitted(true)
    } catch (error) {
      applyServerErrors(form, error, FIELD_NAMES, { focus: false })
      toast({ variant: 'destructive', title: 'Submission Failed', description: 'Something went wrong. Please try again.' })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(send)(event)

  // Enter in a text field would be swallowed by the disabled button: show what is missing instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    if ((event.target as HTMLElement).tagName === 'INPUT' && !valid) {
      event.preventDefault()
      void form.trigger(undefined, { shouldFocus: true })
    }
  }

  const submitAnother = () => {
    form.reset(emptyRequestForm)
    mutation.reset()
    focusTitleNext.current = true
    setSubmitted(false)
  }

  return submitted ? (
    <div className="animate-step-in px-5 py-10 text-center sm:px-10 sm:py-14" role="status">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-success-600 ring-1 ring-inset ring-success-100">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h2 ref={doneHeading} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight focus:outline-none">
        Your request is on the board
      </h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-slate-600">
        It is listed under Submitted right now. Share it with others: once it reaches {VOTE_THRESHOLD} votes it
        moves to To Do.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/board" className={buttonClasses('primary')}>
          <Eye aria-hidden="true" />
          View Board
        </Link>
        <Button variant="secondary" onClick={submitAnother}>
          <Plus aria-hidden="true" />
          Submit Another
        </Button>
      </div>
    </div>
  ) : (
    <FormRoot
      form={form}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-labelledby="request-form-title"
      className="relative space-y-6 px-5 py-6 sm:px-8 sm:py-8"
    >
      <h2 id="request-form-title" className="text-xl font-semibold tracking-tight">
        Your request
      </h2>
      <RadioGroupField
        id={IDS.type}
        name="type"
        label="Request Type"
        options={REQUEST_TYPES}
        groupClassName="sm:grid-cols-3"
        renderOption={(t) => (
          <TypeCard value={t.value} title={t.label} description={t.description} icon={typeIcons[t.value as RequestType]} />
        )}
      />

      <TextField
        id={IDS.title}
        name="title"
        label="Title"
        maxLength={MAX_TITLE}
        autoComplete="off"
        placeholder="e.g. Export leads to a spreadsheet"
        aria-required="true"
      />

      <TextareaField
        id={IDS.description}
        name="description"
        label="Description"
        hint="What should happen, who it helps, and any detail that makes it concrete."
        maxLength={MAX_DESCRIPTION}
        aria-required="true"
      />

      <TextField
        id={IDS.submittedBy}
        name="submittedBy"
        label={
          <>
            Your Name <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        hint="Shown on the card. Leave it empty to post as Anonymous."
        autoComplete="name"
        maxLength={MAX_NAME}
      />

      <Honeypot id="request-website" ref={honeypot} />

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">Visible to everyone as soon as you submit.</p>
        <Button type="submit" disabled={!valid} loading={mutation.isPending} className="sm:min-w-44">
          {mutation.isPending ? 'Submitting...' : 'Submit Request'}
          {mutation.isPending ? null : <Send aria-hidden="true" />}
        </Button>
      </div>
    </FormRoot>
  )
}

/** A request type choice: a row on phones, a small tile (icon, title, description) from the second breakpoint. */
function TypeCard({ value, title, description, icon }: { value: string; title: ReactNode; description: ReactNode; icon: ReactNode }) {
  return (
    <RadioItem
      value={value}
      className={`group relative flex w-full items-start gap-3 rounded-xl border border-slate-300 bg-white p-3.5 text-left transition-[border-color,box-shadow,background-color] duration-150 hover:border-slate-400 data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-50/60 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-500 sm:flex-col sm:gap-3 sm:p-4 ${radioFocusRing}`}
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 transition-colors group-data-[state=checked]:bg-brand-600 group-data-[state=checked]:text-white [&_svg]:size-[18px]"
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm leading-snug text-slate-600">{description}</span>
      </span>
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white group-data-[state=checked]:border-brand-600 sm:absolute sm:right-3.5 sm:top-3.5 sm:mt-0"
      >
        <span className="size-2.5 scale-0 rounded-full bg-brand-600 transition-transform duration-150 group-data-[state=checked]:scale-100" />
      </span>
    </RadioItem>
  )
}
