import { Clock, Headset, Lock, ShieldCheck, Users, Video } from 'lucide-react'
import { Link } from 'react-router'
import { DailySessionTimesNearScreen } from '../../../components/countdown/DailySessionTimesNearScreen'
import { Card } from '../../../components/ui/card'
import { IconTile, Section, SectionHeading } from '../../../components/layout/Section'
import { claims } from '../../../lib/siteConfig'

const linkClass =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600'

const benefits = () => [
  {
    icon: ShieldCheck,
    title: claims().guarantee,
    text: (
      <>
        {`If the programme isn't right for you, ask for a refund within ${claims().guaranteeDays} days. See the `}
        <Link to="/refund-policy" className={linkClass}>
          refund policy
        </Link>
        .
      </>
    ),
  },
  {
    icon: Headset,
    title: '24/7 support',
    text: "Questions don't keep office hours, and neither do we. Reach the team whenever you're stuck.",
  },
  {
    icon: Lock,
    title: 'Secure processing',
    text: 'Payments and personal details travel over encrypted connections and are handled with care.',
  },
  {
    icon: Clock,
    title: 'Reviewed within 48 hours',
    text: 'Apply today and hear back within 48 hours, with a clear next step either way.',
  },
  {
    icon: Video,
    title: 'Live build sessions',
    text: (
      <>
        Join us daily at <DailySessionTimesNearScreen /> and watch real AI systems get built, questions welcome.
      </>
    ),
  },
  {
    icon: Users,
    title: 'Free private community',
    text: 'Share wins, ask questions and learn alongside members working toward the same goal.',
  },
]

export function Benefits() {
  return (
    <Section name="benefits" tone="mist" labelledBy="benefits-title">
      <SectionHeading
        id="benefits-title"
        eyebrow="Why join"
        title="Everything you need to move with confidence"
        lead="Joining the mission should feel safe, fast and supported. Here is what every member gets."
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {benefits().map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="flex h-full gap-4 p-5 sm:block sm:p-7">
              <IconTile>
                <Icon />
              </IconTile>
              <div>
                <h3 className="text-lg font-semibold sm:mt-5">{title}</h3>
                <p className="mt-1.5 leading-relaxed text-slate-600 sm:mt-2">{text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
