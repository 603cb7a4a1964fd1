import { CodeXml } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/utils'

/**
 * Said to a visitor whose browser runs no script, where a part of the page
 * would otherwise wait for it forever: what needs JavaScript, and a way to
 * the same without it (children: a link or two). It sits beside the part's
 * loading state, which carries `noscript:hidden` so that only this shows.
 * A browser running scripts never shows it (React leaves <noscript> alone).
 */
export function NeedsJavaScript({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <noscript>
      <div className={cn('flex flex-col items-center gap-3 rounded-card border border-slate-200 bg-white p-8 text-center shadow-card', className)}>
        <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
          <CodeXml aria-hidden="true" className="size-6" />
        </span>
        <p className="text-lg font-semibold text-slate-900">{title}</p>
        <div className="max-w-md text-[15px] leading-relaxed text-slate-600 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4 hover:[&_a]:decoration-brand-600">
          {children}
        </div>
      </div>
    </noscript>
  )
}
