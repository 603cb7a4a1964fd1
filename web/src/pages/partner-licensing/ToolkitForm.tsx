import { useMutation } from '@tanstack/react-query'
import { CircleCheck, Download } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { describedBy, Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
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
  type ToolkitPayload,
} from './licensingRules'
import { Honeypot } from '../../components/ui/honeypot'

/** Two fields: an optional first name (sent as the lead's name) and the e-mail. */
export function ToolkitForm() {
  const [firstName, setFirstName] = useState('')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sentTo, setSentTo] = useState<string | undefined>()
  const honeypot = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const inFlight = useRef(false)
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const mutation = useMutation({
    mutationFn: (payload: ToolkitPayload) => apiRequest('POST', '/api/leads', payload),
  })

  useEffect(() => () => clearTimeout(scrollTimer.current), [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const check = checkToolkitEmail(email)
    if (check === 'blank') {
      setError('Please enter your email address.')
      toast({
        variant: 'destructive',
        title: 'Email Required',
        description: 'Please enter your email address to receive the business growth roadmap.',
      })
      emailRef.current?.focus()
      return
    }
    if (check === 'invalid') {
      setError('Please enter a valid email address.')
      emailRef.current?.focus()
      return
    }
    inFlight.current = true
    try {
      await mutation.mutateAsync(toToolkitPayload(email, attribution(), honeypot.current?.value ?? '', firstName))
      toast({
        title: 'Growth Roadmap Sent!',
        description: 'Check your email for the exclusive toolkit. Ready to apply for the program?',
      })
      setSentTo(email.trim())
      setEmail('')
      setFirstName('')
      clearTimeout(scrollTimer.current)
      scrollTimer.current = setTimeout(() => scrollToAnchor(APPLICATION_ANCHOR), TOOLKIT_SCROLL_MS)
    } catch {
      toast({ variant: 'destructive', title: 'Toolkit Request Error', description: 'Please check your connection and try again.' })
    } finally {
      inFlight.current = false
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Get the business growth roadmap" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="toolkit-first-name" label={<>First name <span className="font-normal text-slate-500">(optional)</span></>}>
          <Input
            id="toolkit-first-name"
            name="firstName"
            autoComplete="given-name"
            maxLength={MAX_TOOLKIT_FIRST_NAME}
            placeholder="Sam"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </Field>
        <Field id="toolkit-email" label="Email" error={error}>
          <Input
            ref={emailRef}
            id="toolkit-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            invalid={!!error}
            aria-describedby={describedBy('toolkit-email', error)}
            onChange={(e) => {
              setEmail(e.target.value)
              setError(undefined)
            }}
          />
        </Field>
      </div>
      <Honeypot id="toolkit-website" ref={honeypot} />
      <Button type="submit" size="lg" loading={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? 'Sending...' : 'Send me the roadmap'}
        {mutation.isPending ? null : <Download aria-hidden="true" />}
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
