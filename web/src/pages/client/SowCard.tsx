import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, Download, FileSignature } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { applyServerErrors, FormRoot, useRulesForm } from '../../components/form/form'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { apiRequest } from '../../lib/api'
import { brandButtonStyle, portalKey, portalUrl, sowPdfUrl } from '../../lib/clientPortalModel'
import { PORTAL_SOW_LABELS, signedLine, type Sow } from '../../lib/sowModel'
import { cn } from '../../lib/utils'
import { checkSign, EMPTY_SIGNATURE, SIGN_FIELDS, type SignValues } from '../partners/agreements/agreementRules'
import { MarkdownText } from '../partners/agreements/MarkdownText'
import { SignatureFields } from '../partners/agreements/SignatureFields'
import { formatMoment } from './portalDates'

const statusTones: Record<string, string> = {
  sent: 'bg-[var(--brand-soft)] text-[var(--brand-text)] ring-[var(--brand)]/25',
  signed: 'bg-success-50 text-success-700 ring-success-100',
}

const CONSENT = 'I have read and agree to this statement of work'
const checkSowSignature = checkSign('Tick the box to agree to this statement of work.')

/** One statement of work the partner sent: its text, and the client's signature or the way to give it. */
export function SowCard({ token, sow: s, company }: { token: string; sow: Sow; company: string }) {
  const headingId = `sow-${s.id}`
  const [signing, setSigning] = useState(false)
  const signRef = useRef<HTMLButtonElement>(null)
  const signed = s.signature
  const text = <MarkdownText source={s.body} topLevel={4} />
  return (
    <article aria-labelledby={headingId} data-sow-id={s.id} className="overflow-hidden rounded-card border border-slate-200/80 bg-white shadow-card">
      <div className="h-1.5 bg-[var(--accent)]" aria-hidden="true" />
      <div className="p-5 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="break-words text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              {s.title}
            </h3>
            <p className="mt-0.5 break-words text-[15px] text-slate-600">
              Statement of work {s.number} · {s.projectTitle}
            </p>
          </div>
          <span className={cn('inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset', statusTones[s.status] ?? statusTones.sent)}>
            {PORTAL_SOW_LABELS[s.status] ?? s.status}
          </span>
        </div>
        {s.sentAt ? (
          <p className="mt-2 text-sm text-slate-600">
            Sent <time dateTime={s.sentAt}>{formatMoment(s.sentAt)}</time>
          </p>
        ) : null}

        {signed ? (
          <details className="group mt-6 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200">
            <summary className="cursor-pointer text-[15px] font-semibold text-[var(--brand-text)] underline-offset-4 hover:underline">Read the signed text</summary>
            <div className="mt-4 border-t border-slate-200 pt-4">{text}</div>
          </details>
        ) : (
          <div className="mt-6 border-t border-slate-100 pt-6">{text}</div>
        )}

        <div className="mt-7 border-t border-slate-100 pt-5">
          {signing && !signed ? (
            <SignForm
              token={token}
              sow={s}
              onCancel={() => {
                setSigning(false)
                requestAnimationFrame(() => signRef.current?.focus())
              }}
              onDone={() => setSigning(false)}
            />
          ) : (
            <div className={cn('flex flex-col gap-4', signed && 'sm:flex-row sm:items-center sm:justify-between')}>
              {signed ? (
                <p className="flex min-w-0 items-start gap-2 text-[15px] font-medium text-success-700" data-outcome>
                  <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  <span>{signedLine(signed, formatMoment)}</span>
                </p>
              ) : (
                <p className="min-w-0 text-sm text-slate-600">Sign to go ahead, or ask {company} about it in a message.</p>
              )}
              <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button asChild variant="secondary">
                  <a href={sowPdfUrl(token, s.id)} download={`${s.number}.pdf`}>
                    <Download aria-hidden="true" />
                    Download PDF <span className="sr-only">of statement of work {s.number}</span>
                  </a>
                </Button>
                {signed ? null : (
                  <Button ref={signRef} style={brandButtonStyle} className="hover:brightness-95" onClick={() => setSigning(true)}>
                    <FileSignature aria-hidden="true" />
                    Sign Statement <span className="sr-only">{s.number}</span>
                  </Button>
                )}
              </div>
            </div>
          )}
        </div>
      </div>
    </article>
  )
}

/** The typed name and consent; the portal reads again whatever the answer (signed here, elsewhere, or withdrawn). */
function SignForm({ token, sow: s, onCancel, onDone }: { token: string; sow: Sow; onCancel: () => void; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useRulesForm<SignValues>(SIGN_FIELDS, checkSowSignature, EMPTY_SIGNATURE, 'onSubmit')
  const sign = useMutation({
    mutationFn: (body: SignValues) => apiRequest('POST', `${portalUrl(token)}/sows/${s.id}/sign`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKey(token) }),
  })
  const { setFocus } = form
  useEffect(() => setFocus('name'), [setFocus])
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await sign.mutateAsync({ name: v.name.trim(), consent: v.consent })
      toast({ title: 'Statement signed', description: `Thank you. ${s.number} is signed and your partner has been told.` })
      onDone()
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, SIGN_FIELDS)
      if (!matched) toast({ variant: 'destructive', title: 'Not signed', description: message ?? 'Please try again.' })
    }
  })
  return (
    <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} aria-label={`Sign ${s.number}`} className="space-y-4">
      <div>
        <p className="text-base font-semibold text-slate-900">Sign {s.title}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          Your name, your e-mail address, the time and a fingerprint of the text above are recorded with your signature.
        </p>
      </div>
      <SignatureFields consent={CONSENT} idPrefix={`sow-${s.id}`} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={sign.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={sign.isPending} style={brandButtonStyle} className="hover:brightness-95">
          <FileSignature aria-hidden="true" />
          Sign Statement
        </Button>
      </div>
    </FormRoot>
  )
}
