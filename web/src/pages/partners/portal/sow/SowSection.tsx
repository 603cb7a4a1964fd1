import { useMutation, useQuery } from '@tanstack/react-query'
import { BadgeCheck, Download, FileSignature, Pencil, Send, Trash2, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { toast } from '../../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../../lib/api'
import { localDay } from '../../../../lib/format'
import { signedLine, sowActions, SOW_STATUS_LABELS, type Sow, type SowStatus } from '../../../../lib/sowModel'
import { DocumentSection, DocumentTitle } from '../parts'
import { useRefreshPartnerData } from '../useInvalidate'
import { SowEditor, type SowProject } from './SowEditor'
import { deleteSow, fetchSows, sendSow, sowKeys, sowPdfHref, withdrawSow } from './sowApi'

const TONES: Record<SowStatus, BadgeTone> = { draft: 'neutral', sent: 'brand', signed: 'success', withdrawn: 'warning' }

type Asking = { kind: 'send' | 'delete' | 'withdraw'; sow: Sow } | undefined

const ACTS: Record<NonNullable<Asking>['kind'], (id: number) => Promise<unknown>> = { send: sendSow, withdraw: withdrawSow, delete: deleteSow }

/** The project's statements of work in its sheet, newest first, with what each one's status allows. */
export function SowSection({ project }: { project: SowProject }) {
  const query = useQuery({ queryKey: sowKeys.project(project.id), queryFn: ({ signal }) => fetchSows(project.id, signal) })
  const [editing, setEditing] = useState<Sow | null>()
  const [asking, setAsking] = useState<Asking>()
  const refresh = useRefreshPartnerData()
  const client = project.clientName.trim() || 'your client'

  const act = useMutation({
    mutationFn: ({ kind, sow }: NonNullable<Asking>) => ACTS[kind](sow.id),
    onSuccess: async (_, { kind, sow }) => {
      setAsking(undefined)
      const [title, description] = {
        send: ['Statement Sent', `${sow.number} is on its way to ${client} to sign.`],
        withdraw: ['Statement Withdrawn', `${sow.number} no longer shows in ${client}'s portal; they are told by e-mail.`],
        delete: ['Draft Deleted', `${sow.number} is deleted.`],
      }[kind]
      toast({ title, description })
      await refresh()
    },
    onError: (error, { kind }) => {
      setAsking(undefined)
      const title = { send: 'Statement not sent', withdraw: 'Statement not withdrawn', delete: 'Draft not deleted' }[kind]
      toast({ variant: 'destructive', title, description: apiErrorMessage(error) ?? 'Please try again.' })
      void refresh()
    },
  })

  const number = asking?.sow.number ?? ''
  const confirm = {
    send: {
      title: `Send ${number} to ${client}?`,
      description: `${client} will get an e-mail with a link to read the statement of work in their portal and sign it. A sent statement cannot be edited; withdraw it to change it.`,
      label: 'Send Statement',
      variant: 'primary' as const,
    },
    withdraw: {
      title: `Withdraw ${number}?`,
      description: `${client} can no longer read or sign it in their portal, and gets an e-mail saying so. It stays here, withdrawn; draft a new statement to send another.`,
      label: 'Withdraw Statement',
      variant: 'destructive' as const,
    },
    delete: {
      title: `Delete ${number}?`,
      description: 'The draft is deleted for good.',
      label: 'Delete Draft',
      variant: 'destructive' as const,
    },
  }[asking?.kind ?? 'send']

  return (
    <DocumentSection
      headingId={`sows-${project.id}`}
      title="Statements of Work"
      what="statements of work"
      newLabel="New Statement"
      onNew={() => setEditing(null)}
      query={query}
      empty={`No statements of work yet. Write the scope and send it; ${client} signs it in their portal.`}
      item={(s) => <SowRow sow={s} onEdit={() => setEditing(s)} onAsk={(kind) => setAsking({ kind, sow: s })} />}
    >
      <SowEditor project={project} sow={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(o) => (o ? undefined : setAsking(undefined))}
        variant={confirm.variant}
        title={confirm.title}
        description={confirm.description}
        confirmLabel={confirm.label}
        pending={act.isPending}
        onConfirm={() => asking && act.mutate(asking)}
      />
    </DocumentSection>
  )
}

function SowRow({ sow: s, onEdit, onAsk }: { sow: Sow; onEdit: () => void; onAsk: (kind: 'send' | 'delete' | 'withdraw') => void }) {
  const can = sowActions(s.status)
  return (
    <article aria-label={`Statement of work ${s.number}`} data-sow-id={s.id} className="rounded-xl border border-slate-200 p-4">
      <DocumentTitle icon={FileSignature} number={s.number} badge={<Badge tone={TONES[s.status] ?? 'neutral'}>{SOW_STATUS_LABELS[s.status] ?? s.status}</Badge>} />
      <p className="mt-1 break-words text-[15px] font-medium text-slate-800">{s.title}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
        <span>Created {localDay(s.createdAt)}</span>
        {s.sentAt ? <span>Sent {localDay(s.sentAt)}</span> : null}
        {s.withdrawnAt ? <span>Withdrawn {localDay(s.withdrawnAt)}</span> : null}
      </p>
      {s.signature ? (
        <p className="mt-3 flex items-start gap-1.5 text-sm font-medium text-success-700" data-outcome>
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{signedLine(s.signature, localDay)}</span>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {can.edit ? (
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${s.number}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : null}
        {can.send ? (
          <Button size="sm" onClick={() => onAsk('send')} aria-label={`Send ${s.number}`}>
            <Send aria-hidden="true" />
            Send
          </Button>
        ) : null}
        <a href={sowPdfHref(s.id)} download className={buttonClasses('secondary', 'sm')} aria-label={`Download PDF of ${s.number}`}>
          <Download aria-hidden="true" />
          Download PDF
        </a>
        {can.withdraw ? (
          <Button variant="ghost" size="sm" onClick={() => onAsk('withdraw')} aria-label={`Withdraw ${s.number}`} className="text-danger-700 hover:bg-danger-50 hover:text-danger-700">
            <Undo2 aria-hidden="true" />
            Withdraw
          </Button>
        ) : null}
        {can.remove ? (
          <Button variant="ghost" size="sm" onClick={() => onAsk('delete')} aria-label={`Delete ${s.number}`} className="text-danger-700 hover:bg-danger-50 hover:text-danger-700">
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : null}
      </div>
    </article>
  )
}
