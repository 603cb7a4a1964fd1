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
