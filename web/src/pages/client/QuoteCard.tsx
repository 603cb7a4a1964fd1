import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, CalendarDays, CircleAlert, History, ThumbsDown, XCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { applyServerErrors, fieldsFor, FormRoot, useRulesForm } from '../../components/form/form'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiErrorMessage, apiRequest } from '../../lib/api'
import { brandButtonStyle, portalKey, portalUrl } from '../../lib/clientPortalModel'
import { cn } from '../../lib/utils'
import { formatMoney } from '../partners/portal/quotes/quoteMath'
import { formatValidUntil } from '../partners/portal/quotes/quotesApi'
import { formatMoment } from './portalDates'
import { LinesTable, TextBlock, TotalsList } from './PricedParts'
import {
  ACCEPT_FIELDS,
  checkAccept,
  checkDecline,
  DECLINE_FIELDS,
  PORTAL_QUOTE_LABELS,
  QUOTE_LIMITS,
  type AcceptValues,
  type DeclineValues,
  type PortalQuote,
} from './quoteRules'

const statusTones: Record<string, string> = {
  sent: 'bg-[var(--brand-soft)] text-[var(--brand-text)] ring-[var(--brand)]/25',
  accepted: 'bg-success-50 text-success-700 ring-success-100',
  declined: 'bg-danger-50 text-danger-700 ring-danger-500/20',
  expired: 'bg-amber-50 text-amber-800 ring-amber-200',
  superseded: 'bg-slate-100 text-slate-700 ring-slate-200',
}

type Answering = 'accept' | 'decline' | undefined

/** One quote the partner sent: its lines and totals, and for an open one the client's answer. */
export function QuoteCard({ token, quote: q, company }: { token: string; quote: PortalQuote; company: string }) {
  const headingId = `quote-${q.id}`
  const [answering, setAnswering] = useState<Answering>()
  // A 410 while answering: the quote's last day ended before the page knew.
  const [ended, setEnded] = useState<string>()
  const acceptRef = useRef<HTMLButtonElement>(null)
  const declineRef = useRef<HTMLButtonElement>(null)
  const open = q.status === 'sent' && !ended
  const close = (back: 'accept' | 'decline') => {
    setAnswering(undefined)
    requestAnimationFrame(() => (back === 'accept' ? acceptRef : declineRef).current?.focus())
  }

  return (
    <article aria-labelledby={headingId} data-quote-id={q.id} className="overflow-hidden rounded-card border border-slate-200/80 bg-white shadow-card">
      <div className="h-1.5 bg-[var(--accent)]" aria-hidden="true" />
      <div className="p-5 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              Quote {q.number}
            </h3>
            <p className="mt-0.5 break-words text-[15px] text-slate-600">{q.projectTitle}</p>
          </div>
          <span
            className={cn(
              'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
              statusTones[ended ? 'expired' : q.status] ?? statusTones.superseded,
            )}
          >
            {PORTAL_QUOTE_LABELS[ended ? 'expired' : q.status] ?? q.status}
          </span>
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            Valid until <time dateTime={q.validUntil}>{formatValidUntil(q.validUntil)}</time>
          </span>
          {q.sentAt ? (
            <span>
              Sent <time dateTime={q.sentAt}>{formatMoment(q.sentAt)}</time>
            </span>
          ) : null}
        </p>

        <LinesTable doc={q} label={`quote ${q.number}`} />
        <TotalsList doc={q} label={`quote ${q.number}`} />

        {q.terms ? <TextBlock title="Terms" text={q.terms} /> : null}
        {q.notes ? <TextBlock title="Notes" text={q.notes} /> : null}

        <div className="mt-7 border-t border-slate-100 pt-5">
          {ended ? (
            <p role="alert" className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>This quote has expired. Ask {company} for a new one.</span>
            </p>
          ) : open ? (
            answering === 'accept' ? (
              <AcceptForm token={token} quote={q} onCancel={() => close('accept')} onEnded={setEnded} onDone={() => setAnswering(undefined)} />
            ) : answering === 'decline' ? (
              <DeclineForm token={token} quote={q} company={company} onCancel={() => close('decline')} onEnded={setEnded} onDone={() => setAnswering(undefined)} />
            ) : (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="min-w-0 text-sm text-slate-600">Accept to go ahead, or tell {company} why not.</p>
                <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row">
                  <Button ref={declineRef} variant="secondary" onClick={() => setAnswering('decline')}>
                    <ThumbsDown aria-hidden="true" />
                    Decline <span className="sr-only">quote {q.number}</span>
                  </Button>
                  <Button ref={acceptRef} style={brandButtonStyle} className="hover:brightness-95" onClick={() => setAnswering('accept')}>
                    <BadgeCheck aria-hidden="true" />
                    Accept Quote <span className="sr-only">{q.number}</span>
                  </Button>
                </div>
              </div>
            )
          ) : (
            <Outcome quote={q} />
          )}
        </div>
      </div>
    </article>
  )
}

