import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AuthCard } from '../../components/auth/AuthCard'
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
        <AuthCard icon={icon} title={title} intro={intro} footer={footer}>
          {children}
        </AuthCard>
      </main>
    </>
  )
}
