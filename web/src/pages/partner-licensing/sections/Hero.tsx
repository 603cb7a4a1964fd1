import { ArrowRight, BadgeCheck, Headset, ShieldCheck, Users } from 'lucide-react'
import { Link } from 'react-router'
import { OfferCountdown } from '../../../components/countdown/OfferCountdown'
import { HeroPoints } from '../../../components/layout/PageParts'
import { Badge } from '../../../components/ui/badge'
import { buttonClasses } from '../../../components/ui/button'
import { claims } from '../../../lib/siteConfig'
import { ApplyOrBookCall } from './Section'

const heroPoints = () => [
  { icon: ShieldCheck, text: claims().guarantee },
  { icon: Users, text: 'Limited to 100 partners' },
  { icon: Headset, text: '24/7 partner support' },
]

export function Hero() {
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
            Partner Licence · $1 Promotional, Normally $497
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
          <ApplyOrBookCall className="mt-9 flex flex-col gap-3 sm:flex-row" />
          <HeroPoints items={heroPoints()} />
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
            Get Your Licence for $1
            <ArrowRight aria-hidden="true" />
          </Link>
          <div className="mt-5 border-t border-white/10 pt-5 text-sm text-slate-400">
            Backed by our {claims().guarantee}.
          </div>
        </div>
      </div>
    </section>
  )
}
