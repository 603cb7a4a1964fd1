import type { ReactNode } from 'react'
import { cn } from '../../lib/utils'

/** A column's heading; `width` is its <col> class in a fixed-layout table. */
export interface ListColumn {
  label: ReactNode
  width?: string
  className?: string
}

const HEADING = 'whitespace-nowrap bg-slate-50 px-3 py-3 text-left text-xs font-semibold uppercase tracking-wider text-slate-600'

/** Wider padding on the first column, or on the first and the last, for tables that run to a card's edges. */
const EDGES = { none: '', start: 'first:pl-5', both: 'first:pl-5 last:pr-5' }

/**
 * A list's wide table: it scrolls sideways on narrow windows (focusable, so
 * keyboard users can scroll it too), is named by the list's caption, and
 * fades while the list refetches (`transition-opacity` in `className` eases
 * it). `children` are its body rows.
 */
export function ListTable({
  labelledBy,
  columns,
  minWidth,
  fixed,
  edges = 'none',
  dimmed,
  className,
  children,
}: {
  labelledBy: string
  columns: readonly ListColumn[]
  /** The table's min-width class. */
  minWidth: string
  /** Fixed layout: the columns take their `width`. */
  fixed?: boolean
  edges?: keyof typeof EDGES
  /** Faded, while the list refetches. */
  dimmed?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        className,
        dimmed && 'opacity-60',
      )}
    >
      <table className={cn('w-full border-separate border-spacing-0 text-[14px]', minWidth, fixed && 'table-fixed')}>
        {fixed ? (
          <colgroup>
            {columns.map((c, i) => (
              <col key={i} className={c.width} />
            ))}
          </colgroup>
        ) : null}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={cn(HEADING, EDGES[edges], c.className)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&_td]:border-t [&_td]:border-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

/** In a row that opens on a click anywhere: the keyboard's way in (the click opens once, not through the row as well). */
export function RowOpenButton({ onOpen, className, children }: { onOpen: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(e) => {
        e.stopPropagation()
        onOpen()
      }}
      className={cn(
        'rounded font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {children}
    </button>
  )
}
