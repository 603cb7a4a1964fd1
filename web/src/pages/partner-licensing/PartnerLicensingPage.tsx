import {
  ArrowRight,
  BadgeCheck,
  BookOpen,
  Bot,
  CalendarCheck,
  ChevronDown,
  Cpu,
  Database,
  GraduationCap,
  Handshake,
  Headset,
  LayoutDashboard,
  Lock,
  MessagesSquare,
  PhoneCall,
  Presentation,
  Quote,
  Rocket,
  ShieldCheck,
  Target,
  Timer,
  Users,
  Workflow,
  Wrench,
} from 'lucide-react'
import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { OfferCountdown } from '../../components/countdown/OfferCountdown'
import { Badge } from '../../components/ui/badge'
import { buttonClasses } from '../../components/ui/button'
import faqTable from 'virtual:route-faqs'
import type { FaqEntry } from '../../app/routeTable'
import { scrollToAnchor } from '../../lib/scroll'
import { keepHyphenated } from '../../lib/text'
import { cn } from '../../lib/utils'
import { IconTile, SectionHeading } from '../home/sections/Section'
import { APPLICATION_ANCHOR, FAQ_ANCHOR, TOOLKIT_ANCHOR } from './licensingRules'
import { LicensingForm } from './LicensingForm'
import { PartnerNav } from './PartnerNav'
import { ToolkitForm } from './ToolkitForm'


type SectionName = 'hero' | 'why' | 'model' | 'skip' | 'stories' | 'package' | 'toolkit' | 'goals' | 'apply' | 'faq' | 'cta'

function Section({
  name,
  id,
  anchorAlias,
  tone = 'white',
  labelledBy,
  className,
  children,
}: {
  name: SectionName
  id?: string
  /** A second anchor name that also lands here (see lib/scroll). */
  anchorAlias?: string
  tone?: 'white' | 'mist' | 'navy'
  labelledBy: string
  className?: string
  children: ReactNode
}) {
  const tones = { white: 'bg-white', mist: 'bg-mist', navy: 'bg-navy-900 text-slate-300' }
  return (
    <section
      id={id}
      data-anchor-alias={anchorAlias}
      data-section={name}
      aria-labelledby={labelledBy}
      className={cn('scroll-mt-16 py-20 sm:py-24', tones[tone], className)}
    >
      <div className="container-page">{children}</div>
    </section>
  )
}

function applyClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
  event.preventDefault()
  scrollToAnchor(APPLICATION_ANCHOR)
}

function ApplyLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a href={`#${APPLICATION_ANCHOR}`} onClick={applyClick} className={className}>
      {children}
    </a>
  )
}

export default function PartnerLicensingPage() {
  return (
    <>
      <PartnerNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Hero />
        <WhyPartner />
        <BusinessModel />
        <SkipBanner />
        <Stories />
        <PackageContents />
        <Toolkit />
        <Goals />
        <Application />
        <Faq />
        <FinalCta />
      </main>
    </>
  )
}

/* ---------------------------------------------------------------- hero */

const heroPoints = [
  { icon: ShieldCheck, text: '7-day money-back guarantee' },
  { icon: Users, text: 'Limited to 100 partners' },
  { icon: Headset, text: '24/7 partner support' },
]

