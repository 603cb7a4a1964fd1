import { GraduationCap, Radio, Wrench } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { IconTile, Section, SectionHeading } from '../../../components/layout/Section'

const stats = [
  { value: '10,000', label: 'businesses transformed with AI' },
  { value: 'Jan 18, 2027', label: 'the deadline we hold ourselves to' },
  { value: '100', label: 'partner spots in the programme' },
]

const pillars = [
  {
    icon: Wrench,
    title: 'Deploy',
    text: 'Working AI, not pilots. Every engagement ends with something running: answering calls, sending quotes, processing data.',
  },
  {
    icon: GraduationCap,
    title: 'Teach',
    text: 'We train partners to set up, sell and support AI services, so the mission grows far beyond our own team.',
  },
  {
    icon: Radio,
    title: 'Build in public',
    text: 'Daily live build sessions, an open project board and honest numbers, including how results really vary.',
  },
]

export function Mission() {
  return (
    <Section name="mission" id="about" tone="mist" labelledBy="mission-title">
      <SectionHeading
        id="mission-title"
        eyebrow="Our mission"
        title="10,000 businesses transformed with AI by January 18, 2027."
        lead="A deadline keeps us honest. Every business we help, every partner we train and every build we ship moves the count forward, and we show our work along the way."
      />
      <dl className="mt-12 grid gap-px overflow-hidden rounded-card bg-slate-200 shadow-card sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse justify-end gap-1 bg-white px-6 py-7 sm:px-8">
            <dt className="text-[15px] text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 sm:mt-6 md:grid-cols-3 md:gap-6">
        {pillars.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="flex gap-4 p-5 sm:p-7 md:block">
            <IconTile>
              <Icon />
            </IconTile>
            <div>
              <h3 className="text-lg font-semibold md:mt-5">{title}</h3>
              <p className="mt-1.5 leading-relaxed text-slate-600 md:mt-2">{text}</p>
            </div>
          </Card>
        ))}
      </div>
    </Section>
  )
}
