import { Check, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * The small pieces the public pages (the heroes, calls, community, stand-up,
 * checkout, request and testimonial forms) are built from, drawn one way
 * wherever they appear.
 */

/** The eyebrow, the page's h1 and its lead paragraph, on a light page. */
export function PageTitle({ eyebrow, title, children }: { eyebrow: string; title: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-slate-600">{children}</p>
    </>
  )
}

export interface IconText {
  icon: LucideIcon
  text: string
}

export interface IconTitleText extends IconText {
  title: string
}

/** The short facts under a dark hero's lead, each a pill with a green icon. */
export function HeroFacts({ items }: { items: readonly IconText[] }) {
  return (
    <ul className="mt-8 flex flex-wrap gap-2.5">
      {items.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-white ring-1 ring-inset ring-white/20"
        >
          <Icon aria-hidden="true" className="size-4 text-success-500" />
          {text}
        </li>
      ))}
    </ul>
  )
}

/** The reassurances under a dark hero's buttons (guarantee, support), one line each on phones. */
export function HeroPoints({ items }: { items: readonly IconText[] }) {
  return (
    <ul className="mt-10 flex flex-col gap-3 text-[15px] text-slate-300 sm:flex-row sm:flex-wrap sm:gap-x-6">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2 whitespace-nowrap">
          <Icon aria-hidden="true" className="size-[18px] text-success-500" />
          {text}
        </li>
      ))}
    </ul>
  )
}

/** One card of a grid of features: icon tile, title and a line of text. The list around it sets the grid. */
export function IconCard({ icon: Icon, title, text }: IconTitleText) {
  return (
    <li className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{text}</p>
    </li>
  )
}

/** One point of a call's agenda: a small icon tile beside its title and text. */
export function IconPoint({ icon: Icon, title, text }: IconTitleText) {
  return (
    <li className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-[18px]" />
      </span>
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block leading-relaxed text-slate-600">{text}</span>
      </span>
    </li>
  )
}

/** Reasons to join, each behind a round green check; className spaces the list. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((r) => (
        <li key={r} className="flex gap-3 text-lg leading-relaxed text-slate-700">
          <span className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-success-600 text-white">
            <Check aria-hidden="true" className="size-4" />
          </span>
          {r}
        </li>
      ))}
    </ul>
  )
}

/** The support address as an underlined mailto link inside a sentence. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
    >
      {email}
    </a>
  )
}

/** One step or tip in a page's side list: an icon tile beside a title and a sentence or two. */
export function IconNote({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-inset ring-brand-100 [&_svg]:size-5"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 leading-relaxed text-slate-600">{children}</p>
      </div>
    </li>
  )
}
