import { ArrowUpRight, DollarSign, Palette, Store, Trophy, Users, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { usePartner } from '../usePartnerSession'

interface Tool {
  to: string
  title: string
  text: string
  icon: LucideIcon
  tone: string
}

/** The five portal tools (spec: Further portal tool links). */
function tools(share: number): Tool[] {
  return [
    { to: '/partners/branding', title: 'Branding Tools', text: 'Logo, colours and the look your clients see.', icon: Palette, tone: 'bg-brand-50 text-brand-600' },
    { to: '/partners/community', title: 'Community Hub', text: 'Ideas, votes and stories from other partners.', icon: Users, tone: 'bg-violet-50 text-violet-600' },
    { to: '/partners/revenue', title: 'Revenue Dashboard', text: `Your earnings on the ${share}/${100 - share} split.`, icon: DollarSign, tone: 'bg-success-50 text-success-700' },
    { to: '/partners/success', title: 'Success Tools', text: 'Templates and playbooks that win clients.', icon: Trophy, tone: 'bg-amber-50 text-amber-700' },
    { to: '/partners/marketplace', title: 'Marketplace', text: 'Ready-made integrations and automations.', icon: Store, tone: 'bg-sky-50 text-sky-700' },
  ]
}

export function ToolCards() {
  const { partner } = usePartner()
  return (
    <nav aria-label="Partner tools" className="mt-6 sm:mt-8">
      {/* On a phone each tool is one compact row (icon and name), so the tabs below start on the first screen. */}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
        {tools(partner.revenueSharePercentage || 80).map(({ to, title, text, icon: Icon, tone }) => (
          <li key={to} className="last:col-span-2 sm:last:col-span-1">
            <Link
              to={to}
              className="group flex h-full items-center gap-2.5 rounded-xl border border-slate-200/80 bg-white p-2.5 shadow-card transition-[box-shadow,transform] duration-150 hover:-translate-y-0.5 hover:shadow-card-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:flex-col sm:items-stretch sm:gap-0 sm:rounded-card sm:p-4"
            >
              <span className="flex shrink-0 items-center justify-between">
                <span className={`flex size-9 items-center justify-center rounded-lg sm:size-10 sm:rounded-xl ${tone}`}>
                  <Icon aria-hidden="true" className="size-[18px] sm:size-5" />
                </span>
                <ArrowUpRight aria-hidden="true" className="hidden size-4 text-slate-400 transition-colors group-hover:text-brand-600 sm:block" />
              </span>
              <span className="text-sm font-semibold leading-tight text-slate-900 sm:mt-3 sm:text-base">{title}</span>
              <span className="mt-1 hidden text-sm leading-snug text-slate-600 sm:block">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
