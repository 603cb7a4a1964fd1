import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { oneOf, useUrlState } from '../../../lib/urlState'
import { ApplicationsView, useApplications } from './ApplicationsView'
import { PartnersList } from './PartnersList'

/** ?view=applications, beside the dashboard's ?tab=partners. */
const VIEW_PARAMS = { view: oneOf(['applications'], 'list') }

/** Admin tab: partner accounts, and the applications waiting to become partners. */
export default function PartnersTab() {
  const [{ view }, setParams] = useUrlState(VIEW_PARAMS)
  const applications = useApplications()
  const pending = applications.data?.filter((a) => a.status === 'pending').length ?? 0

  return (
    <section aria-labelledby="admin-partners-title" className="space-y-5">
      <div>
        <h2 id="admin-partners-title" className="text-2xl font-semibold tracking-tight">
          Partners
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">Invite partners, manage their access and payments, and review applications.</p>
      </div>
      <Tabs value={view} onValueChange={(next) => setParams({ view: VIEW_PARAMS.view.parse(next) ?? 'list' })}>
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