function Hero() {
  return (
    <section
      id="home"
      data-section="hero"
      aria-labelledby="pl-hero-title"
      className="relative isolate scroll-mt-16 overflow-hidden bg-navy-900 text-slate-300"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_90%_-10%,rgb(59_130_246/0.3),transparent_70%),radial-gradient(40rem_24rem_at_0%_110%,rgb(16_185_129/0.12),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-12 pb-20 pt-14 sm:pb-24 sm:pt-20 lg:grid-cols-[1.2fr_1fr] lg:gap-16 lg:pb-28 lg:pt-24">
        <div>
          <Badge tone="onDark">
            <span className="size-1.5 rounded-full bg-success-500" aria-hidden="true" />
            Partner licence · $1 promotional, normally $497
          </Badge>
          <h1
            id="pl-hero-title"
            tabIndex={-1}
            data-anchor-focus
            className="mt-6 text-[40px] font-bold leading-[1.08] tracking-tight text-white focus:outline-none sm:text-5xl lg:text-[58px]"
          >
            Launch your own AI agency. <span className="text-brand-400">We build the AI, you own the clients.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300 sm:text-xl sm:leading-relaxed">
            License a white-label AI business: phone agents, chatbots and automations you sell under your own brand to
            local businesses. Our team builds, hosts and supports every solution, so you can focus on clients from day
            one.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ApplyLink className={buttonClasses('primary', 'lg')}>
              Apply for a partner licence
              <ArrowRight aria-hidden="true" />
            </ApplyLink>
            <Link to="/book-call" className={buttonClasses('inverse', 'lg')}>
              Book a partnership call
            </Link>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-[15px] text-slate-300 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {heroPoints.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2 whitespace-nowrap">
                <Icon aria-hidden="true" className="size-[18px] text-success-500" />
                {text}
              </li>
            ))}
          </ul>
        </div>

        <div className="rounded-card border border-white/10 bg-white/[0.04] p-6 shadow-2xl shadow-black/20 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-300">Your partner licence</p>
          <p className="mt-4 flex items-baseline gap-3">
            <span className="text-5xl font-bold tracking-tight text-white">$1</span>
            <span className="text-lg text-slate-400 line-through decoration-slate-500">$497</span>
            <span className="sr-only">promotional price, normally $497</span>
          </p>
          <p className="mt-2 text-[15px] text-slate-400">Promotional licence for the first 100 partners.</p>
          <OfferCountdown size="small" tone="dark" className="mt-6 rounded-xl bg-white/[0.04] p-4 ring-1 ring-inset ring-white/10" />
          <ul className="mt-6 space-y-3 text-[15px] text-slate-200">
            {[
              'Five white-label AI solutions to resell',
              'Your brand on every demo, portal and invoice',
              'Sales playbook, scripts and live demos',
              '7-day launch process with a partner coach',
            ].map((t) => (
              <li key={t} className="flex items-start gap-2.5">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-500" />
                {t}
              </li>
            ))}
          </ul>
          <Link to="/go" className={buttonClasses('primary', 'lg', 'mt-7 w-full')}>
            Get your licence for $1
            <ArrowRight aria-hidden="true" />
          </Link>
          <div className="mt-5 border-t border-white/10 pt-5 text-sm text-slate-400">
            Backed by our 7-day money-back guarantee.
          </div>
        </div>
      </div>
    </section>
  )
}

/* ------------------------------------------------------------ why partner */

const reasons = [
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
    text: 'Daily live build sessions at 6am and 6pm, a partner coach for your launch, and a community of 10,000+ members.',
  },
]

