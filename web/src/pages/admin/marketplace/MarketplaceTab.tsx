import { Bot, Download, Plug, Star, Workflow } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import type { MarketTemplate, Package } from '../../../lib/marketApi'
import { CatalogueList, CatalogueRow } from '../common/CatalogueList'
import { SwitchedTab } from '../common/SectionSwitch'
import { MarketTemplateFormSheet } from './MarketTemplateFormSheet'
import { PackageFormSheet } from './PackageFormSheet'

type View = 'packages' | 'templates'
export const ADMIN_MARKET_KEY = ['admin', 'marketplace'] as const
const urls: Record<View, string> = { packages: '/api/admin/marketplace/packages', templates: '/api/admin/marketplace/templates' }

/** Admin tab: the marketplace's integration packages and automation templates. */
export default function MarketplaceTab() {
  return (
    <SwitchedTab
      id="admin-market-title"
      title="Marketplace"
      lead="Integration packages with their setup guides, and the automation templates partners install."
      label="Marketplace views"
      views={[
        { value: 'packages', label: 'Integration packages', view: () => <PackagesAdmin /> },
        { value: 'templates', label: 'Automation templates', view: () => <TemplatesAdmin /> },
      ]}
    />
  )
}

function PackagesAdmin() {
  return (
    <CatalogueList<Package>
      key="packages"
      queryKey={[...ADMIN_MARKET_KEY, 'packages']}
      listUrl={urls.packages}
      itemUrl={(p) => `${urls.packages}/${p.id}`}
      nameOf={(p) => p.name}
      layout="rows"
      words={{
        many: 'packages',
        newLabel: 'New Package',
        summary: (list) => `${list.length} ${list.length === 1 ? 'package' : 'packages'}, most installed first`,
        empty: { icon: <Plug aria-hidden="true" />, text: 'Add an integration package with its step-by-step guide.' },
        deleted: 'Package deleted',
        notDeleted: 'The package was not deleted',
        confirm: {
          title: 'Delete this package?',
          description: (p) => `"${p.name}" leaves the marketplace with its installs and ratings. This cannot be undone.`,
          label: 'Delete package',
        },
      }}
      renderItem={(p, actions) => (
        <CatalogueRow
          icon={<Plug aria-hidden="true" />}
          badges={
            <>
              <Badge tone="neutral" className="px-2.5 py-0.5">
                {p.category}
              </Badge>
              <Badge tone="brand" className="px-2.5 py-0.5 capitalize">
                {p.setupComplexity}
              </Badge>
            </>
          }
          title={p.name}
          meta={
            <>
              <Installs count={p.installCount} />
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                {p.ratingCount ? `${p.averageRating.toFixed(1)} (${p.ratingCount})` : 'No ratings'}
              </span>
              <span>{p.stepByStepGuide.length} guide steps</span>
              {p.estimatedSetupTime ? <span>{p.estimatedSetupTime}</span> : null}
            </>
          }
          actions={actions}
        />
      )}
      renderForm={(editing, close) => <PackageFormSheet pkg={editing} onClose={close} />}
    />
  )
}

function TemplatesAdmin() {
  return (
    <CatalogueList<MarketTemplate>
      key="templates"
      queryKey={[...ADMIN_MARKET_KEY, 'templates']}
      listUrl={urls.templates}
      itemUrl={(t) => `${urls.templates}/${t.id}`}
      nameOf={(t) => t.name}
      layout="rows"
      words={{
        many: 'templates',
        newLabel: 'New Template',
        summary: (list) => `${list.length} ${list.length === 1 ? 'template' : 'templates'}, most used first`,
        empty: { icon: <Bot aria-hidden="true" />, text: 'Add an agent or app template partners can install.' },
        deleted: 'Template deleted',
        notDeleted: 'The template was not deleted',
        confirm: {
          title: 'Delete this template?',
          description: (t) => `"${t.name}" leaves the marketplace. Automations partners already installed from it stay.`,
          label: 'Delete template',
        },
      }}
      renderItem={(t, actions) => (
        <CatalogueRow
          icon={t.type === 'agent' ? <Bot aria-hidden="true" /> : <Workflow aria-hidden="true" />}
          badges={
            <>
              <Badge tone="neutral" className="px-2.5 py-0.5">
                {t.category}
              </Badge>
              <Badge tone="brand" className="px-2.5 py-0.5">
                {t.type === 'agent' ? 'AI Agent' : 'App'}
              </Badge>
            </>
          }
          title={t.name}
          meta={
            <>
              <Installs count={t.usageCount} />
              {t.estimatedSetupTime ? <span>{t.estimatedSetupTime}</span> : null}
            </>
          }
          actions={actions}
        />
      )}
      renderForm={(editing, close) => <MarketTemplateFormSheet template={editing} onClose={close} />}
    />
  )
}

function Installs({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Download aria-hidden="true" className="size-3.5" />
      {count} {count === 1 ? 'install' : 'installs'}
    </span>
  )
}
