import { CircleCheck, FileText, Mail, Phone } from 'lucide-react'
import type { CSSProperties } from 'react'
import { readableOn, textOn, tint } from '../../../lib/clientPortalModel'

export interface PreviewBrand {
  companyName: string
  logoUrl?: string
  primary: string
  secondary: string
  accent: string
  supportEmail: string
  phoneNumber: string
}

/**
 * A small copy of the client portal's header and a project card in the
 * partner's colours, updated as they type. It is a picture of the portal,
 * not a working one: nothing in it is interactive.
 */
export function BrandPreview({ brand }: { brand: PreviewBrand }) {
  const name = brand.companyName.trim() || 'Your company'
  const style = {
    '--p': brand.primary,
    '--p-ink': textOn(brand.primary),
    '--p-text': readableOn(brand.primary),
    '--p-soft': tint(brand.primary, 0.92),
    '--s': brand.secondary,
    '--s-ink': textOn(brand.secondary),
    '--a': brand.accent,
    '--a-text': readableOn(brand.accent),
    '--a-soft': tint(brand.accent, 0.88),
  } as CSSProperties
  return (
    <figure style={style} className="overflow-hidden rounded-card border border-slate-200 bg-mist shadow-card">
      <div aria-hidden="true">
        <div className="flex items-center gap-3 bg-[var(--p)] px-4 py-3.5 text-[var(--p-ink)]">
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg bg-white object-contain p-1 shadow-sm" />
          ) : (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/20 text-base font-bold ring-1 ring-inset ring-current/20">
              {name.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate text-[15px] font-bold leading-tight">{name}</p>
            <p className="text-xs font-medium opacity-90">Client portal</p>
          </div>
        </div>
        <div className="space-y-3 p-4">
          <p className="text-xs font-semibold uppercase tracking-wider text-[var(--p-text)]">Welcome, Alex</p>
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-slate-900">AI phone agent</p>
              <span className="shrink-0 rounded-full bg-[var(--s)] px-2 py-0.5 text-[11px] font-semibold text-[var(--s-ink)]">
                In review
              </span>
            </div>
            <div className="mt-3 flex items-center justify-between text-xs text-slate-600">
              <span>Progress</span>
              <span className="font-semibold text-[var(--a-text)]">75%</span>
            </div>
            <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full w-3/4 rounded-full bg-[var(--a)]" />
            </div>
            <div className="mt-3 flex items-center gap-2 rounded-lg bg-[var(--a-soft)] px-2.5 py-2 text-xs text-slate-800">
              <CircleCheck className="size-4 shrink-0 text-[var(--a-text)]" />
              Call flow approved
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center gap-1.5 rounded-lg bg-[var(--p)] px-3 py-1.5 text-xs font-semibold text-[var(--p-ink)]">
                <FileText className="size-3.5" />
                Open deliverable
              </span>
              <span className="text-xs font-semibold text-[var(--p-text)] underline underline-offset-2">Send a message</span>
            </div>
          </div>
          {brand.supportEmail.trim() || brand.phoneNumber.trim() ? (
            <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-xs text-slate-600">
              {brand.supportEmail.trim() ? (
                <span className="inline-flex min-w-0 items-center gap-1.5 font-medium text-[var(--p-text)]">
                  <Mail className="size-3.5 shrink-0" />
                  <span className="truncate">{brand.supportEmail.trim()}</span>
                </span>
              ) : null}
              {brand.phoneNumber.trim() ? (
                <span className="inline-flex items-center gap-1.5">
                  <Phone className="size-3.5 shrink-0" />
                  {brand.phoneNumber.trim()}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      <figcaption className="border-t border-slate-200 bg-white px-4 py-2.5 text-xs text-slate-600">
        Live preview: the portal your clients open from their link.
      </figcaption>
    </figure>
  )
}
