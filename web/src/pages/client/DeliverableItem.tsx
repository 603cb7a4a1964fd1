import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, Download, ExternalLink, FileText } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog'
import { toast } from '../../components/ui/use-toast'
import { apiErrorMessage, apiRequest } from '../../lib/api'
import { brandButtonStyle, deliverableFileUrl, DELIVERABLE_TYPE_LABELS, labelOf, portalKey, portalUrl, type PortalDeliverable } from './clientPortalModel'
import { formatMoment } from './portalDates'



/** A deliverable the partner made visible: open or download it, and approve it once. */
export function DeliverableItem({ token, deliverable: d }: { token: string; deliverable: PortalDeliverable }) {
  const approved = d.status === 'approved' || d.approvedAt !== null
  return (
    <li data-deliverable-id={d.id} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-[var(--brand-soft)] text-[var(--brand-text)]">
          <FileText className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <p className="font-semibold break-words text-slate-900">{d.title}</p>
            <span className="text-[13px] text-slate-500">{labelOf(DELIVERABLE_TYPE_LABELS, d.type)}</span>
          </div>
          {d.description ? <p className="mt-0.5 whitespace-pre-line text-sm text-slate-600">{d.description}</p> : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 sm:pl-[52px]">
        {d.hasFile ? (
          <a
            href={deliverableFileUrl(token, d.id)}
            download={d.fileName || true}
            className="inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-[var(--brand-text)] ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
          >
            <Download aria-hidden="true" className="size-4" />
            Download{d.fileName ? <span className="max-w-[180px] truncate font-normal text-slate-600">{d.fileName}</span> : null}
          </a>
        ) : d.link ? (
          <a
            href={d.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-[var(--brand-text)] ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Open<span className="sr-only"> {d.title} (opens in a new tab)</span>
          </a>
        ) : null}
        {approved ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-success-700" data-approved>
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
            <span>
              Approved{d.approvedBy ? ` by ${d.approvedBy}` : ''}
              {d.approvedAt ? (
                <>
                  {' '}on <time dateTime={d.approvedAt}>{formatMoment(d.approvedAt)}</time>
                </>
              ) : null}
            </span>
          </p>
        ) : (
          <ApproveButton token={token} deliverable={d} />
        )}
      </div>
    </li>
  )
}

function ApproveButton({ token, deliverable: d }: { token: string; deliverable: PortalDeliverable }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useMutation({
    mutationFn: () => apiRequest('POST', `${portalUrl(token)}/deliverables/${d.id}/approve`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: portalKey(token) })
      setOpen(false)
      toast({ title: 'Approved', description: `${d.title} is approved. Your partner has been told.` })
    },
    onError: async (error) => {
      setOpen(false)
      await queryClient.invalidateQueries({ queryKey: portalKey(token) })
      toast({ variant: 'destructive', title: 'Approval failed', description: apiErrorMessage(error) ?? 'Please try again.' })
    },
  })
  return (
    <Dialog open={open} onOpenChange={(next) => (mutation.isPending ? undefined : setOpen(next))}>
      <Button size="sm" style={brandButtonStyle} className="hover:brightness-95" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <BadgeCheck aria-hidden="true" />
        Approve<span className="sr-only"> {d.title}</span>
      </Button>
      <DialogContent role="alertdialog" hideClose className="sm:max-w-md">
        <DialogTitle>Approve {d.title}?</DialogTitle>
        <DialogDescription className="mt-2 text-[15px] leading-relaxed">
          Your partner sees that you approved it, with your name and the time. An approval cannot be undone.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={mutation.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button style={brandButtonStyle} className="hover:brightness-95" loading={mutation.isPending} onClick={() => mutation.mutate()}>
            Approve
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
