import { FileSignature } from 'lucide-react'
import type { ReactNode } from 'react'

/** A titled section of the client portal's main column (quotes, invoices...), reachable at #id. */
export function PortalSection({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`portal-${id}`} className="scroll-mt-6 space-y-6">
      <div>
        <h2 id={`portal-${id}`} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">{intro}</p>
      </div>
      {children}
    </section>
  )
}

/** A line under the welcome when something waits for the client (a quote to answer, a statement to sign), leading to its section. */
export function WaitingNote({ count, one, many, href }: { count: number; one: string; many: string; href: string }) {
  if (count === 0) return null
  return (
    <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-[var(--brand-soft)] px-4 py-3 text-[15px] text-slate-800">
      <FileSignature aria-hidden="true" className="size-5 shrink-0 text-[var(--brand-text)]" />
      <span>{count === 1 ? one : many}</span>
      <a href={href} className="font-semibold text-[var(--brand-text)] underline underline-offset-4 hover:no-underline">
        Review {count === 1 ? 'it' : 'them'}
      </a>
    </p>
  )
}
