import { ArrowRight, CalendarCheck } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button'

export function SkipBanner() {
  return (
    <section data-section="skip" aria-labelledby="pl-skip-title" className="bg-brand-700 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-12 sm:py-14 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/15 sm:flex">
            <CalendarCheck aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="pl-skip-title" className="text-2xl font-bold tracking-tight text-white sm:text-[28px]">
              Already sure? Skip the application.
            </h2>
            <p className="mt-2 max-w-xl text-[17px] leading-relaxed text-brand-100">
              Book your partnership call now and we will go through your application together, live.
            </p>
          </div>
        </div>
        <Link to="/book-call" className={buttonClasses('secondary', 'lg', 'shrink-0 ring-0')}>
          Book Your Call
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  )
}
