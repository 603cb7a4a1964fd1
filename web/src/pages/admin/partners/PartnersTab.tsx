import { useSearchParams } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { ApplicationsView, useApplications } from './ApplicationsView'
import { PartnersList } from './PartnersList'

type View = 'list' | 'applications'

/** Admin tab: partner accounts, and the applications waiting to become partners. */
export default function PartnersTab() {
  const [params, setParams] = useSearchParams()
  const view: View = params.get('view') === 'applications' ? 'applications' : 'list'
  const applications = useApplications()
  const pending = applications.data?.filter((a) => a.status === 'pending').length ?? 0

  const onViewChange = (next: string) => {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        if (next === 'applications') p.set('view', next)
        else p.delete('view')
        return p
      },
      { replace: true },
    )
  }

  return (
    <section aria-labelledby="admin-partners-title" className="space-y-5">
      <div>
        <h2 id="admin-partners-title" className="text-2xl font-semibold tracking-tight">
          Partners
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">Invite partners, manage their access and payments, and review applications.</p>
      </div>
      <Tabs value={view} onValueChange={onViewChange}>
        <TabsList aria-label="Partner sections">
          <TabsTrigger value="list">Partner accounts</TabsTrigger>
          <TabsTrigger value="applications">
            Applications
            {pending > 0 ? (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-bold tabular-nums text-amber-900">
                <span className="sr-only">(</span>
                {pending}
                <span className="sr-only"> pending)</span>
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="list" className="mt-5">
          <PartnersList />
        </TabsContent>
        <TabsContent value="applications" className="mt-5">
          <ApplicationsView />
        </TabsContent>
      </Tabs>
    </section>
  )
}
