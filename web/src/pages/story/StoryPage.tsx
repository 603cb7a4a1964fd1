import {
  ArrowRight,
  Code2,
  Compass,
  Factory,
  Handshake,
  Headset,
  LineChart,
  Map as MapIcon,
  Megaphone,
  Route,
  Sparkles,
  Users,
  Workflow,
} from 'lucide-react'
import { Link } from 'react-router'
import { PageIntro } from '../../components/layout/PageIntro'
import { buttonClasses } from '../../components/ui/button'

/** Eight jobs before AI Mission, each with what it taught. */
const career = [
  {
    icon: Headset,
    role: 'Customer support desk',
    lesson: 'Where the money leaks',
    text: 'Hundreds of calls a week taught us that most lost revenue is not a bad product. It is a phone that rang out after 5pm and a customer who called a competitor next.',
  },
  {
    icon: Handshake,
    role: 'Field sales',
    lesson: 'Speed beats polish',
    text: 'Knocking on doors and chasing quotes showed that the first reply usually wins, not the best one. Follow-up is where most deals die, and it is the easiest part to automate.',
  },
  {
    icon: Factory,
    role: 'Operations management',
    lesson: 'Processes beat heroics',
    text: 'Running a team on shifts made one thing plain: a business that depends on someone remembering is one sick day from chaos. Written steps and checklists kept promises that people alone could not.',
  },
  {
    icon: LineChart,
    role: 'Process improvement',
    lesson: 'Measure the waste first',
    text: 'Mapping workflows minute by minute found hours a week hiding in copy-paste, re-keying and waiting for replies. Fixing the biggest leak first always paid more than fixing everything a little.',
  },
  {
    icon: Code2,
    role: 'Software development',
    lesson: 'Build the boring thing well',
    text: 'Years of shipping code taught us that the tools owners love are the unglamorous ones: the form that fills the CRM, the reminder that goes out on time, the report that writes itself.',
  },
  {
    icon: Megaphone,
    role: 'Marketing agency',
    lesson: 'Systems sell, hours do not',
    text: 'Selling hours capped what we could earn and what clients could afford. Packaged systems with a clear result sold faster, delivered better and kept working after we left.',
  },
  {
    icon: Users,
    role: 'Small-business consulting',
    lesson: 'Owners need done, not advice',
    text: 'Dentists, roofers and med spas did not need another slide deck. They needed the thing built, set up in their own tools, and someone to call when it needed a tweak.',
  },
  {
    icon: Sparkles,
    role: 'AI builder',
    lesson: 'The bridge is the business',
    text: 'When AI phone agents and chatbots became good enough to trust, every lesson above clicked into place. The technology was ready; what was missing was people to put it to work. That became the mission.',
  },
]

const gps = [
  {
    icon: MapIcon,
    letter: 'G',
    title: 'Goal',
    text: 'Set one destination you can measure: a number of clients, hours saved, or revenue by a date. Ours is 10,000 businesses by January 18, 2027.',
  },
  {
    icon: Route,
    letter: 'P',
    title: 'Path',
    text: 'Take the shortest route there: one system at a time, the biggest leak first, built in public so others can follow the same road.',
  },
  {
    icon: Workflow,
    letter: 'S',
    title: 'Support',
    text: 'Nobody builds alone. Daily stand-ups, live build sessions and a community that recalculates with you when a turn is missed.',
  },
]

/** The founder story: eight jobs that led here, The GPS Way, and an invitation to apply. */
export default function StoryPage() {
  return (
    <>
      <PageIntro
        back={{ to: '/', label: 'Back to Home' }}
        eyebrow="Our story"
        title="Twenty years of building systems. One mission."
        lead="AI Mission did not start with AI. It started with missed calls, lost quotes and teams held together by memory, and with two decades of learning how to fix them."
      />

      <section aria-labelledby="career-title" className="bg-white">
        <div className="container-page py-16 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">The road here</p>
          <h2 id="career-title" className="mt-3 max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
            Eight jobs, eight lessons we now build into every system
          </h2>
          <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {career.map(({ icon: Icon, role, lesson, text }, i) => (
              <li key={role} className="flex flex-col rounded-card border border-slate-200/80 bg-white p-6 shadow-card">
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-slate-500" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold">{role}</h3>
                <p className="mt-1 text-sm font-semibold text-brand-700">{lesson}</p>
                <p className="mt-3 text-[15px] leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="gps-title" className="relative isolate overflow-hidden bg-navy-900 text-slate-300">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_90%_0%,rgb(59_130_246/0.25),transparent_70%)]"
        />
        <div className="container-page py-16 sm:py-20">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-brand-300">
            <Compass aria-hidden="true" className="size-4" />
            How we work
          </p>
          <h2 id="gps-title" className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            The GPS Way
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed">
            A GPS never lectures you about the wrong turn. It knows the destination, shows the next step, and recalculates.
            That is how we build businesses, and how we run this community.
          </p>
          <ol className="mt-10 grid gap-5 md:grid-cols-3">
            {gps.map(({ icon: Icon, letter, title, text }) => (
              <li key={title} className="rounded-card border border-white/10 bg-white/5 p-6">
                <div className="flex items-center gap-3">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-xl font-bold text-white">
                    {letter}
                  </span>
                  <Icon aria-hidden="true" className="size-5 text-brand-300" />
                </div>
                <h3 className="mt-5 text-xl font-semibold text-white">{title}</h3>
                <p className="mt-2 leading-relaxed">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="story-cta-title" className="bg-mist">
        <div className="container-page flex flex-col items-start gap-6 py-16 sm:py-20 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="story-cta-title" className="text-3xl font-bold tracking-tight">
              Your business could be one of the 10,000
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-600">
              Bring AI into your business, or build an AI business of your own. The application takes two minutes.
            </p>
          </div>
          <Link to="/#form" className={buttonClasses('primary', 'lg', 'shrink-0')}>
            Get Started
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  )
}
