import { GraduationCap, Handshake, Rocket, Target } from 'lucide-react'
import { DailySessionTimesNearScreen } from '../../../components/countdown/DailySessionTimesNearScreen'
import { IconTile, SectionHeading } from '../../../components/layout/Section'
import { claims } from '../../../lib/siteConfig'
import { Section } from './Section'

const reasons = () => [
  {
    icon: Rocket,
    title: 'Skip the build',
    text: 'No code, no servers, no model tuning. Every solution is built, tested and hosted by our engineering team before you ever sell it.',
  },
  {
    icon: Target,
    title: 'Sell what businesses already want',
    text: 'Missed calls, slow follow-ups and manual data entry cost local businesses money every week. You arrive with the fix.',
  },
  {
    icon: Handshake,
    title: 'The 80/20 split of work',
    text: 'You do the 20% that grows revenue: finding and closing clients. We do the 80% of delivery: building, running and supporting the AI.',
  },
  {
    icon: GraduationCap,
    title: 'Never figure it out alone',
    text: (
      <>
        Daily live build sessions at <DailySessionTimesNearScreen />, a partner coach for your launch, and a community of {claims().members} members.
      </>
    ),
  },
]

export function WhyPartner() {
  return (
    <Section name="why" id="about" labelledBy="pl-why-title">
      <SectionHeading
        id="pl-why-title"
        eyebrow="80/20 Partnership"
        title="Why partner with AI Mission"
        lead="Starting an AI agency from scratch takes months of building before the first invoice. Partners start with a finished product line and a team behind it."
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2">
        {reasons().map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-7">
            <IconTile>
              <Icon />
            </IconTile>
            <h3 className="mt-5 text-lg font-semibold">{title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
