import { CircleCheck, PartyPopper, Timer } from 'lucide-react'
import { Link } from 'react-router'
import { OnboardingForm } from './OnboardingForm'
import { MINUTES_TO_COMPLETE, WHAT_HAPPENS_NEXT } from './onboardingRules'
import { usePartnerPrefill } from './partnerPrefill'

/** /partner-onboarding: the three-step onboarding wizard (OnboardingForm). */
export default function OnboardingPage() {
  const arriving = usePartnerPrefill()
  return (
    <div className="bg-mist">
      <div className="container-page grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.3fr)] lg:gap-x-16 lg:py-20">
        <div className="lg:sticky lg:top-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-700 ring-1 ring-inset ring-brand-100">
            <Timer aria-hidden="true" className="size-3.5" />
            Takes about {MINUTES_TO_COMPLETE} minutes
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">Partner Onboarding</h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">
            Three short steps and your AI business is on its way. Your answers are saved on this device as you go.
          </p>
          {arriving ? (
            <div role="note" className="mt-6 flex gap-3 rounded-card border border-success-100 bg-success-50 p-4 text-[15px] text-slate-800">
              <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
              <p>
                <strong className="font-semibold">Your password is set and your portal is open.</strong> Finish these steps so we can
                set up your business; you can also come back to them later.{' '}
                <Link to="/partners/portal" className="font-medium underline underline-offset-2">
                  Go to your portal
                </Link>
              </p>
            </div>
          ) : null}
          <div className="mt-8 hidden rounded-card border border-slate-200/80 bg-white/60 p-6 lg:block">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-500">What happens next</h2>
            <ol className="mt-4 space-y-3.5">
              {WHAT_HAPPENS_NEXT.map((item) => (
                <li key={item} className="flex gap-3 text-[15px] leading-snug text-slate-700">
                  <CircleCheck aria-hidden="true" className="mt-px size-5 shrink-0 text-success-600" />
                  {item}
                </li>
              ))}
            </ol>
          </div>
        </div>

        <OnboardingForm />
      </div>
    </div>
  )
}
