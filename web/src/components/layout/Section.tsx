import type { ReactNode } from 'react'
import { cn } from '../../lib/utils'

export type SectionName =
  | 'hero'
  | 'audiences'
  | 'story'
  | 'quiz'
  | 'mission'
  | 'values'
  | 'benefits'
  | 'path'
  | 'apply'
  | 'testimonials'
  | 'cta'

interface SectionProps {
  name: SectionName
  id?: string
  tone?: 'white' | 'mist' | 'navy'
  labelledBy?: string
  className?: string
  children: ReactNode
}

const tones = {
  white: 'bg-white',
  mist: 'bg-mist',
  navy: 'bg-navy-900 text-slate-300',
}

/** A home page section: alternating background, generous vertical rhythm, 1200 px column. */
export function Section({ name, id, tone = 'white', labelledBy, className, children }: SectionProps) {
  return (
    <section
      id={id}
      data-section={name}
      aria-labelledby={labelledBy}
      className={cn('scroll-mt-16 py-20 sm:py-24 lg:py-28', tones[tone], className)}
    >
      <div className="container-page">{children}</div>
    </section>
  )
}

interface HeadingProps {
  id: string
  eyebrow: string
  title: ReactNode
  lead?: ReactNode
  align?: 'left' | 'center'
  className?: string
}

export function SectionHeading({ id, eyebrow, title, lead, align = 'left', className }: HeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-[32px] font-bold leading-[1.15] tracking-tight text-slate-900 sm:text-[40px]">
        {title}
      </h2>
      {lead ? <p className="mt-5 text-lg leading-relaxed text-slate-600">{lead}</p> : null}
    </div>
  )
}

/** Rounded square holding a lucide icon. */
export function IconTile({ children, tone = 'brand', className }: { children: ReactNode; tone?: 'brand' | 'success' | 'navy'; className?: string }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-600 ring-brand-100',
    success: 'bg-success-50 text-success-600 ring-success-100',
    navy: 'bg-navy-900 text-white ring-navy-700',
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset [&_svg]:size-5',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
