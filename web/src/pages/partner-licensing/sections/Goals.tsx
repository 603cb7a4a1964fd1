import { Section } from './Section'

const goals = [
  { figure: '100', label: 'partners', text: 'We cap the programme at 100 licences so every partner gets real support.' },
  { figure: '3+', label: 'clients in your first 90 days', text: 'The target we plan your launch around, with your coach.' },
  { figure: '6', label: 'month partner pathway', text: 'From first client to a repeatable, referral-driven AI agency.' },
]

export function Goals() {
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
