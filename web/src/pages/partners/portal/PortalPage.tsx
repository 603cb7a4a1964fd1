import { lazy, Suspense } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger, useTabsFollowValue } from '../../../components/ui/tabs'
import { usePartner } from '../usePartnerSession'
import { ListSkeleton } from './parts'
import { PORTAL_TABS, usePortalTab, type PortalTab } from './portalTabs'
import { ToolCards } from './ToolCards'

/** Each tab is its own chunk. */
const tabComponents: Record<PortalTab, React.LazyExoticComponent<React.ComponentType>> = {
  dashboard: lazy(() => import('./DashboardTab')),
  projects: lazy(() => import('./ProjectsTab')),
  clients: lazy(() => import('./ClientsTab')),
  communications: lazy(() => import('./CommunicationsTab')),
  revenue: lazy(() => import('./RevenueTab')),
}

/** /partners/portal (spec: Partner portal); the header comes from the partner layout. */
export default function PortalPage() {
  const { partner, unread } = usePartner()
  const [current, setTab] = usePortalTab()
  const tabList = useTabsFollowValue(current)
  const name = partner.contactName || partner.company

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8 sm:px-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Partner Portal</h1>
      <p className="mt-1 text-[15px] text-slate-600">
        Welcome back{name ? `, ${name}` : ''}. Here is where your business stands today.
      </p>
      <ToolCards />
      <Tabs value={current} onValueChange={setTab} className="mt-10">
        <TabsList ref={tabList} aria-label="Portal sections" className="flex-wrap sm:flex-nowrap">
          {PORTAL_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
              {tab.value === 'communications' && unread > 0 ? (
                <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[11px] font-bold leading-none text-white">
                  <span className="sr-only">(</span>
                  {unread}
                  <span className="sr-only"> unread)</span>
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {PORTAL_TABS.map(({ value }) => {
          const Component = tabComponents[value]
          return (
            <TabsContent key={value} value={value} className="mt-6">
              <Suspense fallback={<ListSkeleton />}>
                <Component />
              </Suspense>
            </TabsContent>
          )
        })}
      </Tabs>
    </div>
  )
}
