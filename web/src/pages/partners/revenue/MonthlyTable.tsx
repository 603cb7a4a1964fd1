import { usdFromCents } from '../../../lib/money'
import { monthShort } from '../../../lib/revenueRange'
import type { RevenueMonth, RevenueTotals } from '../../../lib/revenueModel'

/** The chart's figures as a table: every month of the range, then the total. */
export function MonthlyTable({ months, totals, share, caption }: { months: RevenueMonth[]; totals: RevenueTotals; share: number; caption: string }) {
  return (
    <div role="region" aria-label="Monthly revenue table" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500">
      <table className="w-full text-left text-[13px] sm:min-w-[520px] sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-3 sm:px-4">Month</th>
            <th scope="col" className="hidden px-2 py-3 text-right sm:table-cell sm:px-4">Payments</th>
            <th scope="col" className="px-2 py-3 sm:px-4 text-right">Gross</th>
            <th scope="col" className="px-2 py-3 sm:px-4 text-right"><span className="whitespace-nowrap">Your share</span> ({share}%)</th>
            <th scope="col" className="px-2 py-3 sm:px-4 text-right">Platform ({100 - share}%)</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {months.map((m) => (
            <tr key={m.month} data-month={m.month} className={m.payments === 0 ? 'text-slate-500' : 'text-slate-700'}>
              <th scope="row" className="whitespace-nowrap px-2 py-2.5 sm:px-4 font-medium text-slate-900">
                {monthShort(m.month)}
              </th>
              <td className="hidden px-2 py-2.5 text-right sm:table-cell sm:px-4">{m.payments}</td>
              <td className="px-2 py-2.5 sm:px-4 text-right">{usdFromCents(m.grossCents)}</td>
              <td className="px-2 py-2.5 sm:px-4 text-right font-semibold text-slate-900">{usdFromCents(m.partnerShareCents)}</td>
              <td className="px-2 py-2.5 sm:px-4 text-right">{usdFromCents(m.platformShareCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold tabular-nums text-slate-900">
          <tr>
            <th scope="row" className="px-2 py-3 sm:px-4">Total</th>
            <td className="hidden px-2 py-3 text-right sm:table-cell sm:px-4">{totals.payments}</td>
            <td className="px-2 py-3 sm:px-4 text-right">{usdFromCents(totals.grossCents)}</td>
            <td className="px-2 py-3 sm:px-4 text-right">{usdFromCents(totals.partnerShareCents)}</td>
            <td className="px-2 py-3 sm:px-4 text-right">{usdFromCents(totals.platformShareCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
