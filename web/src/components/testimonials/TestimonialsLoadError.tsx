import { ErrorPanel } from '../ui/error-panel'
import { loadFailureReason } from '../../lib/testimonialRules'

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
    <ErrorPanel title="API Connection Issue" headingLevel={Heading} onRetry={onRetry} retrying={retrying}>
      <p className="mt-1">Unable to fetch testimonials: {loadFailureReason(error)}</p>
      <p className="mt-2 text-sm text-slate-700">
        The testimonials are probably stored safely; the backend has an issue returning them right now.
      </p>
    </ErrorPanel>
  )
}
