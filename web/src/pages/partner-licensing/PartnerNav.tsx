import { ArrowRight, Menu, X } from 'lucide-react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { Link } from 'react-router'
import { BrandName } from '../../components/layout/BrandMark'
import { buttonClasses } from '../../components/ui/button'
import { scrollToAnchor } from '../../lib/scroll'
import { FAQ_ANCHOR } from './licensingRules'

const items = [
  { anchor: 'about', label: '80/20 Partnership' },
  { anchor: 'package', label: "What's included" },
  { anchor: FAQ_ANCHOR, label: 'FAQ' },
  { anchor: 'partner-application', label: 'Apply' },
]

/** Scrolls to an anchor on this page without a jump or a history entry. */
function onAnchorClick(anchor: string, after?: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    after?.()
    if (anchor === 'home') {
      window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
      document.getElementById('home')?.querySelector<HTMLElement>('[data-anchor-focus]')?.focus({ preventScroll: true })
      return
    }
    scrollToAnchor(anchor)
  }
}

const linkClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400'

/** The licensing page's own top navigation (spec section 2). */
export function PartnerNav() {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return undefined
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    const onResize = () => {
      if (window.matchMedia('(min-width: 768px)').matches) setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
    }
  }, [open])

  const close = () => setOpen(false)

  return (
    <header data-section="nav" className="sticky top-0 z-40 border-b border-white/10 bg-navy-900 text-white">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a
          href="#home"
          onClick={onAnchorClick('home', close)}
          aria-label="AI Mission partner programme, back to top"
          className="rounded-lg text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-400"
        >
          <BrandName />
        </a>
        <nav aria-label="Partner programme" className="flex items-center gap-2">
          <ul className="hidden items-center gap-1 md:flex">
            {items.map((item) => (
              <li key={item.anchor}>
                <a href={`#${item.anchor}`} onClick={onAnchorClick(item.anchor)} className={linkClass}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <Link to="/book-call" className={buttonClasses('primary', 'sm', 'md:ml-2')}>
            Book Call
            <ArrowRight aria-hidden="true" />
          </Link>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls="partner-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
            className="flex size-10 items-center justify-center rounded-lg text-slate-200 ring-1 ring-inset ring-white/15 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400 md:hidden"
          >
            {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </nav>
      </div>
      <div id="partner-menu" hidden={!open} className="absolute inset-x-0 top-full border-y border-white/10 bg-navy-800 shadow-2xl shadow-black/40 md:hidden">
        <ul className="container-page flex flex-col gap-1 py-3">
          {items.map((item) => (
            <li key={item.anchor}>
              <a
                href={`#${item.anchor}`}
                onClick={onAnchorClick(item.anchor, close)}
                className="block rounded-lg px-3 py-3 text-base font-medium text-slate-200 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <Link
              to="/book-call"
              onClick={close}
              className="block rounded-lg px-3 py-3 text-base font-medium text-slate-200 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              Book a partnership call
            </Link>
          </li>
        </ul>
      </div>
    </header>
  )
}
