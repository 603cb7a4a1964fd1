import { Suspense, useMemo } from 'react'
import { Tabs, TabsContent, useTabsFollowValue } from '../../components/ui/tabs'
import { oneOf, useUrlState, type UrlParams } from '../../lib/urlState'
import { useStaffAccess } from './adminApi'
import { AdminSidebar, SectionMenu } from './AdminNav'
import { AdminShell } from './AdminShell'
import { SettingNotices } from './SettingNotices'
import { StaffHeaderActions } from './StaffHeaderActions'
import { tabGroupsFor } from './tabs'

/** The staff dashboard; AdminLayout has checked access before it renders. */
export default function AdminPage() {
  return <Dashboard />
}

function TabFallback() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4">
      <span className="sr-only">Loading</span>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="h-28 rounded-card bg-slate-200/70" />
        <div className="h-28 rounded-card bg-slate-200/70" />
      </div>
      <div aria-hidden="true" className="h-96 rounded-card bg-slate-200/70" />
    </div>
  )
}

function Dashboard() {
  const access = useStaffAccess()
  // The sections this role may use, in the navigation's order (the keyboard's order too).
  const groups = useMemo(() => tabGroupsFor(access.permissions), [access.permissions])
  const tabs = useMemo(() => groups.flatMap((group) => group.tabs), [groups])
  // ?tab=, the first tab when absent or not one this role may open.
  const params = useMemo<UrlParams<{ tab: string }>>(
    () => ({ tab: oneOf(tabs.map((t) => t.value), tabs[0]?.value ?? '') }),
    [tabs],
  )
  const [{ tab: current }, setParams] = useUrlState(params)
  // A tab's own filters live in the URL too; switching tabs starts clean.
  const onTabChange = (tab: string) => setParams({ tab }, { only: true })
  const nav = useTabsFollowValue(current)

  return (
    <AdminShell
      actions={<StaffHeaderActions />}
    >
      <div className="mx-auto w-full max-w-[1400px] px-4 py-8 sm:px-8 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-[15px] text-slate-600">Everything people have sent through the site, in one place.</p>
        <SettingNotices />
        <Tabs
          value={current}
          onValueChange={onTabChange}
          className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[13.5rem_minmax(0,1fr)] lg:items-start lg:gap-10"
        >
          {/*
            Sections, never wrapped rows of tabs: a sidebar beside the panel from
            1024 px; below, one control that opens them all as a menu, kept
            under the app bar while the panel scrolls.
          */}
          <div
            ref={nav}
            className="sticky top-16 z-30 -mx-4 bg-mist/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-mist/80 sm:-mx-8 sm:px-8 lg:static lg:mx-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
          >
            <SectionMenu groups={groups} current={current} onChoose={onTabChange} className="lg:hidden" />
            <AdminSidebar groups={groups} className="hidden lg:flex" />
          </div>
          {/* At least a screen tall, so a section still loading never pulls the page up from where the reader left it. */}
          <div className="mt-4 min-h-dvh min-w-0 lg:mt-0">
            {tabs.map(({ value, Component }) => (
              <TabsContent key={value} value={value}>
                <Suspense fallback={<TabFallback />}>
                  <Component />
                </Suspense>
              </TabsContent>
            ))}
          </div>
        </Tabs>
      </div>
    </AdminShell>
  )
}
