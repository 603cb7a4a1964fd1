import { CircleCheck, LoaderCircle, Mail } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useNearScreen } from '../../../lib/useNearScreen'
import { claims, siteConfig } from '../../../lib/siteConfig'
import { keepHyphenated } from '../../../lib/text'
import type { ApplicationFormProps } from '../ApplicationForm'
import { EmailLink } from '../../../components/layout/PageParts'
import { Section, SectionHeading } from '../../../components/layout/Section'
import { NeedsJavaScript } from '../../../components/NeedsJavaScript'

// The form and its validation are the heaviest part of the home page, and
// they sit below the fold: they load as the section comes near the screen
// (or a link scrolls to it), not with the page.
const ApplicationForm = lazy(() => import('../ApplicationForm').then((m) => ({ default: m.ApplicationForm })))

/**
 * Until the form's code is here: the card it will fill, saying so. A link
 * to the form focuses it, and the form takes the focus over when it comes.
 */
function FormPlaceholder({ onFocus }: { onFocus?: () => void }) {
  const { supportEmail } = siteConfig()
  return (
    <>
      <NeedsJavaScript title="The application form needs JavaScript" className="min-h-[420px] justify-center">
        Turn JavaScript on and reload to apply here, or email your application to{' '}
        <a href={`mailto:${supportEmail}?subject=${encodeURIComponent('Application to join the mission')}`}>{supportEmail}</a>:
        your name, phone number, whether you are a business owner, entrepreneur or investor, and why you want to join.
        We reply within 48 hours.
      </NeedsJavaScript>
      <div
        tabIndex={-1}
        data-anchor-focus
        onFocus={onFocus}
        className="flex min-h-[420px] flex-col items-center justify-center gap-3 rounded-card bg-white p-8 text-center shadow-card ring-1 ring-slate-200 focus:outline-none noscript:hidden"
      >
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-600" />
        <p role="status" className="text-[15px] font-medium text-slate-600">
          Loading the application form...
        </p>
      </div>
    </>
  )
}

const promises = () => [
  'No payment required to apply',
  'Every application reviewed within 48 hours',
  `${claims().guarantee} if you join`,
  'Your details are never shared or sold',
]

export function ApplySection({ preset }: ApplicationFormProps) {
  const { supportEmail } = siteConfig()
  const [formRef, near] = useNearScreen<HTMLDivElement>()
  const [asked, setAsked] = useState(false)
  return (
    <Section name="apply" id="contact" tone="mist" labelledBy="apply-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.25fr] lg:gap-16">
        <div className="lg:pt-4">
          <SectionHeading
            id="apply-title"
            eyebrow="Apply"
            title="Apply to join the mission"
            lead="Three short steps. We review every application within 48 hours, then you pick a time to talk with the team."
          />
          <ul className="mt-8 space-y-4">
            {promises().map((item) => (
              <li key={item} className="flex gap-3 text-[17px] text-slate-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
                <span>{keepHyphenated(item)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex items-start gap-3 rounded-xl bg-white p-5 ring-1 ring-inset ring-slate-200">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p className="text-[15px] leading-relaxed text-slate-600">
              Questions before you apply? Email <EmailLink email={supportEmail} />{' '}
              and a real person will get back to you.
            </p>
          </div>
        </div>
        {/* #form is the form itself, so on a phone it comes into view rather than the intro above it. */}
        <div id="form" ref={formRef} className="scroll-mt-20">
          {near || asked ? (
            <Suspense fallback={<FormPlaceholder onFocus={() => setAsked(true)} />}>
              <ApplicationForm preset={preset} focusOnMount={asked} />
            </Suspense>
          ) : (
            <FormPlaceholder onFocus={() => setAsked(true)} />
          )}
        </div>
      </div>
    </Section>
  )
}
