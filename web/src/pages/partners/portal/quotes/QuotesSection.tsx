import { useMutation, useQuery } from '@tanstack/react-query'
import { BadgeCheck, CalendarDays, CopyPlus, FileText, Pencil, ReceiptText, Send, Trash2, XCircle } from 'lucide-react'
import { useState } from 'react'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { toast } from '../../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../../lib/api'
import { localDay } from '../../../../lib/format'
import { QuoteInvoiceDialog } from '../invoices/InvoiceDialogs'
import { DocumentSection, DocumentTitle, DocumentTotal } from '../parts'
import { useRefreshPartnerData } from '../useInvalidate'
import { QuoteEditor, type QuoteProject } from './QuoteEditor'
import {
  deleteQuote,
  fetchQuotes,
  formatValidUntil,
  QUOTE_STATUS_LABELS,
  quoteActions,
  quoteKeys,
  reviseQuote,
  sendQuote,
  type Quote,
  type QuoteStatus,
} from './quotesApi'

const TONES: Record<QuoteStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'brand',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
  superseded: 'neutral',
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{QUOTE_STATUS_LABELS[status] ?? status}</Badge>
}

type Editing = { quote?: Quote } | undefined
type Asking = { kind: 'send' | 'delete'; quote: Quote } | undefined

/** The project's quotes in its sheet, newest first, with what each one's status allows. */
export function QuotesSection({ project }: { project: QuoteProject }) {
  const query = useQuery({ queryKey: quoteKeys.project(project.id), queryFn: ({ signal }) => fetchQuotes(project.id, signal) })
  const [editing, setEditing] = useState<Editing>()
  const [asking, setAsking] = useState<Asking>()
  const [invoicing, setInvoicing] = useState<Quote>()
  const refresh = useRefreshPartnerData()
  const client = project.clientName.trim() || 'your client'

  const fail = (title: string) => (error: unknown) => {
    setAsking(undefined)
    toast({ variant: 'destructive', title, description: apiErrorMessage(error) ?? 'Please try again.' })
    void refresh()
  }
  const send = useMutation({
    mutationFn: (q: Quote) => sendQuote(q.id),
    onSuccess: async (q) => {
      setAsking(undefined)
      toast({ title: 'Quote Sent', description: `${q.number} is on its way to ${client}.` })
      await refresh()
    },
    onError: fail('Quote not sent'),
  })
  const remove = useMutation({
    mutationFn: (q: Quote) => deleteQuote(q.id),
    onSuccess: async (_, q) => {
      setAsking(undefined)
      toast({ title: 'Draft Deleted', description: `${q.number} is deleted.` })
      await refresh()
    },
    onError: fail('Draft not deleted'),
  })
  const revise = useMutation({
    mutationFn: (q: Quote) => reviseQuote(q.id),
    onSuccess: async (draft, q) => {
      toast({ title: 'Revision Started', description: `${draft.number} is a new draft from ${q.number}.` })
      setEditing({ quote: draft })
      await refresh()
    },
    onError: fail('Quote not revised'),
  })

  return (
    <DocumentSection
      headingId={`quotes-${project.id}`}
      title="Quotes"
      what="quotes"
      newLabel="New Quote"
      onNew={() => setEditing({})}
      query={query}
      empty={`No quotes yet. Price the work and send it; ${client} accepts it from their portal.`}
      item={(q) => (
        <QuoteRow
          quote={q}
          revising={revise.isPending && revise.variables?.id === q.id}
          onEdit={() => setEditing({ quote: q })}
          onSend={() => setAsking({ kind: 'send', quote: q })}
          onDelete={() => setAsking({ kind: 'delete', quote: q })}
          onRevise={() => revise.mutate(q)}
          onInvoice={() => setInvoicing(q)}
        />
      )}
    >
      <QuoteEditor open={editing !== undefined} onOpenChange={(o) => (o ? undefined : setEditing(undefined))} project={project} quote={editing?.quote} />
      <ConfirmDialog
        open={asking?.kind === 'send'}
        onOpenChange={(o) => (o ? undefined : setAsking(undefined))}
        variant="primary"
        title={`Send ${asking?.quote.number ?? 'this quote'} to ${client}?`}
        description={`${client} will get an e-mail with a link to review the quote in their portal and accept or decline it. A sent quote cannot be edited; revise it to change it.`}
        confirmLabel="Send Quote"
        pending={send.isPending}
        onConfirm={() => asking && send.mutate(asking.quote)}
      />
      <ConfirmDialog
        open={asking?.kind === 'delete'}
        onOpenChange={(o) => (o ? undefined : setAsking(undefined))}
        title={`Delete ${asking?.quote.number ?? 'this draft'}?`}
        description="The draft is deleted for good. Its number is not used again."
        confirmLabel="Delete Draft"
        pending={remove.isPending}
        onConfirm={() => asking && remove.mutate(asking.quote)}
      />
      <QuoteInvoiceDialog target={invoicing} onClose={() => setInvoicing(undefined)} client={client} />
    </DocumentSection>
  )
}

