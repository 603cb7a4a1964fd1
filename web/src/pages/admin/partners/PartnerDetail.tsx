import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Ban, Globe, Mail, Phone, RotateCcw, Send } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../lib/api'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { InvitationLink } from './InvitationLink'
import { fetchPartner, partnerKey, PARTNERS_KEY, resendInvitation, setPartnerActive } from './partnerApi'
import { formatDate, formatDateTime, type Invitation, type PartnerDetail } from './partnerModel'
import { PartnerStatusBadge } from './PartnerStatusBadge'
import { PaymentsSection } from './PaymentsSection'
import { SubscriptionsSection } from './SubscriptionsSection'
import { ClientsSection, ProjectsSection } from './PartnerWork'
import { Dash } from '../common/TabStates'
import { Section } from './states'
import { Can } from '../common/Can'

/** One partner for staff, in a side sheet: details, work, invitation, access and payments. */
export function PartnerDetailSheet({ partnerId, onClose }: { partnerId: number | null; onClose: () => void }) {
  return (
    <Dialog open={partnerId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent closeLabel="Close partner details" className="sm:max-w-2xl">
        {partnerId !== null ? <DetailBody key={partnerId} partnerId={partnerId} /> : null}
      </SheetContent>
    </Dialog>
  )
}

function DetailBody({ partnerId }: { partnerId: number }) {
  const query = useQuery({ queryKey: partnerKey(partnerId), queryFn: ({ signal }) => fetchPartner(partnerId, signal) })

  if (!query.data) {
    return (
      <div className="flex flex-1 flex-col p-6">
        <DialogTitle>Partner details</DialogTitle>
        <DialogDescription role={query.isError ? 'alert' : 'status'} className="mt-6 text-[15px]">
          {query.isError ? (apiErrorMessage(query.error) ?? 'This partner could not be loaded.') : 'Loading partner...'}
        </DialogDescription>
        {query.isError ? (
          <Button variant="secondary" size="sm" className="mt-4 self-start" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        ) : null}
      </div>
    )
  }
  return <Detail detail={query.data} />
}

function Detail({ detail }: { detail: PartnerDetail }) {
  const { partner } = detail
  const [invitation, setInvitation] = useState<Invitation | null>(null)
  return (
    <div className="flex-1 overflow-y-auto">
      <div className="border-b border-slate-100 px-5 pb-5 pr-16 pt-6 sm:px-7">
        <PartnerStatusBadge status={partner.status} />
        <DialogTitle className="mt-3 break-words">{partner.company}</DialogTitle>
        <DialogDescription className="mt-1">
          Partner #{partner.id} · created <time dateTime={partner.createdAt}>{formatDate(partner.createdAt)}</time>
        </DialogDescription>
        <Can permission="manage">
          <div className="mt-4 flex flex-wrap gap-2">
            <AccessActions detail={detail} onInvitation={setInvitation} />
          </div>
        </Can>
        {invitation ? (
          <div className="mt-4">
            <InvitationLink invitation={invitation} who={partner.company} />
          </div>
        ) : null}
      </div>

      <div className="space-y-8 px-5 py-6 sm:px-7">
        <Section title="Details">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Item label="Contact">{partner.contactName || <Dash />}</Item>
            <Item label="Email" icon={<Mail aria-hidden="true" />}>
              <a href={`mailto:${partner.email}`} className="break-all text-brand-700 hover:underline">
                {partner.email}
              </a>
            </Item>
            <Item label="Phone" icon={<Phone aria-hidden="true" />}>
              {partner.phone ? <a href={`tel:${partner.phone}`} className="text-brand-700 hover:underline">{partner.phone}</a> : <Dash />}
            </Item>
            <Item label="Website" icon={<Globe aria-hidden="true" />}>
              {partner.website ? (
                <a href={partner.website} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 hover:underline">
                  {partner.website}
                </a>
              ) : (
                <Dash />
              )}
            </Item>
            <Item label="Revenue share">{partner.revenueSharePercentage}% to the partner</Item>
            <Item label="Last sign-in">
              {partner.lastSignInAt ? <time dateTime={partner.lastSignInAt}>{formatDateTime(partner.lastSignInAt)}</time> : 'Never'}
            </Item>
          </dl>
        </Section>
        <ProjectsSection projects={detail.projects} />
        <ClientsSection clients={detail.clients} />
        <PaymentsSection detail={detail} />
        <SubscriptionsSection detail={detail} />
      </div>
    </div>
  )
}

/** Resend invitation (while invited), Deactivate or Reactivate (asked first). */
function AccessActions({ detail, onInvitation }: { detail: PartnerDetail; onInvitation: (i: Invitation) => void }) {
  const { partner } = detail
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const deactivated = partner.status === 'deactivated'

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: partnerKey(partner.id) }),
      queryClient.invalidateQueries({ queryKey: PARTNERS_KEY, exact: true }),
    ])

  const invite = useMutation({
    mutationFn: () => resendInvitation(partner.id),
    onSuccess: (inv) => {
      onInvitation(inv)
      toast({ title: 'New invitation ready', description: 'The previous link no longer works.' })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: apiErrorMessage(error) ?? 'Failed to create an invitation' }),
  })

  const access = useMutation({
    mutationFn: () => setPartnerActive(partner.id, deactivated),
    onSuccess: async (p) => {
      await refresh()
      setConfirming(false)
      toast({
        title: deactivated ? 'Partner reactivated' : 'Partner deactivated',
        description: deactivated ? `${p.company} can sign in again.` : `${p.company} is signed out and their client links stopped working.`,
      })
    },
    onError: (error) => {
      setConfirming(false)
      toast({ variant: 'destructive', title: 'Error', description: apiErrorMessage(error) ?? 'Failed to change access' })
    },
  })

  return (
    <>
      {partner.status === 'pending' ? (
        <Button size="sm" variant="secondary" onClick={() => invite.mutate()} loading={invite.isPending}>
          {invite.isPending ? null : <Send aria-hidden="true" />}
          Resend Invitation
        </Button>
      ) : null}
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} aria-haspopup="dialog">
        {deactivated ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
        {deactivated ? 'Reactivate' : 'Deactivate'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={deactivated ? `Reactivate ${partner.company}?` : `Deactivate ${partner.company}?`}
        description={
          deactivated
            ? 'They can sign in to the partner portal again, and their client links work again unless turned off.'
            : 'They are signed out at once, cannot sign in, and every client portal link of theirs stops working. Their data is kept; you can reactivate them later.'
        }
        confirmLabel={deactivated ? 'Reactivate' : 'Deactivate'}
        variant={deactivated ? 'primary' : 'destructive'}
        pending={access.isPending}
        onConfirm={() => access.mutate()}
      />
    </>
  )
}

function Item({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-[13px] font-medium text-slate-500 [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 text-[15px] text-slate-900">{children}</dd>
    </div>
  )
}
