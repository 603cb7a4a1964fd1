import { RefreshCw, ServerCrash } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { loadFailureReason } from './testimonialRules'

interface TestimonialsLoadErrorProps {
  error: unknown
  retrying: boolean
  onRetry: () => void
  /** The panel's heading level where it stands (h2 on the public page, h3 in the admin's tab). */
  headingLevel: 'h2' | 'h3'
}

/** The spec's panel for a testimonial list that failed to load, with its Retry button. */
export function TestimonialsLoadError({ error, retrying, onRetry, headingLevel: Heading }: TestimonialsLoadErrorProps) {
  return (
    <div role="alert" className="rounded-card border border-danger-500/30 bg-danger-50 p-6 text-danger-700">
      <div className="flex items-start gap-3">
        <ServerCrash aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <Heading className="text-lg font-semibold text-danger-700">API Connection Issue</Heading>
          <p className="mt-1">Unable to fetch testimonials: {loadFailureReason(error)}</p>
          <p className="mt-2 text-sm text-slate-700">
            The testimonials are probably stored safely; the backend has an issue returning them right now.
          </p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} loading={retrying}>
            {retrying ? null : <RefreshCw aria-hidden="true" />}
            Retry
          </Button>
        </div>
      </div>
    </div>
  )
}
