import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, Download, ExternalLink, FileText } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog'
import { toast } from '../../components/ui/use-toast'
import { apiErrorMessage, apiRequest } from '../../lib/api'
import {
  brandButtonStyle,
  deliverableFileUrl,
  DELIVERABLE_TYPE_LABELS,
  labelOf,
  portalKey,
  portalUrl,
  type PortalDeliverable,
  type PortalProject,
} from '../../lib/clientPortalModel'
import { formatMoment } from './portalDates'
import { RatingForm } from './RatingForm'

/**
 * A deliverable the partner made visible: open or download it, and approve
 * it once; right after the approval the client is asked to rate the project.
 */
export function DeliverableItem({
  token,
  deliverable: d,
  project,
  company,
}: {
  token: string
  deliverable: PortalDeliverable
  project: PortalProject
  company: string
}) {
  const approved = d.status === 'approved' || d.approvedAt !== null
  const [askRating, setAskRating] = useState(false)
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
          <ApproveButton token={token} deliverable={d} onApproved={() => setAskRating(!project.myRating)} />
        )}
      </div>
      <RateAfterApproval
        open={askRating}
        onClose={() => setAskRating(false)}
        token={token}
        deliverable={d}
        project={project}
        company={company}
      />
    </li>
  )
}

/** Asked once the client approved a deliverable: how is the partner doing on this project? */
function RateAfterApproval({
  open,
  onClose,
  token,
  deliverable: d,
  project,
  company,
}: {
  open: boolean
  onClose: () => void
  token: string
  deliverable: PortalDeliverable
  project: PortalProject
  company: string
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-success-700">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Approved
        </p>
        <DialogTitle className="mt-1">How is {company} doing?</DialogTitle>
        <DialogDescription className="mt-2 text-[15px] leading-relaxed">
          You approved {d.title}. Rate their work on {project.title} so far; {company} sees your rating with your name.
        </DialogDescription>
        <div className="mt-5">
          <RatingForm
            token={token}
            projectId={project.id}
            projectTitle={project.title}
            deliverableId={d.id}
            focusOnOpen
            onDone={onClose}
            onCancel={onClose}
            cancelLabel="Not now"
          />
        </div>
      </DialogContent>
    </Dialog>
  )
}

function ApproveButton({ token, deliverable: d, onApproved }: { token: string; deliverable: PortalDeliverable; onApproved: () => void }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useMutation({
    mutationFn: () => apiRequest('POST', `${portalUrl(token)}/deliverables/${d.id}/approve`),
    onSuccess: async () => {
      // This button goes once the portal shows the approval; the item above it asks for the rating.
      setOpen(false)
      onApproved()
      toast({ title: 'Approved', description: `${d.title} is approved. Your partner has been told.` })
      await queryClient.invalidateQueries({ queryKey: portalKey(token) })
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
