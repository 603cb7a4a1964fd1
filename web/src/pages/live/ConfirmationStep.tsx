import { CalendarClock, CircleCheck, Home, Mail, Video } from 'lucide-react'
import { Link } from 'react-router'
import { DailySessionTimes } from '../../components/countdown/DailySessionTimes'
import { buttonClasses } from '../../components/ui/button'
import { siteConfig } from '../../lib/siteConfig'
import { sessionPreferenceText } from './liveRules'

/** Step 3: the booking is noted; how and when to join, and the way home. */
export function ConfirmationStep({ sessionPreference, onDone }: { sessionPreference: string; onDone: () => void }) {
  const { meetingUrl, supportEmail } = siteConfig()
  return (
    <div className="animate-step-in mx-auto max-w-3xl rounded-card border border-slate-200/80 bg-white px-5 py-10 text-center shadow-card sm:px-12 sm:py-14">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-success-600 ring-1 ring-inset ring-success-100">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-5 text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Step 3 of 3</p>
      <h2 tabIndex={-1} data-step-heading className="focus:outline-none mt-2 text-3xl font-bold tracking-tight">You&apos;re all set!</h2>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-slate-600">
        Your project and strategy call are booked. Here is how to join the live build.
      </p>
      <dl className="mt-10 grid gap-4 text-left sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-mist p-5">
          <dt className="flex items-center gap-2 font-semibold">
            <CalendarClock aria-hidden="true" className="size-5 text-brand-600" />
            When
          </dt>
          <dd className="mt-2 leading-relaxed text-slate-600">
            Sessions run daily at <DailySessionTimes />. You asked for {sessionPreferenceText(sessionPreference)}; we
            confirm the exact day on your strategy call.
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-mist p-5">
          <dt className="flex items-center gap-2 font-semibold">
            <Video aria-hidden="true" className="size-5 text-brand-600" />
            Where
          </dt>
          <dd className="mt-2 leading-relaxed text-slate-600">
            Live on Zoom.{' '}
            {meetingUrl ? (
              <>
                The meeting link:{' '}
                <a href={meetingUrl} target="_blank" rel="noopener noreferrer" className="font-medium break-all text-brand-700 underline underline-offset-4">
                  {meetingUrl}
                </a>
              </>
            ) : (
              'The meeting link comes in your calendar invitation.'
            )}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-mist p-5 sm:col-span-2">
          <dt className="flex items-center gap-2 font-semibold">
            <Mail aria-hidden="true" className="size-5 text-brand-600" />
            Before the session
          </dt>
          <dd className="mt-2 leading-relaxed text-slate-600">
            Check your inbox for the calendar invitation. Have logins, brand colours or example content ready to share. Questions:{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline underline-offset-4">
              {supportEmail}
            </a>
          </dd>
        </div>
      </dl>
      <Link to="/" onClick={onDone} className={buttonClasses('primary', 'lg', 'mt-10')}>
        <Home aria-hidden="true" />
        Back to Homepage
      </Link>
    </div>
  )
}
