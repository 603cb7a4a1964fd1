import { Bell } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { BrandName } from '../../components/layout/BrandMark'
import { Button } from '../../components/ui/button'
import { LogoutButton } from './LogoutButton'
import { SettingsButton } from './SettingsDialog'
import { usePartner } from './usePartnerSession'

/** The Notifications button; its badge is the unread client message count. */
function NotificationsButton() {
  const { unread } = usePartner()
  const navigate = useNavigate()
  return (
    <Button variant="ghost" size="sm" className="relative" onClick={() => navigate('/partners/portal?tab=communications')}>
      <Bell aria-hidden="true" />
      {/* The name is what shows ("Notifications 3") and says what the count is: "Notifications 3 unread". */}
      <span className="sr-only md:not-sr-only">Notifications</span>
      {/* On the bell's corner on a phone; after the word, never over it, where the word shows. */}
      {unread > 0 ? (
        <>
          {' '}
          <span className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[11px] font-bold leading-none text-white md:static">
            {unread > 99 ? '99+' : unread}
          </span>
          <span className="sr-only"> unread</span>
        </>
      ) : null}
    </Button>
  )
}

/** The partner area's chrome: an app bar with the partner's actions, then the page. */
export function PartnerShell({ children }: { children: ReactNode }) {
  const { partner } = usePartner()
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 w-full max-w-[1200px] items-center justify-between gap-3 px-4 sm:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <Link
              to="/partners/portal"
              className="rounded-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
            >
              <BrandName />
              <span className="sr-only">, partner portal home</span>
            </Link>
            <span className="hidden truncate rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-brand-700 sm:inline">
              {partner.company || 'Partner'}
            </span>
          </div>
          <div className="flex items-center gap-1.5 sm:gap-2">
            <NotificationsButton />
            <SettingsButton />
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  )
}
