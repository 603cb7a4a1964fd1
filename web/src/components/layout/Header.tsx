import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../ui/button'
import { BrandName } from './BrandMark'

const nav = [
  { to: '/#about', label: 'Mission' },
  { to: '/#demographic-targeting', label: "Who it's for" },
  { to: '/#apply-steps', label: 'How it works' },
]

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy-900 text-white print:hidden">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="rounded-lg text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-400"
          aria-label="AI Mission home"
        >
          <BrandName />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <ul className="hidden items-center gap-1 md:flex">
            {nav.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/#form" className={buttonClasses('primary', 'sm', 'ml-2')}>
            Apply now
            <ArrowRight aria-hidden="true" />
          </Link>
        </nav>
      </div>
    </header>
  )
}
