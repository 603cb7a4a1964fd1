import { ArrowRight } from 'lucide-react'
import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button'
import { scrollToAnchor } from '../../../lib/scroll'
import { cn } from '../../../lib/utils'
import { APPLICATION_ANCHOR } from '../licensingRules'

export type SectionName = 'hero' | 'why' | 'model' | 'skip' | 'stories' | 'package' | 'toolkit' | 'goals' | 'apply' | 'faq' | 'cta'

export function Section({
  name,
  id,
  anchorAlias,
  tone = 'white',
  labelledBy,
  className,
  children,
}: {
  name: SectionName
  id?: string
  /** A second anchor name that also lands here (see lib/scroll). */
  anchorAlias?: string
  tone?: 'white' | 'mist' | 'navy'
  labelledBy: string
  className?: string
  children: ReactNode
}) {
  const tones = { white: 'bg-white', mist: 'bg-mist', navy: 'bg-navy-900 text-slate-300' }
  return (
    <section
      id={id}
      data-anchor-alias={anchorAlias}
      data-section={name}
      aria-labelledby={labelledBy}
      className={cn('scroll-mt-16 py-20 sm:py-24', tones[tone], className)}
    >
      <div className="container-page">{children}</div>
    </section>
  )
}

function applyClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
  event.preventDefault()
  scrollToAnchor(APPLICATION_ANCHOR)
}

export function ApplyLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a href={`#${APPLICATION_ANCHOR}`} onClick={applyClick} className={className}>
      {children}
    </a>
  )
}

/** The page's two ways in, side by side on wider screens: apply here, or book a call first. */
export function ApplyOrBookCall({ className }: { className: string }) {
  return (
    <div className={className}>
      <ApplyLink className={buttonClasses('primary', 'lg')}>
        Apply for a partner licence
        <ArrowRight aria-hidden="true" />
      </ApplyLink>
      <Link to="/book-call" className={buttonClasses('inverse', 'lg')}>
        Book a Partnership Call
      </Link>
    </div>
  )
}
