import { ArrowLeft, Compass } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../components/ui/button'

export default function NotFoundPage() {
  return (
    <div className="bg-mist">
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center sm:py-28">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-inset ring-brand-100">
          <Compass aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">404 Page Not Found</h1>
        <p className="mt-4 max-w-md text-lg leading-relaxed text-slate-600">
          The page you were looking for does not exist. It may have moved, or the link may be mistyped.
        </p>
        <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </div>
  )
}
