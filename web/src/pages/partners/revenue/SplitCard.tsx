import { PieChart } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { usdShortFromCents } from '../../../lib/money'
import { splitSentence } from '../../../lib/revenueModel'
import { PARTNER_COLOR, PLATFORM_COLOR } from './RevenueChart.colors'

/** The split in one sentence, one bar and one worked example. */
export function SplitCard({ share }: { share: number }) {
  // $1,000 in cents times the share, over 100: whole cents for any whole percentage.
  const example = 100_000
  const mine = (example * share) / 100
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Your revenue split</h2>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-success-50 text-success-700">
          <PieChart aria-hidden="true" className="size-[18px]" />
        </span>
      </div>
      <p className="mt-2 text-[15px] font-medium text-slate-800">{splitSentence(share)}</p>
      <div aria-hidden="true" className="mt-4 flex h-3 overflow-hidden rounded-full">
        <span style={{ width: `${share}%`, background: PARTNER_COLOR }} />
        <span style={{ width: `${100 - share}%`, background: PLATFORM_COLOR }} />
      </div>
      <div aria-hidden="true" className="mt-2 flex justify-between text-xs font-medium text-slate-600">
        <span>You {share}%</span>
        <span>Platform {100 - share}%</span>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        On a {usdShortFromCents(example)} client payment you keep {usdShortFromCents(mine)} and the platform keeps {usdShortFromCents(example - mine)}. The
        split is worked out to the cent when each payment is recorded.
      </p>
    </Card>
  )
}
