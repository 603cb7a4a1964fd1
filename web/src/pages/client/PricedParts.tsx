import type { ReactNode } from 'react'
import type { PortalPriced } from '../../lib/clientPortalModel'
import { cn } from '../../lib/utils'
import { formatMoney } from '../partners/portal/quotes/quoteMath'

/** The parts a quote card and an invoice card share: the lines, the totals, the partner's text. */

const row = 'flex items-baseline justify-between gap-4'

/** The lines; `label` names the document ("quote Q-2026-0001"). On a phone the two narrow columns fold into the description. */
export function LinesTable({ doc, label }: { doc: PortalPriced; label: string }) {
  return (
    <table className="mt-6 w-full text-left text-sm">
      <caption className="sr-only">Line items of {label}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wider text-slate-500">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Description
          </th>
          <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
            Qty
          </th>
          <th scope="col" className="hidden whitespace-nowrap py-2 pr-3 text-right font-semibold sm:table-cell">
            Unit price
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {doc.lineItems.map((l, i) => (
          <tr key={i} className="border-b border-slate-100 align-top">
            <td className="py-3 pr-3">
              <span className="block whitespace-pre-line break-words text-slate-900">{l.description}</span>
              <span className="mt-0.5 block text-[13px] tabular-nums text-slate-600 sm:hidden">
                {l.quantity} × {formatMoney(l.unitPriceCents, doc.currency)}
              </span>
            </td>
            <td className="hidden py-3 pr-3 text-right tabular-nums text-slate-700 sm:table-cell">{l.quantity}</td>
            <td className="hidden whitespace-nowrap py-3 pr-3 text-right tabular-nums text-slate-700 sm:table-cell">
              {formatMoney(l.unitPriceCents, doc.currency)}
            </td>
            <td className="whitespace-nowrap py-3 text-right font-medium tabular-nums text-slate-900">{formatMoney(l.amountCents, doc.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One more row of a TotalsList (paid, balance due). */
export function TotalsRow({ term, children, strong, className }: { term: ReactNode; children: ReactNode; strong?: boolean; className?: string }) {
  return (
    <div className={cn(row, className)}>
      <dt className={strong ? 'text-base font-semibold text-slate-900' : 'text-slate-600'}>{term}</dt>
      <dd className={cn('tabular-nums', strong ? 'text-xl font-bold text-slate-900' : 'text-slate-900')}>{children}</dd>
    </div>
  )
}

/** Subtotal, discount, tax and total; `children` adds rows under the total. */
export function TotalsList({ doc, label, children }: { doc: PortalPriced; label: string; children?: ReactNode }) {
  return (
    <dl aria-label={`Totals of ${label}`} className="ml-auto mt-4 w-full space-y-1.5 text-sm sm:max-w-xs">
      <TotalsRow term="Subtotal">{formatMoney(doc.subtotalCents, doc.currency)}</TotalsRow>
      {doc.discountCents > 0 ? <TotalsRow term="Discount">−{formatMoney(doc.discountCents, doc.currency)}</TotalsRow> : null}
      {doc.taxRateBasisPoints > 0 || doc.taxCents > 0 ? <TotalsRow term={`Tax (${doc.taxRate}%)`}>{formatMoney(doc.taxCents, doc.currency)}</TotalsRow> : null}
      <div className={cn(row, 'border-t border-slate-200 pt-2.5')}>
        <dt className="text-base font-semibold text-slate-900">Total</dt>
        <dd className="text-xl font-bold tabular-nums text-slate-900" data-total>
          {formatMoney(doc.totalCents, doc.currency)}
          {doc.currency !== 'USD' ? <span className="ml-1 text-sm font-semibold text-slate-500">{doc.currency}</span> : null}
        </dd>
      </div>
      {children}
    </dl>
  )
}

/** The partner's multi-line text, as text. */
export function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-6">
      <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{title}</h4>
      <p className="mt-2 whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-700">{text}</p>
    </div>
  )
}
