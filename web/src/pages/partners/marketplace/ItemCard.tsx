import { Bot, CheckCircle2, Clock, Download, Plug, Workflow } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import type { MarketItem } from '../../../lib/marketApi'
import { adoption, kindLabel, ratingOf } from './marketRules'
import { Stars } from './Stars'

const icons = { package: Plug, agent: Bot, app: Workflow }

/** One package or template in the catalogue: what it is, how it is rated and used, and Details. */
export function ItemCard({ item, onOpen }: { item: MarketItem; onOpen: () => void }) {
  const Icon = icons[item.kind === 'package' ? 'package' : item.type]
  const { value, count } = ratingOf(item)
  const integrations = item.kind === 'package' ? item.integrations : item.requiredIntegrations
  return (
    <article className="flex h-full flex-col rounded-card border border-slate-200/80 bg-white p-5 shadow-card">
      <div className="flex items-start gap-3">
        <span className={item.kind === 'package' ? 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700' : 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-50 text-violet-700'}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {kindLabel(item)} · {item.category}
          </p>
          <h3 className="mt-0.5 break-words font-semibold leading-snug text-slate-900">{item.name}</h3>
        </div>
        {item.kind === 'package' && item.installed ? (
          <Badge tone="success" className="shrink-0 px-2 py-0.5">
            <CheckCircle2 aria-hidden="true" />
            Installed
          </Badge>
        ) : null}
      </div>
      {item.description ? <p className="mt-3 line-clamp-3 break-words text-[15px] leading-relaxed text-slate-600">{item.description}</p> : null}
      {integrations.length ? (
        <ul aria-label="Integrations" className="mt-3 flex flex-wrap gap-1.5">
          {integrations.slice(0, 4).map((i) => (
            <li key={i} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {i}
            </li>
          ))}
          {integrations.length > 4 ? <li className="px-1 text-xs font-medium text-slate-500">+{integrations.length - 4} more</li> : null}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 border-t border-slate-100 pt-3.5 text-sm text-slate-600">
          <Stars value={value} count={count} />
          <span className="inline-flex items-center gap-1.5">
            <Download aria-hidden="true" className="size-3.5 text-slate-400" />
            {adoption(item)}
          </span>
          {item.estimatedSetupTime ? (
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-3.5 text-slate-400" />
              {item.estimatedSetupTime}
            </span>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" className="mt-4 w-full" onClick={onOpen}>
          View Details<span className="sr-only"> of {item.name}</span>
        </Button>
      </div>
    </article>
  )
}