function Outcome({ quote: q }: { quote: PortalQuote }) {
  if (q.status === 'accepted') {
    return (
      <p className="flex items-start gap-2 text-[15px] font-medium text-success-700" data-outcome>
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          Accepted{q.acceptedName ? ` by ${q.acceptedName}` : ''}
          {q.decidedAt ? (
            <>
              {' '}on <time dateTime={q.decidedAt}>{formatMoment(q.decidedAt)}</time>
            </>
          ) : null}
        </span>
      </p>
    )
  }
  if (q.status === 'declined') {
    return (
      <div data-outcome>
        <p className="flex items-start gap-2 text-[15px] font-medium text-danger-700">
          <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            Declined
            {q.decidedAt ? (
              <>
                {' '}on <time dateTime={q.decidedAt}>{formatMoment(q.decidedAt)}</time>
              </>
            ) : null}
          </span>
        </p>
        {q.declineReason ? <p className="mt-2 whitespace-pre-line break-words rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">{q.declineReason}</p> : null}
      </div>
    )
  }
  if (q.status === 'superseded') {
    return (
      <p className="flex items-start gap-2 text-sm text-slate-600" data-outcome>
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Replaced by {q.supersededBy ? `quote ${q.supersededBy}` : 'a newer quote'}. This one can no longer be accepted.</span>
      </p>
    )
  }
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600" data-outcome>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>This quote expired on {formatValidUntil(q.validUntil)}.</span>
    </p>
  )
}

const { TextField, CheckboxField, TextareaField } = fieldsFor<AcceptValues & DeclineValues>()

/** The portal reads again; a 410 of the quote (its day ended) shows as expired, anything else in a toast. */
function useAnswer<V>(token: string, quote: PortalQuote, kind: 'accept' | 'decline', onEnded: (message: string) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: V) => apiRequest('POST', `${portalUrl(token)}/quotes/${quote.id}/${kind}`, body),
    onSettled: async (_data, error) => {
      if (error instanceof ApiError && error.status === 410) onEnded(apiErrorMessage(error) ?? '')
      await queryClient.invalidateQueries({ queryKey: portalKey(token) })
    },
  })
}

function useFocusFirst(id: string) {
  useEffect(() => {
    document.getElementById(id)?.focus()
  }, [id])
}

function AcceptForm({
  token,
  quote: q,
  onCancel,
  onDone,
  onEnded,
}: {
  token: string
  quote: PortalQuote
  onCancel: () => void
  onDone: () => void
  onEnded: (message: string) => void
}) {
  const form = useRulesForm<AcceptValues>(ACCEPT_FIELDS, checkAccept, { name: '', agree: false }, 'onSubmit')
  const answer = useAnswer<{ name: string }>(token, q, 'accept', onEnded)
  const nameId = `quote-${q.id}-name`
  useFocusFirst(nameId)
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await answer.mutateAsync({ name: v.name.trim() })
      toast({ title: 'Quote accepted', description: `Thank you. ${q.number} is accepted and your partner has been told.` })
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) return
      const { message, matched } = applyServerErrors(form, error, ['name'])
      if (!matched) toast({ variant: 'destructive', title: 'Quote not accepted', description: message ?? 'Please try again.' })
    }
  })
  return (
    <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} aria-label={`Accept quote ${q.number}`} className="space-y-4">
      <div>
        <p className="text-base font-semibold text-slate-900">Accept quote {q.number}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          Total {formatMoney(q.totalCents, q.currency)}. Your name and the time are recorded with your acceptance.
        </p>
      </div>
      <TextField
        name="name"
        id={nameId}
        label="Type your full name to accept"
        autoComplete="name"
        maxLength={QUOTE_LIMITS.name}
        className="sm:max-w-sm"
      />
      <CheckboxField name="agree" id={`quote-${q.id}-agree`} label="I accept this quote and its terms" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={answer.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={answer.isPending} style={brandButtonStyle} className="hover:brightness-95">
          <BadgeCheck aria-hidden="true" />
          Accept Quote
        </Button>
      </div>
    </FormRoot>
  )
}

function DeclineForm({
  token,
  quote: q,
  company,
  onCancel,
  onDone,
  onEnded,
}: {
  token: string
  quote: PortalQuote
  company: string
  onCancel: () => void
  onDone: () => void
  onEnded: (message: string) => void
}) {
  const form = useRulesForm<DeclineValues>(DECLINE_FIELDS, checkDecline, { reason: '' }, 'onSubmit')
  const answer = useAnswer<{ reason: string }>(token, q, 'decline', onEnded)
  const reasonId = `quote-${q.id}-reason`
  useFocusFirst(reasonId)
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await answer.mutateAsync({ reason: v.reason.trim() })
      toast({ title: 'Quote declined', description: `${company} has been told, with your reason.` })
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) return
      const { message, matched } = applyServerErrors(form, error, ['reason'])
      if (!matched) toast({ variant: 'destructive', title: 'Quote not declined', description: message ?? 'Please try again.' })
    }
  })
  return (
    <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} aria-label={`Decline quote ${q.number}`} className="space-y-4">
      <p className="text-base font-semibold text-slate-900">Decline quote {q.number}</p>
      <TextareaField
        name="reason"
        id={reasonId}
        label="Why are you declining?"
        hint={`${company} reads this, so they can answer it.`}
        rows={3}
        maxLength={QUOTE_LIMITS.reason}
        className="[&_textarea]:min-h-[96px]"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={answer.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" loading={answer.isPending}>
          Decline Quote
        </Button>
      </div>
    </FormRoot>
  )
}