function WhyPartner() {
  return (
    <Section name="why" id="about" labelledBy="pl-why-title">
      <SectionHeading
        id="pl-why-title"
        eyebrow="80/20 Partnership"
        title="Why partner with AI Mission"
        lead="Starting an AI agency from scratch takes months of building before the first invoice. Partners start with a finished product line and a team behind it."
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2">
        {reasons.map(({ icon: Icon, title, text }) => (
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

/* --------------------------------------------------------- business model */

const modelSteps = [
  {
    n: 1,
    title: 'You find and sign the client',
    text: 'Use our playbook and demos to show a business owner exactly what an AI phone agent or chatbot does for them.',
  },
  {
    n: 2,
    title: 'We build and run the solution',
    text: 'Our team configures, launches and hosts it under your brand, usually within a week, and handles support 24/7.',
  },
  {
    n: 3,
    title: 'You earn on every client, every month',
    text: 'Clients pay a setup fee and a monthly plan. You keep the larger share of both, for as long as the client stays.',
  },
]

function BusinessModel() {
  return (
    <Section name="model" tone="mist" labelledBy="pl-model-title">
      <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-start lg:gap-16">
        <div>
          <SectionHeading
            id="pl-model-title"
            eyebrow="Business model"
            title="Recurring revenue, without running a dev team"
            lead="Every client you sign pays a one-time setup fee and a monthly subscription. The partnership is built so that your income grows with each client you add."
          />
          <ol className="mt-10 space-y-5">
            {modelSteps.map((s) => (
              <li key={s.n} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-[15px] font-bold text-white">
                  {s.n}
                </span>
                <span>
                  <span className="block text-lg font-semibold text-slate-900">{s.title}</span>
                  <span className="mt-1 block leading-relaxed text-slate-600">{s.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
          <IconTile tone="navy">
            <Lock />
          </IconTile>
          <h3 className="mt-5 text-xl font-semibold">Your exact margins are revealed on your call</h3>
          <p className="mt-3 leading-relaxed text-slate-600">
            Partner pricing, setup fees and the revenue split depend on the solutions you sell and the market you serve.
            We walk through the real numbers with every partner one to one, so nobody builds a plan on a figure that
            does not fit their market.
          </p>
          <ul className="mt-5 space-y-2.5 text-[15px] text-slate-700">
            {['Setup fee and monthly plan for each solution', 'Your share and how it grows', 'What partners charge in your market'].map(
              (t) => (
                <li key={t} className="flex items-start gap-2.5">
                  <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
                  {t}
                </li>
              ),
            )}
          </ul>
          <Link to="/book-call" className={buttonClasses('primary', 'md', 'mt-7 w-full sm:w-auto')}>
            Book a call to see the numbers
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Section>
  )
}

/* ------------------------------------------------------------ skip banner */

function SkipBanner() {
  return (
    <section data-section="skip" aria-labelledby="pl-skip-title" className="bg-brand-700 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-12 sm:py-14 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/15 sm:flex">
            <CalendarCheck aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="pl-skip-title" className="text-2xl font-bold tracking-tight text-white sm:text-[28px]">
              Already sure? Skip the application.
            </h2>
            <p className="mt-2 max-w-xl text-[17px] leading-relaxed text-brand-100">
              Book your partnership call now and we will go through your application together, live.
            </p>
          </div>
        </div>
        <Link to="/book-call" className={buttonClasses('secondary', 'lg', 'shrink-0 ring-0')}>
          Book your call
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  )
}

/* ---------------------------------------------------------------- stories */

const stories = [
  {
    initials: 'MR',
    name: 'Marcus R.',
    role: 'Former operations manager, Phoenix',
    quote:
      'I knew three dentists from my old job. The AI phone agent demo sold itself: the first practice signed in my fifth week, and it now books after-hours appointments their front desk used to miss.',
    result: '4 clients in his first 90 days',
  },
  {
    initials: 'PS',
    name: 'Priya S.',
    role: 'Marketing freelancer, Leeds',
    quote:
      'My retainer clients kept asking about AI. Adding chatbots to what I already sell took one afternoon of setup with the partner team, and two of my existing clients said yes in the first month.',
    result: '3 clients in 60 days',
  },
  {
    initials: 'DL',
    name: 'Dan and Lisa K.',
    role: 'IT services shop, Denver',
    quote:
      'We had the relationships with trades firms but no time to build. Quote follow-up automation was the easy first sale; now we are rolling it out across a roofing group with six crews.',
    result: 'Moved from hourly IT work to monthly plans',
  },
]

function Stories() {
  return (
    <Section name="stories" labelledBy="pl-stories-title">
      <SectionHeading
        id="pl-stories-title"
        eyebrow="Partner stories"
        title="People like you, a few months in"
        lead="Partners come from operations, marketing, sales and IT. What they share is a network of businesses that need help."
      />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {stories.map((s) => (
          <li key={s.name} className="flex flex-col rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-7">
            <Quote aria-hidden="true" className="size-7 text-brand-200" />
            <blockquote className="mt-4 flex-1 text-[17px] leading-relaxed text-slate-700">
              <p>{s.quote}</p>
            </blockquote>
            <p className="mt-6 inline-flex w-fit items-center gap-1.5 rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-700">
              <Target aria-hidden="true" className="size-4" />
              {s.result}
            </p>
            <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
              <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white">
                {s.initials}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{s.name}</span>
                <span className="block text-sm text-slate-600">{s.role}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-prose text-sm text-slate-500">
        Individual results vary and depend on your effort, network and market. Read our{' '}
        <Link to="/income-disclosure" className="font-medium text-brand-700 underline underline-offset-4 hover:no-underline">
          income disclosure
        </Link>
        .
      </p>
    </Section>
  )
}

/* -------------------------------------------------------- package contents */

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
    text: 'Watch real client solutions being built at 6am and 6pm, and bring your own client questions.',
  },
  {
    icon: Wrench,
    title: 'Delivery and 24/7 support',
    text: 'Our engineers build, host and maintain every solution you sell, with support your clients can reach any time.',
  },
]

function PackageContents() {
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
          Get the licence
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Section>
  )
}

/* ------------------------------------------------------------------ toolkit */

function Toolkit() {
  return (
    <Section name="toolkit" id={TOOLKIT_ANCHOR} labelledBy="pl-toolkit-title">
      <div className="grid gap-10 rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-14">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Free toolkit</p>
          <h2
            id="pl-toolkit-title"
            tabIndex={-1}
            data-anchor-focus
            className="mt-3 text-[28px] font-bold leading-tight tracking-tight focus:outline-none sm:text-[34px]"
          >
            Get the business growth roadmap
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            The same roadmap our partners use in their first 90 days: which businesses to call first, the three offers
            that close fastest, and a week-by-week plan to your first 3 clients.
          </p>
        </div>
        <ToolkitForm />
      </div>
    </Section>
  )
}

/* -------------------------------------------------------------------- goals */

const goals = [
  { figure: '100', label: 'partners', text: 'We cap the programme at 100 licences so every partner gets real support.' },
  { figure: '3+', label: 'clients in your first 90 days', text: 'The target we plan your launch around, with your coach.' },
  { figure: '6', label: 'month partner pathway', text: 'From first client to a repeatable, referral-driven AI agency.' },
]

function Goals() {
  return (
    <Section name="goals" tone="navy" labelledBy="pl-goals-title">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-300">Goals</p>
        <h2 id="pl-goals-title" className="mt-3 text-[32px] font-bold leading-[1.15] tracking-tight text-white sm:text-[40px]">
          Clear targets, shared with you
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-slate-300">
          Every partner works to the same milestones, and we measure our support against them.
        </p>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {goals.map((g) => (
          <li key={g.label} className="rounded-card border border-white/10 bg-white/[0.04] p-7">
            <p className="text-5xl font-bold tracking-tight text-white">{g.figure}</p>
            <p className="mt-2 text-lg font-semibold text-brand-200">{g.label}</p>
            <p className="mt-3 leading-relaxed text-slate-300">{g.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/* -------------------------------------------------------------- application */

function Application() {
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

/* ---------------------------------------------------------------------- FAQ */

/** The questions live in the route table, which also gives search engines the FAQPage data. */
const faqs = (faqTable['/partner-licensing'] ?? []) as FaqEntry[]

/** An answer, with its one link (if any) made a real link. */
function FaqAnswer({ item }: { item: FaqEntry }) {
  const link = item.link
  const at = link ? item.a.indexOf(link.text) : -1
  if (!link || at < 0) return <>{item.a}</>
  return (
    <>
      {item.a.slice(0, at)}
      <Link to={link.href} className="font-medium text-brand-700 underline underline-offset-4 hover:no-underline">
        {link.text}
      </Link>
      {item.a.slice(at + link.text.length)}
    </>
  )
}

function Faq() {
  return (
    <Section name="faq" id={FAQ_ANCHOR} anchorAlias="faq" labelledBy="pl-faq-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="pl-faq-title"
          eyebrow="FAQ"
          title="Questions partners ask first"
          lead="Anything else? Ask us on your partnership call."
        />
        <div className="divide-y divide-slate-200 rounded-card border border-slate-200/80 bg-white shadow-card">
          {faqs.map((item) => (
            <details key={item.q} className="group px-5 sm:px-7">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-[17px] font-semibold text-slate-900 marker:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
                {item.q}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <div className="pb-6 pr-8 leading-relaxed text-slate-600">
                <FaqAnswer item={item} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </Section>
  )
}

/* ---------------------------------------------------------------- final CTA */

function FinalCta() {
  return (
    <Section name="cta" tone="navy" labelledBy="pl-cta-title" className="relative isolate overflow-hidden">
      <div className="mx-auto max-w-3xl text-center">
        <IconTile tone="success" className="mx-auto">
          <ShieldCheck />
        </IconTile>
        <h2 id="pl-cta-title" className="mt-6 text-[32px] font-bold leading-[1.15] tracking-tight text-white sm:text-[44px]">
          100 licences. Then the $1 offer closes.
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">
          Apply today or book a call and get your numbers. Either way you are covered by our 7-day money-back guarantee.
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <ApplyLink className={buttonClasses('primary', 'lg')}>
            Apply for a partner licence
            <ArrowRight aria-hidden="true" />
          </ApplyLink>
          <Link to="/book-call" className={buttonClasses('inverse', 'lg')}>
            Book a partnership call
          </Link>
        </div>
      </div>
    </Section>
  )
}
