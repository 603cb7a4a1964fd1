import { CircleCheck, Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { text, TextField, usePlainForm } from '../../components/form/plainForm'
import { Button } from '../../components/ui/button'
import { Honeypot } from '../../components/ui/honeypot'
import { toast } from '../../components/ui/use-toast'
import { attribution } from '../../lib/analytics'
import { apiRequest } from '../../lib/api'
import { scrollToAnchor } from '../../lib/scroll'
import {
  APPLICATION_ANCHOR,
  checkToolkitEmail,
  MAX_TOOLKIT_FIRST_NAME,
  TOOLKIT_SCROLL_MS,
  toToolkitPayload,

} from './licensingRules'

interface ToolkitValues {
  firstName: string
  email: string
  website: string
}

const BLANK_EMAIL = 'Please enter your email address.'
const toolkitErrors = ({ email }: ToolkitValues): { email?: string } => {
  const check = checkToolkitEmail(email)
  if (check === 'blank') return { email: BLANK_EMAIL }
  return check === 'invalid' ? { email: 'Please enter a valid email address.' } : {}
}
const readToolkit = (data: FormData): ToolkitValues => ({
  firstName: text(data, 'firstName'),
  email: text(data, 'email'),
  website: text(data, 'website'),
})

/** Two fields: an optional first name (sent as the lead's name) and the e-mail. */
export function ToolkitForm() {
  const [sentTo, setSentTo] = useState<string | undefined>()
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)


  useEffect(() => () => clearTimeout(scrollTimer.current), [])

  // The e-mail is checked on submit only.
  const form = usePlainForm<ToolkitValues, 'email' | 'firstName'>({
    read: readToolkit,
    check: toolkitErrors,
    initial: { firstName: '', email: '', website: '' },
    onInvalid: () => {
      if (toolkitErrors(form.values()).email !== BLANK_EMAIL) return
      toast({
        variant: 'destructive',
        title: 'Email Required',
        description: 'Please enter your email address to receive the business growth roadmap.',
      })
    },
    send: async ({ email, firstName, website }) => {
      try {
        await apiRequest('POST', '/api/leads', toToolkitPayload(email, attribution(), website, firstName))
        toast({
          title: 'Growth Roadmap Sent!',
          description: 'Check your email for the exclusive toolkit. Ready to apply for the program?',
        })
        setSentTo(email.trim())
        form.reset()
        clearTimeout(scrollTimer.current)
        scrollTimer.current = setTimeout(() => scrollToAnchor(APPLICATION_ANCHOR), TOOLKIT_SCROLL_MS)
      } catch (error) {
        form.showServerErrors(error, (f) => (f === 'email' ? f : undefined))
        toast({ variant: 'destructive', title: 'Toolkit Request Error', description: 'Please check your connection and try again.' })
      }
    },
  })

  return (
    <form {...form.props} aria-label="Get the business growth roadmap" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          id="toolkit-first-name"
          name="firstName"
          label={<>First name <span className="font-normal text-slate-500">(optional)</span></>}
          autoComplete="given-name"
          maxLength={MAX_TOOLKIT_FIRST_NAME}
          placeholder="Sam"
        />
        <TextField
          form={form}
          id="toolkit-email"
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@company.com"
        />
      </div>
      <Honeypot id="toolkit-website" />
      <Button type="submit" size="lg" loading={form.sending} className="w-full sm:w-auto">
        {form.sending ? 'Sending...' : 'Send Me the Roadmap'}
        {form.sending ? null : <Download aria-hidden="true" />}
      </Button>
      {sentTo ? (
        <p role="status" className="flex items-start gap-2 text-[15px] text-success-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            The roadmap is on its way to <strong className="font-semibold">{sentTo}</strong>.
          </span>
        </p>
      ) : (
        <p className="text-sm text-slate-500">One email with the toolkit. No spam, unsubscribe any time.</p>
      )}
    </form>
  )
}
