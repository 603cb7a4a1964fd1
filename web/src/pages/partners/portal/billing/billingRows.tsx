import { CircleAlert, FileText, ReceiptText } from 'lucide-react'
import { localDay } from '../../../../lib/format'
import { cn } from '../../../../lib/utils'
import { Dash } from '../../../admin/common/TabStates'
import { InvoiceStatusBadge } from '../invoices/InvoicesSection'
import { invoiceState } from '../invoices/invoicesApi'
import { formatMoney } from '../quotes/quoteMath'
import { QuoteStatusBadge } from '../quotes/QuotesSection'
import { formatValidUntil } from '../quotes/quotesApi'
import type { RowView } from './BillingList'
import type { InvoiceRow, QuoteRow } from './billingModel'

/** A quote's last step: decided, sent, or only drafted. */
function quoteStep(q: QuoteRow): string {
  if (q.decidedAt) return `Decided ${localDay(q.decidedAt)}`
  if (q.sentAt) return `Sent ${localDay(q.sentAt)}`
  return `Drafted ${localDay(q.createdAt)}`
}

export const QUOTE_ROWS: RowView<QuoteRow> = {
  heading: 'Quote',
  one: 'quote',
  many: 'quotes',
  searchHint: 'Number, project or client',
  empty: { icon: <FileText aria-hidden="true" className="size-6" />, text: "No quotes yet. Draft one from a project's details." },
  since: quoteStep,
  columns: [
    { header: 'Status', width: 'w-[130px]', cell: (q) => <QuoteStatusBadge status={q.status} /> },
    { header: 'Valid until', width: 'w-[128px]', cell: (q) => <span className="whitespace-nowrap text-slate-700">{formatValidUntil(q.validUntil)}</span> },
    { header: 'Total', width: 'w-[136px]', figure: true, cell: (q) => <span className="font-semibold text-slate-900">{formatMoney(q.totalCents, q.currency)}</span> },
  ],
  card: (q) => ({
    amount: formatMoney(q.totalCents, q.currency),
    badge: <QuoteStatusBadge status={q.status} />,
    note: `Valid until ${formatValidUntil(q.validUntil)}`,
  }),
}

/** The due date, in red with an alert once the invoice is overdue. */
function Due({ invoice, prefix = '' }: { invoice: InvoiceRow; prefix?: string }) {
  const overdue = invoiceState(invoice) === 'overdue'
  return (
    <span className={cn('inline-flex items-center gap-1 whitespace-nowrap', overdue ? 'font-medium text-danger-700' : 'text-slate-700')}>
      {overdue ? <CircleAlert aria-hidden="true" className="size-3.5" /> : null}
      {prefix}
      {formatValidUntil(invoice.dueDate)}
    </span>
  )
}

export const INVOICE_ROWS: RowView<InvoiceRow> = {
  heading: 'Invoice',
  one: 'invoice',
  many: 'invoices',
  searchHint: 'Number, project or client',
  empty: {
    icon: <ReceiptText aria-hidden="true" className="size-6" />,
    text: "No invoices yet. Invoice an accepted quote or a milestone from a project's details.",
  },
  since: (v) => `Issued ${localDay(v.issuedAt)}`,
  columns: [
    { header: 'Status', width: 'w-[116px]', cell: (v) => <InvoiceStatusBadge invoice={v} /> },
    { header: 'Due', width: 'w-[128px]', cell: (v) => <Due invoice={v} /> },
    { header: 'Total', width: 'w-[120px]', figure: true, cell: (v) => <span className="text-slate-700">{formatMoney(v.totalCents, v.currency)}</span> },
    { header: 'Paid', width: 'w-[120px]', figure: true, cell: (v) => <span className="text-slate-700">{formatMoney(v.paidCents, v.currency)}</span> },
    {
      header: 'Balance due',
      width: 'w-[132px]',
      figure: true,
      cell: (v) => (
        <span className={cn('font-semibold', v.status === 'open' ? 'text-slate-900' : 'text-slate-500')}>
          {v.status === 'void' ? <Dash /> : formatMoney(v.balanceCents, v.currency)}
        </span>
      ),
    },
  ],
  card: (v) => ({
    amount: v.status === 'open' ? `${formatMoney(v.balanceCents, v.currency)} due` : formatMoney(v.totalCents, v.currency),
    badge: <InvoiceStatusBadge invoice={v} />,
    note: <Due invoice={v} prefix="Due " />,
  }),
}
