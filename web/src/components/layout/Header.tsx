import { ArrowRight, Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { isAfterForm } from '../../lib/routeTable'
import { cn } from '../../lib/utils'
import { buttonClasses } from '../ui/button'
import { BrandName } from './BrandMark'
import { APPLY_LINK, isCurrent, SITE_NAV } from './siteNav'

// The menu (a Radix dialog) is loaded on first use, so pages do not pay for it up front.
const loadMenu = () => import('./MobileMenu')
const MobileMenu = lazy(loadMenu)

export function Header() {
  const { pathname } = useLocation()
  const showApply = !isAfterForm(pathname)
  // The menu belongs to the page it was opened on, so a page change closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null)
  const [menuWanted, setMenuWanted] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy-900 text-white print:hidden">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Link
          to="/"
          className="shrink-0 rounded-lg text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-400"
          aria-label="AI Mission home"
        >
          <BrandName />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-2">
          <ul className="hidden items-center gap-0.5 lg:flex">
            {SITE_NAV.map((item) => {
              const current = isCurrent(item, pathname)
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400',
                      current ? 'text-white' : 'text-slate-300',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              )
            })}
          </ul>
          {showApply ? (
            <Link to={APPLY_LINK.to} className={buttonClasses('primary', 'sm', 'lg:ml-2')}>
              {APPLY_LINK.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : null}
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            onClick={() => {
              setMenuWanted(true)
              setMenuOpen(true)
            }}
            className="flex size-10 items-center justify-center rounded-lg text-slate-200 ring-1 ring-inset ring-white/15 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        </nav>
      </div>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            pathname={pathname}
            showApply={showApply}
            returnFocusTo={menuButton}
          />
        </Suspense>
      ) : null}
    </header>
  )
}
