import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { useStartApplication } from '../applyContext'
import { Section } from '../../../components/layout/Section'

export function FinalCta() {
  const startApplication = useStartApplication()
  return (
    <Section name="cta" labelledBy="cta-title">
      <div className="relative isolate overflow-hidden rounded-card bg-navy-900 px-6 py-14 text-center shadow-card sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_0%,rgb(59_130_246/0.3),transparent_70%)]"
        />
        <h2 id="cta-title" className="mx-auto max-w-2xl text-[32px] font-bold leading-tight tracking-tight text-white sm:text-[44px]">
          Spots are limited. The deadline isn't moving.
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-slate-300">
          January 18, 2027 arrives either way. Apply today and make your business, or your new one, part of the
          10,000.
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => startApplication()}>
            Start Your Application
            <ArrowRight aria-hidden="true" />
          </Button>
          <Link to="/clients-call" className={buttonClasses('inverse', 'lg')}>
            Book a Free Strategy Call
          </Link>
        </div>
      </div>
    </Section>
  )
}
