import { ShieldCheck } from 'lucide-react'
import { IconTile } from '../../../components/layout/Section'
import { claims } from '../../../lib/siteConfig'
import { Section, ApplyOrBookCall } from './Section'

export function FinalCta() {
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
          Apply today or book a call and get your numbers. {`Either way you are covered by our ${claims().guarantee}.`}
        </p>
        <ApplyOrBookCall className="mt-9 flex flex-col justify-center gap-3 sm:flex-row" />
      </div>
    </Section>
  )
}
