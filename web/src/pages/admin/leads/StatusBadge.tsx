import { Badge } from '../../../components/ui/badge'
import { labelOf, STATUS_LABELS, statusTone } from './leadModel'

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} className="px-2.5 py-0.5">
      {labelOf(STATUS_LABELS, status)}
    </Badge>
  )
}
