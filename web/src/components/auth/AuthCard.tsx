import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '../../lib/utils'

/**
 * The one card of every sign-in screen (staff and partners): an icon, the
 * page's h1, a line or two under it, the step's content, and a note under
 * the card. The screen's chrome (its app bar, the main region) is the
 * area's own.
 */
export function AuthCard({ icon, title, intro, children, footer, focusTitle = false }: {
  icon: ReactNode
  title: string
  intro: ReactNode
  children: ReactNode
  footer?: ReactNode
  /**
   * Puts the keyboard on the heading whenever the title changes: a step
   * that replaced the one before (whose control had the focus) starts at
   * its top, and is read from there.
   */
  focusTitle?: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusTitle) heading.current?.focus()
  }, [focusTitle, title])
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-12 sm:px-6">
      <div className="w-full max-w-[440px]">
        <div className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-6">{icon}</span>
          <h1 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight focus:outline-none">
            {title}
          </h1>
          <div className="mt-2 text-[15px] leading-relaxed text-slate-600">{intro}</div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  )
}

/** The error alert of a sign-in form (spec section 8). */
export function FormAlert({ children, className = 'mt-6' }: { children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={cn('rounded-xl border border-danger-500/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700', className)}>
      {children}
    </div>
  )
}
