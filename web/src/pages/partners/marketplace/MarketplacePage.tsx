import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { oneOf, useUrlState } from '../../../lib/urlState'
import { ToolHeader } from '../common/ToolPage'
import { AutomationsSection } from './AutomationsSection'
import { Catalogue } from './Catalogue'
import { DetailSheet, type OpenItem } from './DetailSheet'
import { AUTOMATIONS_KEY, fetchAutomations } from '../../../lib/marketApi'

/** ?tab=automations; the catalogue when absent. */
const SECTION_PARAMS = { tab: oneOf(['automations'], 'catalogue') }

/** /partners/marketplace: the catalogue of packages and templates, and the partner's own automations. */
export default function MarketplacePage() {
  const [{ tab: section }, setParams] = useUrlState(SECTION_PARAMS)
  const [open, setOpen] = useState<OpenItem | null>(null)
  const automations = useQuery({ queryKey: AUTOMATIONS_KEY, queryFn: fetchAutomations, staleTime: 0 })
  const show = (v: string) => setParams({ tab: SECTION_PARAMS.tab.parse(v) }, { only: true })
  const count = automations.data?.length ?? 0

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8 sm:px-8 sm:py-10">
      <ToolHeader title="Marketplace" lead="Integration packages to connect your clients' tools, and automation templates that become agents and apps of your own." />
      <Tabs value={section} onValueChange={show} className="mt-8">
        <TabsList aria-label="Marketplace sections" className="w-full sm:w-auto [&>*]:flex-1 sm:[&>*]:flex-none">
          <TabsTrigger value="catalogue">Catalogue</TabsTrigger>
          <TabsTrigger value="automations">
            My automations
            {count > 0 ? (
              <span className="rounded-full bg-slate-200 px-1.5 py-0.5 text-[11px] font-bold leading-none text-slate-700">
                <span className="sr-only">(</span>
                {count}
                <span className="sr-only">)</span>
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="catalogue" className="mt-6">
          <Catalogue onOpen={setOpen} />
        </TabsContent>
        <TabsContent value="automations" className="mt-6">
          <AutomationsSection onBrowse={() => show('catalogue')} />
        </TabsContent>
      </Tabs>
      <DetailSheet
        open={open}
        onClose={() => setOpen(null)}
        onShowAutomations={() => {
          setOpen(null)
          show('automations')
        }}
      />
    </div>
  )
}
