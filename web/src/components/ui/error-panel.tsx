import { RefreshCw, ServerCrash } from 'lucide-react'
import type { ReactNode } from 'react'
import { apiErrorMessage } from '../../lib/api'
import { cn } from '../../lib/utils'
import { Button } from './button'

interface ErrorPanelProps {
  title: ReactNode
  children: ReactNode
  onRetry: () => void
  retrying: boolean
  /** The heading's level where the panel stands. */
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** A load that failed: what failed, why, and Retry. The one error panel of lists and tabs. */
export function ErrorPanel({ title, children, onRetry, retrying, headingLevel: Heading = 'h3', className }: ErrorPanelProps) {
  return (
    <div role="alert" className={cn('rounded-card border border-danger-500/30 bg-danger-50 p-6 text-danger-700', className)}>
      <div className="flex items-start gap-3">
        <ServerCrash aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <Heading className="text-lg font-semibold text-danger-700">{title}</Heading>
          {children}
          <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} loading={retrying}>
            {retrying ? null : <RefreshCw aria-hidden="true" />}
            Retry
          </Button>
        </div>
      </div>
    </div>
  )
}

/** A list or tab that failed to load: what, the server's reason when it gave one, and Retry. */
export function LoadError({
  what,
  error,
  onRetry,
  retrying = false,
  className,
}: {
  what: string
  error?: unknown
  onRetry: () => void
  retrying?: boolean
  className?: string
}) {
  return (
    <ErrorPanel title={`Could not load ${what}`} onRetry={onRetry} retrying={retrying} className={className}>
      <p className="mt-1 text-sm text-slate-700">{apiErrorMessage(error) ?? 'The server did not answer. Please try again.'}</p>
    </ErrorPanel>
  )
}
