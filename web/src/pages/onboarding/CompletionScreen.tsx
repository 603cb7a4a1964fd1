import { ArrowLeft, CalendarCheck, CircleCheck, Mail } from 'lucide-react'
import type { RefObject } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { LAUNCH_BUSINESS_DAYS } from './onboardingRules'

/** Step 4: the onboarding is in; the launch promise and what to watch for. */
export function CompletionScreen({
  headingRef,
  name,
  email,
  portalOpen = false,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  name: string
  email: string
  /** A partner who paid first: their portal is already open, no invitation follows. */
  portalOpen?: boolean
}) {
  const first = name.split(/\s+/)[0] ?? ''
  return (
    <div className="animate-step-in px-5 pb-8 pt-8 text-center sm:px-10 sm:pb-10 sm:pt-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success-50 text-success-600 ring-8 ring-success-50/60">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-6 text-3xl font-bold tracking-tight focus:outline-none">
        Onboarding Complete!
      </h3>
      <p className="mx-auto mt-3 max-w-md text-lg leading-relaxed text-slate-600">
        {first ? `Thank you, ${first}. ` : 'Thank you. '}
        Your AI business will launch within {LAUNCH_BUSINESS_DAYS} business days.
      </p>
      <ul className="mx-auto mt-8 max-w-md space-y-3 text-left">
        <li className="flex gap-3 rounded-xl bg-slate-50 p-4 text-[15px] leading-snug text-slate-700">
          <Mail aria-hidden="true" className="mt-px size-5 shrink-0 text-brand-600" />
          <span>
            Check your email{email ? <> (<strong className="font-semibold break-all">{email}</strong>)</> : null}: we sent
            what we received and what happens next.{' '}
            {portalOpen
              ? 'Your partner portal is already open.'
              : 'Your partner portal invitation follows once our team has reviewed your answers, within 2 business days.'}
          </span>
        </li>
        <li className="flex gap-3 rounded-xl bg-slate-50 p-4 text-[15px] leading-snug text-slate-700">
          <CalendarCheck aria-hidden="true" className="mt-px size-5 shrink-0 text-brand-600" />
          <span>We will reach out if anything in your answers needs a quick check before launch.</span>
        </li>
      </ul>
      {portalOpen ? (
        <Link to="/partners/portal" className={buttonClasses('primary', 'md', 'mt-8')}>
          Go to Your Portal
        </Link>
      ) : (
        <Link to="/" className={buttonClasses('secondary', 'md', 'mt-8')}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      )}
    </div>
  )
}
