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
    <nav aria-label="Partner tools" className="mt-8">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {tools(partner.revenueSharePercentage || 80).map(({ to, title, text, icon: Icon, tone }) => (
          <li key={to} className="last:col-span-2 sm:last:col-span-1">
            <Link
              to={to}
              className="group flex h-full flex-col rounded-card border border-slate-200/80 bg-white p-4 shadow-card transition-[box-shadow,transform] duration-150 hover:-translate-y-0.5 hover:shadow-card-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <span className="flex items-center justify-between">
                <span className={`flex size-10 items-center justify-center rounded-xl ${tone}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <ArrowUpRight aria-hidden="true" className="size-4 text-slate-400 transition-colors group-hover:text-brand-600" />
              </span>
              <span className="mt-3 font-semibold text-slate-900">{title}</span>
              <span className="mt-1 text-sm leading-snug text-slate-600">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
