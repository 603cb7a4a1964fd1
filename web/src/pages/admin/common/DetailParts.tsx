import { Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog'

/**
 * The pieces of a record's detail sheet (a lead, a live-build submission):
 * the header with its badges and contact buttons, then titled sections of
 * label and value rows.
 */

/** One titled part of a detail sheet. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-500">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** Label and value rows in a bordered box; an empty value shows a dash. */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-4 py-2.5 text-[14px]">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value === '' || value == null ? <span className="text-slate-500">—</span> : value}</dd>
        </div>
      ))}
    </dl>
  )
}

const contactButton =
  'inline-flex items-center gap-1.5 rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500'

/**
 * The top of a detail sheet: its badges, the person's name as the sheet's
 * title, what the record is and when it came in, and buttons to e-mail or
 * call them (Call only with a phone number).
 */
export function DetailHeader({
  badges,
  title,
  description,
  email,
  phone,
}: {
  badges: ReactNode
  title: string
  description: ReactNode
  email: string
  phone: string
}) {
  return (
    <div className="border-b border-slate-100 px-5 pb-5 pr-16 pt-6 sm:px-7">
      <div className="flex flex-wrap items-center gap-2">{badges}</div>
      <DialogTitle className="mt-3 break-words">{title}</DialogTitle>
      <DialogDescription className="mt-1">{description}</DialogDescription>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={`mailto:${email}`} className={contactButton}>
          <Mail aria-hidden="true" className="size-4" />
          Email
        </a>
        {phone ? (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={contactButton}>
            <Phone aria-hidden="true" className="size-4" />
            Call
          </a>
        ) : null}
      </div>
    </div>
  )
}
