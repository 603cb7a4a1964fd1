import { Ban, BadgeCheck, CalendarDays, CircleAlert, CreditCard, Download } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { brandButtonStyle, invoicePdfUrl, type PortalInvoice } from '../../lib/clientPortalModel'
import { cn } from '../../lib/utils'
import { formatMoney } from '../partners/portal/quotes/quoteMath'
import { formatValidUntil } from '../partners/portal/quotes/quotesApi'
import { PORTAL_INVOICE_LABELS, payNowLink, portalInvoiceState } from './invoiceRules'
import { formatMoment } from './portalDates'
import { LinesTable, TextBlock, TotalsList, TotalsRow } from './PricedParts'

const statusTones: Record<string, string> = {
  open: 'bg-[var(--brand-soft)] text-[var(--brand-text)] ring-[var(--brand)]/25',
  overdue: 'bg-danger-50 text-danger-700 ring-danger-500/20',
  paid: 'bg-success-50 text-success-700 ring-success-100',
  void: 'bg-slate-100 text-slate-700 ring-slate-200',
}

/** One invoice of the partner's: its lines and totals, what is paid and still due, Pay Now and the PDF. */
export function InvoiceCard({ token, invoice: v, company }: { token: string; invoice: PortalInvoice; company: string }) {
  const headingId = `invoice-${v.id}`
  const state = portalInvoiceState(v)
  const overdue = state === 'overdue'
  const pay = payNowLink(v)
  const label = `invoice ${v.number}`
  return (
    <article aria-labelledby={headingId} data-invoice-id={v.id} className="overflow-hidden rounded-card border border-slate-200/80 bg-white shadow-card">
      <div className="h-1.5 bg-[var(--accent)]" aria-hidden="true" />
      <div className="p-5 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              Invoice {v.number}
            </h3>
            <p className="mt-0.5 break-words text-[15px] text-slate-600">{v.projectTitle}</p>
          </div>
          <span
            className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset', statusTones[state] ?? statusTones.void)}
            data-status
          >
            {overdue ? <CircleAlert aria-hidden="true" className="size-3.5" /> : null}
            {PORTAL_INVOICE_LABELS[state] ?? v.status}
          </span>
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          {overdue ? (
            <span className="inline-flex items-center gap-1.5 font-semibold text-danger-700" data-due>
              <CircleAlert aria-hidden="true" className="size-4" />
              Overdue since <time dateTime={v.dueDate}>{formatValidUntil(v.dueDate)}</time>
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5" data-due>
              <CalendarDays aria-hidden="true" className="size-4" />
              Due <time dateTime={v.dueDate}>{formatValidUntil(v.dueDate)}</time>
            </span>
          )}
          <span>
            Issued <time dateTime={v.issuedAt}>{formatMoment(v.issuedAt)}</time>
          </span>
        </p>

        <LinesTable doc={v} label={label} />
        <TotalsList doc={v} label={label}>
          {v.status !== 'void' ? (
            <>
              <TotalsRow term="Paid">
                <span data-paid>{formatMoney(v.paidCents, v.currency)}</span>
              </TotalsRow>
              <TotalsRow term="Balance due" strong className="-mx-3 rounded-lg bg-slate-50 px-3 py-2">
                <span data-balance>{formatMoney(v.balanceCents, v.currency)}</span>
              </TotalsRow>
            </>
          ) : null}
        </TotalsList>

        {v.terms ? <TextBlock title="Terms" text={v.terms} /> : null}
        {v.notes ? <TextBlock title="Notes" text={v.notes} /> : null}

        <div className="mt-7 flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <Outcome invoice={v} company={company} payable={pay !== undefined} />
          <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row">
            <Button asChild variant="secondary">
              <a href={invoicePdfUrl(token, v.id)} download={`${v.number}.pdf`}>
                <Download aria-hidden="true" />
                Download PDF <span className="sr-only">of invoice {v.number}</span>
              </a>
            </Button>
            {pay ? (
              <Button asChild style={brandButtonStyle} className="hover:brightness-95">
                <a href={pay} target="_blank" rel="noopener noreferrer">
                  <CreditCard aria-hidden="true" />
                  Pay Now <span className="sr-only">{formatMoney(v.balanceCents, v.currency)} of invoice {v.number} (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  )
}

function Outcome({ invoice: v, company, payable }: { invoice: PortalInvoice; company: string; payable: boolean }) {
  if (v.status === 'paid') {
    return (
      <p className="flex items-start gap-2 text-[15px] font-medium text-success-700" data-outcome>
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          Paid in full
          {v.paidAt ? (
            <>
              {' '}on <time dateTime={v.paidAt}>{formatMoment(v.paidAt)}</time>
            </>
          ) : null}
          . Thank you.
        </span>
      </p>
    )
  }
  if (v.status === 'void') {
    return (
      <div className="min-w-0" data-outcome>
        <p className="flex items-start gap-2 text-[15px] font-medium text-slate-800">
          <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>This invoice was voided by {company}; nothing is owed on it.</span>
        </p>
        {v.voidReason ? <p className="mt-2 whitespace-pre-line break-words rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">{v.voidReason}</p> : null}
      </div>
    )
  }
  return (
    <p className="min-w-0 text-sm text-slate-600" data-outcome>
      {payable ? 'Pay securely online, or download the PDF for your records.' : `Pay as agreed with ${company}; the PDF has the details.`}
    </p>
  )
}
