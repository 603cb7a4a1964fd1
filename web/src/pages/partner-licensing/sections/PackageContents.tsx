import { ArrowRight, BookOpen, Bot, Cpu, Database, LayoutDashboard, MessagesSquare, PhoneCall, Presentation, Timer, Workflow, Wrench } from 'lucide-react'
import { Link } from 'react-router'
import { DailySessionTimesNearScreen } from '../../../components/countdown/DailySessionTimesNearScreen'
import { buttonClasses } from '../../../components/ui/button'
import { IconTile, SectionHeading } from '../../../components/layout/Section'
import { Section } from './Section'

const solutions = [
  { icon: PhoneCall, title: 'AI phone agents' },
  { icon: MessagesSquare, title: 'AI chatbots' },
  { icon: Workflow, title: 'Workflow automation' },
  { icon: Database, title: 'Data processing' },
  { icon: Cpu, title: 'Custom AI apps' },
]

const packageItems = [
  {
    icon: LayoutDashboard,
    title: 'White-label client portal',
    text: 'Your logo and domain on the portal where clients see calls answered, leads captured and hours saved.',
  },
  {
    icon: Presentation,
    title: 'Ready-to-run demos',
    text: 'Live phone agent and chatbot demos for 10+ industries to show on a sales call.',
  },
  {
    icon: BookOpen,
    title: 'Sales playbook and scripts',
    text: 'Outreach templates, discovery questions, objection handling and proposal templates.',
  },
  {
    icon: Timer,
    title: '7-day launch process',
    text: 'A guided onboarding: brand set-up, niche choice, offer and your first outreach list in one week.',
  },
  {
    icon: Bot,
    title: 'Daily live build sessions',
    text: (
      <>
        Watch real client solutions being built at <DailySessionTimesNearScreen />, and bring your own client questions.
      </>
    ),
  },
  {
    icon: Wrench,
    title: 'Delivery and 24/7 support',
    text: 'Our engineers build, host and maintain every solution you sell, with support your clients can reach any time.',
  },
]

export function PackageContents() {
  return (
    <Section name="package" id="package" tone="mist" labelledBy="pl-package-title">
      <SectionHeading
        id="pl-package-title"
        eyebrow="What's included"
        title="Everything you need to sell AI from week one"
        lead="Your licence includes five white-label AI solutions and the tools to sell them."
      />
      <ul className="mt-10 flex flex-wrap gap-3">
        {solutions.map(({ icon: Icon, title }) => (
          <li key={title} className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-[15px] font-medium text-slate-800 ring-1 ring-inset ring-slate-200">
            <Icon aria-hidden="true" className="size-4 text-brand-600" />
            {title}
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {packageItems.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card">
            <IconTile>
              <Icon />
            </IconTile>
            <h3 className="mt-5 text-lg font-semibold">{title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-start gap-4 rounded-card border border-brand-100 bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <p className="text-lg font-semibold">Everything above, for $1 while the offer lasts</p>
          <p className="mt-1 text-slate-600">
            Normally $497. Your portal and onboarding open the moment payment completes.
          </p>
        </div>
        <Link to="/go" className={buttonClasses('primary', 'lg', 'shrink-0')}>
          Get the Licence
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Section>
  )
}
