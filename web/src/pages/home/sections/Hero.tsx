import { ArrowRight, Bot, Clock, Cpu, Database, Headset, Lock, MessagesSquare, PhoneCall, ShieldCheck, Workflow } from 'lucide-react'
import { Link } from 'react-router'
import { HeroPoints } from '../../../components/layout/PageParts'
import { Badge } from '../../../components/ui/badge'
import { Button, buttonClasses } from '../../../components/ui/button'
import { claims } from '../../../lib/siteConfig'
import { useStartApplication } from '../applyContext'

const solutions = [
  { icon: PhoneCall, title: 'AI phone agents', text: 'Answer every call, qualify leads and book appointments, day or night.' },
  { icon: MessagesSquare, title: 'AI chatbots', text: 'Turn website visitors into booked conversations.' },
  { icon: Workflow, title: 'Workflow automation', text: 'Quotes, follow-ups and handoffs that run themselves.' },
  { icon: Database, title: 'Data processing', text: 'Invoices, forms and inboxes sorted without copy-paste.' },
  { icon: Cpu, title: 'Custom AI apps', text: 'Tools shaped around how your team already works.' },
]

const trust = () => [
  { icon: ShieldCheck, text: claims().guarantee },
  { icon: Headset, text: '24/7 support' },
  { icon: Lock, text: 'Secure processing' },
]

export function Hero() {
  const startApplication = useStartApplication()
  return (
    <section
      id="home"
      data-section="hero"
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-navy-900 text-slate-300"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(59_130_246/0.28),transparent_70%),radial-gradient(40rem_24rem_at_0%_110%,rgb(16_185_129/0.12),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div className="container-page grid items-center gap-14 pb-20 pt-14 sm:pb-24 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:pb-28 lg:pt-24">
        <div>
          <Badge tone="onDark">
            <span className="size-1.5 rounded-full bg-success-500" aria-hidden="true" />
            Mission 2027 · 10,000 Businesses
          </Badge>
          <h1
            id="hero-title"
            className="mt-6 text-[40px] font-bold leading-[1.08] tracking-tight text-white sm:text-5xl lg:text-[60px]"
          >
            Put AI to work in <span className="text-brand-400">10,000 businesses</span> by January 18, 2027.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300 sm:text-xl sm:leading-relaxed">
            AI Mission is a community and partner programme deploying AI phone agents, chatbots and automations that
            take real work off real teams. Bring AI into your business, build an AI business of your own, or back the
            people doing it.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => startApplication()}>
              Join the Mission
              <ArrowRight aria-hidden="true" />
            </Button>
            <Link to="/ai-finder" className={buttonClasses('inverse', 'lg')}>
              Take the 2-Minute AI Quiz
            </Link>
          </div>
          <HeroPoints items={trust()} />
        </div>

        <div className="relative">
          <div className="rounded-card border border-white/10 bg-navy-800/80 p-2 shadow-2xl shadow-black/40 backdrop-blur">
            <div className="flex items-center justify-between gap-3 px-4 pb-3 pt-3">
              <div className="flex items-center gap-2.5">
                <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
                  <Bot aria-hidden="true" className="size-[18px]" />
                </span>
                <p className="text-[15px] font-semibold text-white">What we put to work</p>
              </div>
              <span className="rounded-full bg-success-500/15 px-2.5 py-1 text-xs font-semibold text-success-500">
                Live today
              </span>
            </div>
            <ul className="space-y-1.5">
              {solutions.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex items-start gap-3.5 rounded-xl bg-white/[0.04] px-4 py-3.5 ring-1 ring-inset ring-white/5">
                  <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-500/15 text-brand-300">
                    <Icon aria-hidden="true" className="size-[18px]" />
                  </span>
                  <span>
                    <span className="block text-[15px] font-semibold text-white">{title}</span>
                    <span className="mt-0.5 block text-sm leading-snug text-slate-400">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="flex items-center gap-2 px-4 pb-2 pt-3.5 text-sm text-slate-400">
              <Clock aria-hidden="true" className="size-4 text-brand-300" />
              Applications reviewed within 48 hours
            </p>
          </div>
        </div>
      </div>
    </section>
  )
}
