import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BrandName } from '../../components/layout/BrandMark'

/** The sign-in screens' chrome: a slim bar with the brand and Back to Home, then one centred card. */
export function AuthShell({ icon, title, intro, children, footer }: {
  icon: ReactNode
  title: string
  intro: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 w-full max-w-[1200px] items-center justify-between gap-3 px-4 sm:px-8">
          <Link
            to="/"
            aria-label="AI Mission home"
            className="rounded-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          >
            <BrandName />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-12 sm:px-6">
          <div className="w-full max-w-[440px]">
            <div className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-6">
                {icon}
              </span>
              <h1 className="mt-5 text-2xl font-bold tracking-tight">{title}</h1>
              <div className="mt-2 text-[15px] leading-relaxed text-slate-600">{intro}</div>
              {children}
            </div>
            {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
          </div>
        </div>
      </main>
    </>
  )
}

/** The error alert of a sign-in form (spec section 8). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-danger-500/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
      {children}
    </div>
  )
}
