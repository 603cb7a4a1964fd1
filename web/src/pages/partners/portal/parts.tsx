import type { UseQueryResult } from '@tanstack/react-query'
import { Plus, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { cn } from '../../../lib/utils'
import { projectStatusLabel, projectStatusTone } from '../rules/projectRules'
import { formatMoney } from './quotes/quoteMath'

export function ProjectStatusBadge({ status }: { status: string }) {
  return <Badge tone={projectStatusTone(status)}>{projectStatusLabel(status)}</Badge>
}

/** A tab's title row: heading, a line of context, and its actions. */
export function TabHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h2>
        {description ? <p className="mt-1 text-[15px] text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  )
}

export function EmptyState({ icon: Icon, title, children, action }: { icon: LucideIcon; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      {children ? <p className="mt-1 max-w-sm text-[15px] text-slate-600">{children}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </Card>
  )
}

/** Grey blocks in the shape of the content while it loads. */
export function ListSkeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('animate-pulse space-y-3', className)}>
      <span className="sr-only">Loading</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-24 rounded-card bg-slate-200/70" />
      ))}
    </div>
  )
}

/** A figure card: label, value, a line under it and, where the figure has details, the way to them. */
export function StatCard({ icon: Icon, label, value, note, tone = 'brand', action }: {
  icon: LucideIcon
  label: string
  value: string
  note?: string
  tone?: 'brand' | 'success' | 'amber'
  action?: ReactNode
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-600',
    success: 'bg-success-50 text-success-700',
    amber: 'bg-amber-50 text-amber-700',
  }
  return (
    <Card role="group" aria-label={label} className="relative p-5">
      <span className={cn('absolute right-5 top-5 flex size-9 items-center justify-center rounded-lg', tones[tone])}>
        <Icon aria-hidden="true" className="size-[18px]" />
      </span>
      {/* A term and its figure, not a heading and a paragraph. */}
      <dl className="pr-12">
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</dd>
        {note ? <dd className="mt-1 text-xs text-slate-500">{note}</dd> : null}
      </dl>
      {action ? <div className="-mb-1 mt-2">{action}</div> : null}
    </Card>
  )
}

/**
 * A project sheet's documents of one kind (quotes, invoices, statements of
 * work): the heading and its New button, then one card each, newest first, or
 * the list's loading, failed or empty state. `what` names them in lower case
 * ("statements of work"); `children` are the section's dialogs.
 */
export function DocumentSection<T extends { id: number | string }>({
  headingId,
  title,
  what,
  newLabel,
  onNew,
  query,
  empty,
  item,
  children,
}: {
  headingId: string
  title: string
  what: string
  newLabel: string
  onNew: () => void
  query: UseQueryResult<T[]>
  empty: ReactNode
  item: (doc: T) => ReactNode
  children: ReactNode
}) {
  const docs = query.data
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <Button variant="secondary" size="sm" onClick={onNew}>
          <Plus aria-hidden="true" />
          {newLabel}
        </Button>
      </div>
      <div className="mt-3">
        {query.isError ? (
          <LoadError what={`the ${what}`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !docs ? (
          <div role="status" className="h-24 animate-pulse rounded-xl bg-slate-200/70">
            <span className="sr-only">{`Loading ${what}`}</span>
          </div>
        ) : docs.length === 0 ? (
          <p className="text-[15px] text-slate-600">{empty}</p>
        ) : (
          <ul aria-label={what.charAt(0).toUpperCase() + what.slice(1)} className="space-y-3">
            {docs.map((d) => (
              <li key={d.id}>{item(d)}</li>
            ))}
          </ul>
        )}
      </div>
      {children}
    </section>
  )
}

/** A document card's first line: its kind's icon, its number and its status. */
export function DocumentTitle({ icon: Icon, number, badge }: { icon: LucideIcon; number: string; badge: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span className="font-semibold text-slate-900">{number}</span>
      {badge}
    </p>
  )
}

/** A document card's total, and its currency under it when that is not dollars. */
export function DocumentTotal({ cents, currency }: { cents: number; currency: string }) {
  return (
    <p className="shrink-0 text-right">
      <span className="sr-only">Total </span>
      <span className="text-base font-bold tabular-nums text-slate-900" data-total>
        {formatMoney(cents, currency)}
      </span>
      {currency !== 'USD' ? <span className="block text-xs font-medium text-slate-500">{currency}</span> : null}
    </p>
  )
}
