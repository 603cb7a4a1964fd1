import * as DialogPrimitive from '@radix-ui/react-dialog'
import { ArrowRight, ChevronRight, X } from 'lucide-react'
import { useRef, type RefObject } from 'react'
import { Link } from 'react-router'
import { cn } from '../../lib/utils'
import { buttonClasses } from '../ui/button'
import { BrandName } from './BrandMark'
import { APPLY_LINK, isCurrent, SITE_NAV } from './siteNav'

interface MobileMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  pathname: string
  showApply: boolean
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/**
 * The header's destinations on narrow screens, as a modal panel: Radix keeps
 * focus inside, closes it on Escape and names it by its title.
 */
export default function MobileMenu({ open, onOpenChange, pathname, showApply, returnFocusTo }: MobileMenuProps) {
  // After following a link the new page decides where focus goes; after
  // Escape or the close button it goes back to the menu button.
  const followedLink = useRef(false)
  const follow = () => {
    followedLink.current = true
    onOpenChange(false)
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            followedLink.current = false
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!followedLink.current) returnFocusTo.current?.focus()
          }}
          className="fixed inset-x-0 top-0 z-50 flex max-h-dvh flex-col overflow-y-auto bg-navy-900 text-white shadow-2xl shadow-black/40 outline-none data-[state=open]:animate-fade-in"
        >
          <div className="container-page flex h-16 shrink-0 items-center justify-between gap-3 border-b border-white/10">
            <Link
              to="/"
              onClick={follow}
              aria-label="AI Mission home"
              className="rounded-lg text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-400"
            >
              <BrandName />
            </Link>
            <DialogPrimitive.Close
              aria-label="Close menu"
              className="flex size-10 items-center justify-center rounded-lg text-slate-200 ring-1 ring-inset ring-white/15 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Main menu" className="container-page pb-6 pt-4">
            <DialogPrimitive.Title
              className="px-3 pb-2 text-xs font-semibold uppercase tracking-[0.14em] text-slate-400"
            >
              Menu
            </DialogPrimitive.Title>
            <ul className="divide-y divide-white/5">
              {SITE_NAV.map((item) => {
                const current = isCurrent(item, pathname)
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={follow}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'flex items-center justify-between gap-3 rounded-lg px-3 py-3.5 text-[17px] font-medium transition-colors hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-brand-400',
                        current ? 'text-white' : 'text-slate-200',
                      )}
                    >
                      {item.label}
                      <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
                    </Link>
                  </li>
                )
              })}
            </ul>
            {showApply ? (
              <Link to={APPLY_LINK.to} onClick={follow} className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
                {APPLY_LINK.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            ) : null}
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
