import {
  ArrowRight,
  BookOpen,
  CalendarDays,
  ClipboardList,
  Compass,
  FileText,
  Handshake,
  LogIn,
  MessageSquareQuote,
  Moon,
  PhoneCall,
  Radio,
  Rocket,
  ScrollText,
  ShieldCheck,
  SquareKanban,
  Sun,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DailySessionTimesNearScreen } from '../../components/countdown/DailySessionTimesNearScreen'
import { buttonClasses } from '../../components/ui/button'
import { claims } from '../../lib/siteConfig'

interface Resource {
  to: string
  title: string
  text: string
  icon: LucideIcon
}

interface ResourceSection {
  id: string
  title: string
  lead: ReactNode
  items: Resource[]
}

/** The hub's sections and links, as the spec lists them; the community's size from the settings. */
const resourceSections = (): ResourceSection[] => [
  {
    id: 'learn',
    title: 'Community and learning',
    lead: 'Find your first AI wins and learn alongside people doing the same.',
    items: [
      { to: '/ai-finder', title: 'AI Opportunity Finder', text: 'A free 2-minute quiz and a personal report of where AI saves you most.', icon: Compass },
      { to: '/skool', title: 'Free community', text: `Join ${claims().members} builders and owners: frameworks, automations and a private network.`, icon: Users },
      { to: '/story', title: 'Our story', text: 'Twenty years of building systems, and The GPS Way behind the mission.', icon: BookOpen },
      { to: '/standup', title: 'Daily stand-up', text: 'Fifteen minutes on Zoom each day: share a goal, get support, celebrate wins.', icon: Sun },
    ],
  },
  {
    id: 'live',
    title: 'Live sessions',
    lead: (
      <>
        Live build sessions daily at <DailySessionTimesNearScreen />: submit an idea and watch it built.
      </>
    ),
    items: [
      { to: '/live', title: 'Live build sessions', text: 'Submit your website, app, automation or AI agent to be built live.', icon: Radio },
      { to: '/calendar', title: 'Events calendar', text: 'Workshops, community calls and live sessions in one calendar.', icon: CalendarDays },
      { to: '/6am', title: '6am session', text: 'Start the day watching a real project come together.', icon: Sun },
      { to: '/6pm', title: '6pm session', text: 'Join after work and bring your questions.', icon: Moon },
    ],
  },
  {
    id: 'partners',
    title: 'Partner program',
    lead: 'License a white-label AI business for a promotional $1 (normally $497). Partners report $5K-$50K per month.',
    items: [
      { to: '/partner-licensing', title: 'Partner licensing', text: 'The 80/20 partnership: what you get and how it works.', icon: Handshake },
      { to: '/partners/login', title: 'Partner portal login', text: 'Projects, clients and client portal links in one place.', icon: LogIn },
      { to: '/partner-onboarding', title: 'Partner onboarding', text: 'The 7-day launch process: five minutes of answers, then we build.', icon: Rocket },
    ],
  },
  {
    id: 'public',
    title: 'Build in public',
    lead: 'See what we are building next and tell us what matters to you.',
    items: [
      { to: '/board', title: 'Project board', text: 'Vote on community requests and follow them from Submitted to Done.', icon: SquareKanban },
      { to: '/requests', title: 'Submit a request', text: 'Suggest a feature, report a bug or share an idea.', icon: ClipboardList },
    ],
  },
  {
    id: 'calls',
    title: 'Book a call',
    lead: 'Talk to a person, on your schedule.',
    items: [
      { to: '/clients-call', title: 'Free 30-minute demo', text: 'See where AI fits your business, with a plan whether or not you work with us.', icon: PhoneCall },
      { to: '/partners-call', title: 'Partner strategy call', text: 'A 15-minute call about becoming a partner.', icon: Handshake },
    ],
  },
  {
    id: 'trust',
    title: 'Trust',
    lead: '100% risk-free: clear policies and honest numbers.',
    items: [
      { to: '/testimonials', title: 'Testimonials', text: 'What colleagues, clients and collaborators say.', icon: MessageSquareQuote },
      { to: '/income-disclosure', title: 'Income disclosure', text: 'How results really vary, with the outcome distribution.', icon: FileText },
      { to: '/refund-policy', title: 'Refund policy', text: 'Who qualifies, how to ask and how long it takes.', icon: ShieldCheck },
    ],
  },
]

/** The resources hub (/resources): every part of the site, grouped. */
export default function ResourcesPage() {
  const sections = resourceSections()
  return (
    <>
      <section aria-labelledby="resources-title" className="relative isolate overflow-hidden bg-navy-900 text-slate-300">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(59_130_246/0.28),transparent_70%)]"
        />
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-300">Resources hub</p>
          <h1 id="resources-title" className="mt-3 max-w-3xl text-[36px] font-bold leading-[1.1] tracking-tight text-white sm:text-5xl">
            Everything you need to put AI to work
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed">
            Our mission: AI in 10,000 businesses by January 18, 2027. Start with a free quiz, learn with the community,
            watch live builds, or launch an AI business of your own.
          </p>
          <nav aria-label="Resource sections" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="inline-flex rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium text-white ring-1 ring-inset ring-white/20 hover:bg-white/15"
                  >
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      {sections.map((s, i) => (
        <section
          key={s.id}
          id={s.id}
          aria-labelledby={`${s.id}-title`}
          className={i % 2 === 0 ? 'scroll-mt-20 bg-white' : 'scroll-mt-20 bg-mist'}
        >
          <div className="container-page grid gap-8 py-12 sm:py-14 lg:grid-cols-[1fr_2fr] lg:gap-12">
            <div>
              <h2 id={`${s.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
                {s.title}
              </h2>
              <p className="mt-2 max-w-2xl text-lg leading-relaxed text-slate-600">{s.lead}</p>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2">
              {s.items.map(({ to, title, text, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex h-full flex-col rounded-card border border-slate-200/80 bg-white p-5 shadow-card transition-shadow duration-150 hover:shadow-card-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="mt-4 flex items-center gap-1.5 font-semibold text-slate-900">
                      {title}
                      <ArrowRight aria-hidden="true" className="size-4 text-brand-600 transition-transform duration-150 group-hover:translate-x-0.5" />
                    </span>
                    <span className="mt-1.5 text-[15px] leading-relaxed text-slate-600">{text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section aria-labelledby="resources-cta-title" className="bg-navy-900 text-slate-300">
        <div className="container-page flex flex-col items-start gap-6 py-14 sm:py-16 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="resources-cta-title" className="text-3xl font-bold tracking-tight text-white">
              Ready to join the mission?
            </h2>
            <p className="mt-3 text-lg leading-relaxed">Apply in two minutes, or claim your partner licence while spots last.</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to="/" className={buttonClasses('primary', 'lg')}>
              Join the Mission
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/partner-licensing" className={buttonClasses('inverse', 'lg')}>
              <ScrollText aria-hidden="true" />
              Become a Partner
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
