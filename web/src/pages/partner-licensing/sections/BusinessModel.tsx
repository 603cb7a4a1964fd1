import { ArrowRight, BadgeCheck, Lock } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button'
import { IconTile, SectionHeading } from '../../../components/layout/Section'
import { Section } from './Section'

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

export function BusinessModel() {
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
            Book a Call to See the Numbers
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Section>
  )
}
