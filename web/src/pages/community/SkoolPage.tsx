import { ArrowLeft, BookOpen, ExternalLink, Lock, Network, PhoneCall, Users, Workflow, Gift } from 'lucide-react'
import { Link } from 'react-router'
import { CheckList, HeroFacts, IconCard } from '../../components/layout/PageParts'
import { buttonClasses } from '../../components/ui/button'
import { claims, siteConfig } from '../../lib/siteConfig'

const badges = () => [
  { icon: Lock, text: 'Private Community' },
  { icon: Users, text: `${claims().members} Members` },
  { icon: Gift, text: '100% Free' },
]

const inside = [
  {
    icon: BookOpen,
    title: 'Proven Frameworks',
    text: 'The playbooks and frameworks we use to find, price and deliver AI projects, step by step.',
  },
  {
    icon: Workflow,
    title: 'Real Automations',
    text: 'Ready-to-use automation playbooks you can copy into your own tools and adapt in an afternoon.',
  },
  {
    icon: Network,
    title: 'Connected Systems',
    text: 'How sales, service and delivery fit together, so a lead becomes a happy client without manual hand-offs.',
  },
  {
    icon: Users,
    title: 'Private Network',
    text: 'A private network of builders and owners who share what works, review each other\u2019s ideas and trade referrals.',
  },
]

const reasons = [
  'Learn from people building the same systems you are, not from theory',
  'Copy working automations instead of starting from a blank page',
  'Get answers in days, not months of trial and error',
  'Join the daily stand-ups and live build sessions with the community',
]

/** The free private community on a third-party platform (/skool). */
export default function SkoolPage() {
  const { communityUrl } = siteConfig()
  return (
    <>
      <section aria-labelledby="skool-title" className="relative isolate overflow-hidden bg-navy-900 text-slate-300">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(59_130_246/0.28),transparent_70%),radial-gradient(40rem_24rem_at_0%_110%,rgb(16_185_129/0.12),transparent_70%)]"
        />
        <div className="container-page py-14 sm:py-20 lg:py-24">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-lg text-[15px] font-medium text-brand-200 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
          <p className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-brand-300">The community</p>
          <h1 id="skool-title" className="mt-3 max-w-3xl text-[36px] font-bold leading-[1.1] tracking-tight text-white sm:text-5xl">
            Building Collaborative Systems for Growth and Impact
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed">
            A free private community for owners and builders putting AI to work: frameworks, automations and people who
            have done it before.
          </p>
          <HeroFacts items={badges()} />
        </div>
      </section>

      <section aria-labelledby="inside-title" className="bg-white">
        <div className="container-page py-16 sm:py-20">
          <h2 id="inside-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            What&apos;s Inside
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {inside.map((item) => (
              <IconCard key={item.title} {...item} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-title" className="bg-mist">
        <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="why-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Why Join
            </h2>
            <CheckList items={reasons} className="mt-8 space-y-4" />
          </div>
          <div className="rounded-card bg-navy-900 p-7 text-slate-300 shadow-card sm:p-10">
            <h2 className="text-2xl font-bold tracking-tight text-white">Ready to build with us?</h2>
            <p className="mt-3 leading-relaxed">
              Joining is free and takes a minute on the community platform. Want hands-on help setting AI up in your
              business? Book an implementation call instead.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              <a href={communityUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'lg')}>
                Join the Free Community
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <Link to="/clients-call" className={buttonClasses('inverse', 'lg')}>
                <PhoneCall aria-hidden="true" />
                Book Implementation Call
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
