import { useQueryClient } from '@tanstack/react-query'
import { Bug, CircleCheck, Eye, Lightbulb, Plus, Send, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { text, TextareaField, TextField, usePlainForm } from '../../components/form/plainForm'
import { Button, buttonClasses } from '../../components/ui/button'
import { FieldMessage } from '../../components/ui/field'
import { Honeypot } from '../../components/ui/honeypot'
import { radioFocusRing, RadioGroup, RadioItem } from '../../components/ui/radio-group'
import { toast } from '../../components/ui/use-toast'
import { apiRequest } from '../../lib/api'
import { useHydrated } from '../../lib/hydration'
import {
  BOARD_QUERY_KEY,
  DEFAULT_REQUEST_TYPE,
  emptyRequestForm,
  MAX_DESCRIPTION,
  MAX_NAME,
  MAX_TITLE,
  readRequestForm,
  requestErrors,
  REQUEST_TYPES,
  toRequestPayload,
  VOTE_THRESHOLD,
  type RequestField,
  type RequestForm,

  type RequestType,
} from '../../lib/requestRules'

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

/**
 * The request form and, once sent, what comes after it: a plain form
 * (components/form/plainForm), drawn with the page.
 */
export function RequestFormCard() {
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const [submitted, setSubmitted] = useState(false)
  const doneHeading = useRef<HTMLHeadingElement>(null)
  const focusTitleNext = useRef(false)


  const form = usePlainForm<RequestForm & { website: string }, RequestField>({
    read: (data) => ({ ...readRequestForm(data), website: text(data, 'website') }),
    check: requestErrors,
    initial: { ...emptyRequestForm, website: '' },
    mode: 'onTouched',
    send: async (values) => {
      try {
        await apiRequest('POST', '/api/public-requests', toRequestPayload(values, values.website))
        await queryClient.invalidateQueries({ queryKey: BOARD_QUERY_KEY })
        toast({
          title: 'Request Submitted!',
          description: 'Your request has been added to the board. The community can now vote on it!',
        })
        setSubmitted(true)
      } catch (error) {
        form.showServerErrors(error, (f) => (f in IDS ? (f as RequestField) : undefined))
        toast({ variant: 'destructive', title: 'Submission Failed', description: 'Something went wrong. Please try again.' })
      }
    },
  })

  // The button waits until the form is filled (form.valid: what the fields hold, typed before hydration too).
  const { valid, focus } = form
  useEffect(() => {
    if (submitted) doneHeading.current?.focus()
    else if (focusTitleNext.current) {
      focusTitleNext.current = false
      focus('title')
    }
  }, [submitted, focus])

  // Enter in a text field would be swallowed by the disabled button: show what is missing instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    if ((event.target as HTMLElement).tagName === 'INPUT' && !valid && hydrated) {
      event.preventDefault()
      event.currentTarget.requestSubmit()
    }
  }

  const submitAnother = () => {
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
    <form
      {...form.props}
      onKeyDown={onKeyDown}
      aria-labelledby="request-form-title"
      className="relative space-y-6 px-5 py-6 sm:px-8 sm:py-8"
    >
      <h2 id="request-form-title" className="text-xl font-semibold tracking-tight">
        Your request
      </h2>
      <div className="space-y-2.5">
        <p id={`${IDS.type}-label`} className="text-sm font-medium text-slate-900">
          Request Type
        </p>
        <RadioGroup
          id={IDS.type}
          name="type"
          defaultValue={DEFAULT_REQUEST_TYPE}
          aria-labelledby={`${IDS.type}-label`}
          aria-required="true"
          className="sm:grid-cols-3"
        >
          {REQUEST_TYPES.map((t) => (
            <TypeCard key={t.value} value={t.value} title={t.label} description={t.description} icon={typeIcons[t.value]} />
          ))}
        </RadioGroup>
        <FieldMessage id={IDS.type} error={form.errors.type} />
      </div>

      <TextField
        form={form}
        id={IDS.title}
        name="title"
        label="Title"
        maxLength={MAX_TITLE}
        autoComplete="off"
        placeholder="e.g. Export leads to a spreadsheet"
        aria-required="true"
      />

      <TextareaField
        form={form}
        id={IDS.description}
        name="description"
        label="Description"
        hint="What should happen, who it helps, and any detail that makes it concrete."
        maxLength={MAX_DESCRIPTION}
        aria-required="true"
      />

      <TextField
        form={form}
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

      <Honeypot id="request-website" />

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">Visible to everyone as soon as you submit.</p>
        {/* Enabled in the server's HTML: a press before the page's code is sent once it is here. */}
        <Button type="submit" disabled={hydrated && !valid} loading={form.sending} className="sm:min-w-44">
          {form.sending ? 'Submitting...' : 'Submit Request'}
          {form.sending ? null : <Send aria-hidden="true" />}
        </Button>
      </div>
    </form>
  )
}

/** A request type choice: a row on phones, a small tile (icon, title, description) from the second breakpoint. */
function TypeCard({ value, title, description, icon }: { value: string; title: ReactNode; description: ReactNode; icon: ReactNode }) {
  return (
    <RadioItem
      value={value}
      className={`group relative flex w-full items-start gap-3 rounded-xl border border-slate-300 bg-white p-3.5 text-left transition-[border-color,box-shadow,background-color] duration-150 hover:border-slate-400 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-1 has-[:checked]:ring-brand-500 sm:flex-col sm:gap-3 sm:p-4 ${radioFocusRing}`}
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 transition-colors group-has-[:checked]:bg-brand-600 group-has-[:checked]:text-white [&_svg]:size-[18px]"
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm leading-snug text-slate-600">{description}</span>
      </span>
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white group-has-[:checked]:border-brand-600 sm:absolute sm:right-3.5 sm:top-3.5 sm:mt-0"
      >
        <span className="size-2.5 scale-0 rounded-full bg-brand-600 transition-transform duration-150 group-has-[:checked]:scale-100" />
      </span>
    </RadioItem>
  )
}
