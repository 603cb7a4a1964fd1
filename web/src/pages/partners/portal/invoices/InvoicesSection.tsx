import { useQuery } from '@tanstack/react-query'
import { Ban, Banknote, CalendarDays, CircleAlert, Download, ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { localDay } from '../../../../lib/format'
import { cn } from '../../../../lib/utils'
import { DocumentSection, DocumentTitle, DocumentTotal } from '../parts'
import { formatMoney } from '../quotes/quoteMath'
import { formatValidUntil } from '../quotes/quotesApi'
import { RecordPaymentDialog, VoidInvoiceDialog } from './InvoiceDialogs'
import { InvoiceEditor, type InvoiceProject } from './InvoiceEditor'
import { fetchInvoices, INVOICE_STATE_LABELS, invoiceActions, invoiceKeys, invoicePdfUrl, invoiceState, type Invoice, type InvoiceState } from './invoicesApi'

const TONES: Record<InvoiceState, BadgeTone> = {
  open: 'brand',
  overdue: 'danger',
  paid: 'success',
  void: 'neutral',
}

export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status' | 'overdue'> }) {
  const state = invoiceState(invoice)
  return (
    <Badge tone={TONES[state] ?? 'neutral'} className={state === 'overdue' ? 'gap-1' : undefined}>
      {state === 'overdue' ? <CircleAlert aria-hidden="true" className="size-3.5" /> : null}
      {INVOICE_STATE_LABELS[state] ?? invoice.status}
    </Badge>
  )
}

/** The project's invoices in its sheet, newest first: what each bills, what is paid, and what its status allows. */
export function InvoicesSection({ project }: { project: InvoiceProject }) {
  const query = useQuery({ queryKey: invoiceKeys.project(project.id), queryFn: ({ signal }) => fetchInvoices(project.id, signal) })
  const [creating, setCreating] = useState(false)
  const [paying, setPaying] = useState<Invoice>()
  const [voiding, setVoiding] = useState<Invoice>()
  const client = project.clientName.trim() || 'your client'

  return (
    <DocumentSection
      headingId={`invoices-${project.id}`}
      title="Invoices"
      what="invoices"
      newLabel="New Invoice"
      onNew={() => setCreating(true)}
      query={query}
      empty="No invoices yet. Invoice an accepted quote, or bill a milestone with lines of its own."
      item={(v) => <InvoiceRow invoice={v} onPay={() => setPaying(v)} onVoid={() => setVoiding(v)} />}
    >
      <InvoiceEditor open={creating} onOpenChange={setCreating} project={project} />
      <RecordPaymentDialog target={paying} onClose={() => setPaying(undefined)} />
      <VoidInvoiceDialog target={voiding} onClose={() => setVoiding(undefined)} client={client} />
    </DocumentSection>
  )
}

function InvoiceRow({ invoice: v, onPay, onVoid }: { invoice: Invoice; onPay: () => void; onVoid: () => void }) {
  const can = invoiceActions(v)
  const overdue = invoiceState(v) === 'overdue'
  const figure = 'flex flex-col gap-0.5'
  return (
    <article aria-label={`Invoice ${v.number}`} data-invoice-id={v.id} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <DocumentTitle icon={ReceiptText} number={v.number} badge={<InvoiceStatusBadge invoice={v} />} />
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <span className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-danger-700')}>
              {overdue ? <CircleAlert aria-hidden="true" className="size-3.5" /> : <CalendarDays aria-hidden="true" className="size-3.5" />}
              Due {formatValidUntil(v.dueDate)}
            </span>
            <span>Issued {localDay(v.issuedAt)}</span>
          </p>
        </div>
        <DocumentTotal cents={v.totalCents} currency={v.currency} />
      </div>
      {v.status === 'void' ? (
        <div className="mt-3 rounded-lg bg-slate-100 px-3 py-2.5 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-slate-800">
            <Ban aria-hidden="true" className="size-4 shrink-0" />
            Voided{v.voidedAt ? ` on ${localDay(v.voidedAt)}` : ''}
          </p>
          {v.voidReason ? <p className="mt-1 whitespace-pre-line break-words text-slate-700">{v.voidReason}</p> : null}
        </div>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-3 rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
          <div className={figure}>
            <dt className="text-xs text-slate-500">Paid</dt>
            <dd className="font-medium tabular-nums text-slate-900" data-paid>
              {formatMoney(v.paidCents, v.currency)}
            </dd>
          </div>
          <div className={figure}>
            <dt className="text-xs text-slate-500">Balance due</dt>
            <dd className={cn('font-semibold tabular-nums', v.balanceCents > 0 ? 'text-slate-900' : 'text-success-700')} data-balance>
              {formatMoney(v.balanceCents, v.currency)}
            </dd>
          </div>
        </dl>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={invoicePdfUrl(v.id)} download={`${v.number}.pdf`} aria-label={`Download PDF of ${v.number}`}>
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </Button>
        {can.pay ? (
          <Button size="sm" onClick={onPay} aria-label={`Record Payment for ${v.number}`} aria-haspopup="dialog">
            <Banknote aria-hidden="true" />
            Record Payment
          </Button>
        ) : null}
        {can.void ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onVoid}
            aria-label={`Void ${v.number}`}
            aria-haspopup="dialog"
            className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
          >
            <Ban aria-hidden="true" />
            Void
          </Button>
        ) : null}
      </div>
    </article>
  )
}
