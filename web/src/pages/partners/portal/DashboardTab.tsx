import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Briefcase, CalendarDays, CheckCircle2, DollarSign, MessageSquare, Star, TrendingUp, Wallet } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Progress } from '../../../components/ui/progress'
import { LoadError } from '../../../components/ui/error-panel'
import { ago, count, day, money, rating, ratingsCount } from '../../../lib/format'
import { messageTypeLabel } from '../rules/messageRules'
import { keys, LIVE_REFRESH_MS, type Dashboard } from './api'
import { ListSkeleton, ProjectStatusBadge, StatCard } from './parts'
import { RatingsDialog } from './RatingsDialog'
import { getJSON } from '../../../lib/api'
import { usePortalTab } from './portalTabs'
import { ResponseTimesCard } from '../sla/ResponseTimesCard'

export default function DashboardTab() {
  const [, setTab] = usePortalTab()
  const [showRatings, setShowRatings] = useState(false)
  const query = useQuery({
    queryKey: keys.dashboard,
    queryFn: ({ signal }) => getJSON<Dashboard>('/api/partner/dashboard', signal),
    refetchInterval: LIVE_REFRESH_MS,
  })
  if (query.isError) return <LoadError what="your dashboard" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (!query.data) return <ListSkeleton rows={4} />
  const { stats, recentProjects, recentCommunications } = query.data

  return (
    <div className="space-y-8">
      <h2 className="sr-only">Dashboard</h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard icon={Briefcase} label="Active Projects" value={count(stats.activeProjects)} note="Planning, in progress or in review" />
        <StatCard icon={CheckCircle2} label="Completed" value={count(stats.completedProjects)} tone="success" note="Projects delivered" />
        {/* The Revenue Dashboard's "Your share" on the range it opens with: the server computes both alike. */}
        <StatCard icon={DollarSign} label="Your share" value={money(stats.totalRevenueCents)} tone="success" note="Last 12 months, paid and pending" />
        <StatCard icon={TrendingUp} label="This Month" value={money(stats.thisMonthRevenueCents)} note="Your share this month" />
        <StatCard icon={Wallet} label="Avg Project Value" value={money(stats.averageProjectValueCents)} note="Across your projects" />
        <StatCard
          icon={Star}
          label="Client Rating"
          value={rating(stats.clientSatisfaction)}
          tone="amber"
          note={stats.clientRatings > 0 ? `Average of ${ratingsCount(stats.clientRatings)}` : 'No client ratings yet'}
          action={
            <button
              type="button"
              onClick={() => setShowRatings(true)}
              className="rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              View ratings
            </button>
          }
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-lg font-semibold">Recent Projects</h3>
            <Button variant="ghost" size="sm" onClick={() => setTab('projects')}>
              View All
            </Button>
          </div>
          {recentProjects.length === 0 ? (
            <p className="mt-4 text-[15px] text-slate-600">No projects yet. Create one from the Projects tab.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100">
              {recentProjects.slice(0, 3).map((p) => (
                <li key={p.id} className="py-3 first:pt-0 last:pb-0">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900">{p.title}</p>
                      <p className="truncate text-sm text-slate-600">{p.clientName}</p>
                    </div>
                    <ProjectStatusBadge status={p.status} />
                  </div>
                  <div className="mt-2 flex items-center gap-3">
                    <Progress value={p.progress} aria-label={`${p.title} progress`} className="h-2" />
                    <span className="w-10 shrink-0 text-right text-xs font-medium tabular-nums text-slate-600">{p.progress}%</span>
                  </div>
                  <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500">
                    <CalendarDays aria-hidden="true" className="size-3.5" />
                    Due {day(p.dueDate)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card className="p-5 sm:p-6">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-lg font-semibold">Recent Communications</h3>
            <Button variant="ghost" size="sm" onClick={() => setTab('communications')}>
              View All
            </Button>
          </div>
          {recentCommunications.length === 0 ? (
            <p className="mt-4 text-[15px] text-slate-600">No messages yet. Messages with your clients appear here.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100">
              {recentCommunications.map((m) => (
                <li key={m.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                  <MessageSquare aria-hidden="true" className={m.read ? 'mt-0.5 size-4 shrink-0 text-slate-400' : 'mt-0.5 size-4 shrink-0 text-brand-600'} />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge tone="neutral" className="px-2 py-0.5">{messageTypeLabel(m.type)}</Badge>
                      {!m.read ? <span className="text-xs font-semibold text-brand-700">New</span> : null}
                    </div>
                    <p className="mt-1 line-clamp-2 text-sm text-slate-800">{m.message}</p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {m.senderName || m.clientName} · {ago(m.createdAt)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <ResponseTimesCard />
      <RatingsDialog open={showRatings} onOpenChange={setShowRatings} />
    </div>
  )
}
