import { Badge } from '../../../components/ui/badge'
import { statusLabel, statusTone } from './outboxModel'

export function OutboxStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} className="px-2.5 py-0.5">
      {statusLabel(status)}
    </Badge>
  )
}
