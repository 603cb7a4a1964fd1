import { CircleCheck, Mail } from 'lucide-react'
import { siteConfig } from '../../../lib/siteConfig'
import { keepHyphenated } from '../../../lib/text'
import { ApplicationForm, type ApplicationFormProps } from '../ApplicationForm'
import { Section, SectionHeading } from './Section'

const promises = [
  'No payment required to apply',
  'Every application reviewed within 48 hours',
  '7-day money-back guarantee if you join',
  'Your details are never shared or sold',
]

export function ApplySection({ preset }: ApplicationFormProps) {
  const { supportEmail } = siteConfig()
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
            {promises.map((item) => (
              <li key={item} className="flex gap-3 text-[17px] text-slate-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
                <span>{keepHyphenated(item)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex items-start gap-3 rounded-xl bg-white p-5 ring-1 ring-inset ring-slate-200">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p className="text-[15px] leading-relaxed text-slate-600">
              Questions before you apply? Email{' '}
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
              >
                {supportEmail}
              </a>{' '}
              and a real person will get back to you.
            </p>
          </div>
        </div>
        {/* #form is the form itself, so on a phone it comes into view rather than the intro above it. */}
        <div id="form" className="scroll-mt-20">
          <ApplicationForm preset={preset} />
        </div>
      </div>
    </Section>
  )
}
