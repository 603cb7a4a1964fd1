import { BadgeCheck, HeartHandshake, Scale, Zap } from 'lucide-react'
import { Link } from 'react-router'
import { IconTile, Section } from '../../../components/layout/Section'

const values = [
  {
    icon: BadgeCheck,
    title: 'Results over hype',
    text: 'We judge AI by hours saved and revenue earned, not by how good the demo looked.',
  },
  {
    icon: Scale,
    title: 'Honest numbers',
    text: (
      <>
        Most people who join a programme like ours never act on it. We say so up front in our{' '}
        <Link to="/income-disclosure" className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600">
          income disclosure
        </Link>
        .
      </>
    ),
  },
  {
    icon: Zap,
    title: 'Speed with care',
    text: "Ship fast, test with real customers, and never hand over something we wouldn't run ourselves.",
  },
  {
    icon: HeartHandshake,
    title: 'Community first',
    text: 'Owners, builders and backers helping each other, in a free community that is open to everyone.',
  },
]

export function Values() {
  return (
    <Section name="values" labelledBy="values-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Our mantra</p>
          <h2 id="values-title" className="mt-3 text-[32px] font-bold leading-[1.15] tracking-tight sm:text-[40px]">
            Build in public. Deliver real results. Leave every business better than we found it.
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">
            Four values decide how we work with clients, partners and each other.
          </p>
        </div>
        <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 sm:gap-y-10">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 sm:block">
              <IconTile tone="success">
                <Icon />
              </IconTile>
              <div>
                <h3 className="text-lg font-semibold sm:mt-5">{title}</h3>
                <p className="mt-1.5 leading-relaxed text-slate-600 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
