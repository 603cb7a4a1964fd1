import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

/** The tab's loading, error and empty blocks, in one look. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 px-6 py-14 text-[15px] text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
      {label}
    </p>
  )
}

export function Empty({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 [&_svg]:size-6">{icon}</span>
      <p className="text-[15px] font-semibold text-slate-800">{title}</p>
      {children ? <div className="max-w-sm text-sm text-slate-600">{children}</div> : null}
    </div>
  )
}

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  )
}