function QuoteRow({
  quote: q,
  revising,
  onEdit,
  onSend,
  onDelete,
  onRevise,
  onInvoice,
}: {
  quote: Quote
  revising: boolean
  onEdit: () => void
  onSend: () => void
  onDelete: () => void
  onRevise: () => void
  onInvoice: () => void
}) {
  const can = quoteActions(q.status, q.invoicedAs)
  const lines = q.lineItems.length
  return (
    <article aria-label={`Quote ${q.number}`} data-quote-id={q.id} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <DocumentTitle icon={FileText} number={q.number} badge={<QuoteStatusBadge status={q.status} />} />
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <span>
              {lines} line{lines === 1 ? '' : 's'}
            </span>
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              Valid until {formatValidUntil(q.validUntil)}
            </span>
            {q.sentAt ? <span>Sent {localDay(q.sentAt)}</span> : null}
          </p>
        </div>
        <DocumentTotal cents={q.totalCents} currency={q.currency} />
      </div>
      <Outcome quote={q} />
      {can.edit || can.send || can.remove || can.revise || can.invoice ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {can.invoice ? (
            <Button size="sm" onClick={onInvoice} aria-label={`Create Invoice from ${q.number}`} aria-haspopup="dialog">
              <ReceiptText aria-hidden="true" />
              Create Invoice
            </Button>
          ) : null}
          {can.edit ? (
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${q.number}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          {can.send ? (
            <Button size="sm" onClick={onSend} aria-label={`Send ${q.number}`}>
              <Send aria-hidden="true" />
              Send
            </Button>
          ) : null}
          {can.revise ? (
            <Button variant="secondary" size="sm" onClick={onRevise} loading={revising} aria-label={`Revise ${q.number}`}>
              {revising ? null : <CopyPlus aria-hidden="true" />}
              Revise
            </Button>
          ) : null}
          {can.remove ? (
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${q.number}`} className="text-danger-700 hover:bg-danger-50 hover:text-danger-700">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}

function Outcome({ quote: q }: { quote: Quote }) {
  if (q.status === 'accepted') {
    return (
      <p className="mt-3 flex items-start gap-1.5 text-sm font-medium text-success-700">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Accepted{q.acceptedName ? ` by ${q.acceptedName}` : ''}
          {q.decidedAt ? ` on ${localDay(q.decidedAt)}` : ''}
          {q.invoicedAs ? `; invoiced as ${q.invoicedAs}` : ''}
        </span>
      </p>
    )
  }
  if (q.status === 'declined') {
    return (
      <div className="mt-3 rounded-lg bg-danger-50 px-3 py-2.5 text-sm">
        <p className="flex items-center gap-1.5 font-medium text-danger-700">
          <XCircle aria-hidden="true" className="size-4 shrink-0" />
          Declined{q.decidedAt ? ` on ${localDay(q.decidedAt)}` : ''}
        </p>
        {q.declineReason ? <p className="mt-1 whitespace-pre-line break-words text-slate-700">{q.declineReason}</p> : null}
      </div>
    )
  }
  if (q.status === 'superseded') {
    return <p className="mt-3 text-sm text-slate-600">Replaced by {q.supersededBy || 'a revision'}</p>
  }
  if (q.status === 'expired') {
    return <p className="mt-3 text-sm text-slate-600">Expired without an answer. Revise it to send a new version.</p>
  }
  return null
}
