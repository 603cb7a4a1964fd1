import { keepHyphenated } from '../../../lib/text'
import { SectionHeading } from '../../../components/layout/Section'
import { APPLICATION_ANCHOR } from '../licensingRules'
import { LicensingForm } from '../LicensingForm'
import { Section } from './Section'

export function Application() {
  return (
    <Section name="apply" id={APPLICATION_ANCHOR} tone="mist" labelledBy="pl-apply-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <SectionHeading
            id="pl-apply-title"
            eyebrow="Apply"
            title="Apply for your partner licence"
            lead="Tell us about yourself and the businesses you want to serve. Approved partners get the $1 promotional licence while spots last."
          />
          <ol className="mt-10 space-y-4 text-[15px] text-slate-700">
            {[
              'Send your application (3 minutes).',
              'Book your partnership call on the next page.',
              'Get your numbers, your licence and your 7-day launch plan.',
            ].map((t, i) => (
              <li key={t} className="flex items-start gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-700 ring-1 ring-inset ring-slate-200">
                  {i + 1}
                </span>
                <span className="pt-0.5">{keepHyphenated(t)}</span>
              </li>
            ))}
          </ol>
        </div>
        <LicensingForm />
      </div>
    </Section>
  )
}
