import { lazy, Suspense } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { oneOf, useUrlState } from '../../../lib/urlState'
import { ListSkeleton } from '../portal/parts'
import { ToolHeader } from '../common/ToolPage'

const StoriesSection = lazy(() => import('./StoriesSection'))
const TemplatesSection = lazy(() => import('./TemplatesSection'))

const SECTIONS = [
  { value: 'stories', label: 'Success stories' },
  { value: 'templates', label: 'Templates' },
] as const

/** ?tab=templates; stories when absent. */
const SECTION_PARAMS = { tab: oneOf(SECTIONS.map((s) => s.value), 'stories') }

/** /partners/success: what worked for other partners, and templates to send to prospects and clients. */
export default function SuccessPage() {
  const [{ tab: current }, setParams] = useUrlState(SECTION_PARAMS)
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8 sm:px-8 sm:py-10">
      <ToolHeader
        title="Success Tools"
        lead="Learn from the partners who are winning clients, and send proven scripts, proposals and checklists in your own words."
      />
      <Tabs value={current} onValueChange={(v) => setParams({ tab: SECTION_PARAMS.tab.parse(v) }, { only: true })} className="mt-8">
        <TabsList aria-label="Success Tools sections" className="w-full sm:w-auto [&>*]:flex-1 sm:[&>*]:flex-none">
          {SECTIONS.map((s) => (
            <TabsTrigger key={s.value} value={s.value}>
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="stories" className="mt-6">
          <Suspense fallback={<ListSkeleton />}>
            <StoriesSection />
          </Suspense>
        </TabsContent>
        <TabsContent value="templates" className="mt-6">
          <Suspense fallback={<ListSkeleton />}>
            <TemplatesSection />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  )
}
