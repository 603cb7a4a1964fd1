import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { APPLICATION_STATUS_LABELS, PARTNER_STATUS_LABELS, type ApplicationStatus, type PartnerStatus } from './partnerModel'

const partnerTones: Record<PartnerStatus, BadgeTone> = { active: 'success', pending: 'warning', deactivated: 'neutral' }
const applicationTones: Record<ApplicationStatus, BadgeTone> = { pending: 'warning', approved: 'success', declined: 'neutral' }

export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  return (
    <Badge tone={partnerTones[status] ?? 'neutral'} className="px-2.5 py-0.5">
      {PARTNER_STATUS_LABELS[status] ?? status}
    </Badge>
  )
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge tone={applicationTones[status] ?? 'neutral'} className="px-2.5 py-0.5">
      {APPLICATION_STATUS_LABELS[status] ?? status}
    </Badge>
  )
}
