import { FileText } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import type { SuccessTemplate } from '../../../lib/success/successApi'
import { usageLabel } from '../../../lib/success/successRules'
import { CatalogueList, CatalogueRow } from '../common/CatalogueList'
import { ADMIN_TEMPLATES_KEY, TemplateFormSheet } from './TemplateFormSheet'

/** The success templates library: create, edit and delete. */
export function TemplatesAdmin() {
  return (
    <CatalogueList<SuccessTemplate>
      queryKey={ADMIN_TEMPLATES_KEY}
      listUrl="/api/admin/success-templates"
      itemUrl={(t) => `/api/admin/success-templates/${t.id}`}
      nameOf={(t) => t.title}
      layout="rows"
      words={{
        many: 'templates',
        newLabel: 'New Template',
        summary: (list) => `${list.length} ${list.length === 1 ? 'template' : 'templates'} in the library`,
        empty: { icon: <FileText aria-hidden="true" />, text: 'Write the first outreach script, proposal or checklist for partners to fill in.' },
        deleted: 'Template deleted',
        notDeleted: 'The template was not deleted',
        confirm: { title: 'Delete this template?', description: (t) => `"${t.title}" leaves the partners' library. This cannot be undone.`, label: 'Delete template' },
      }}
      renderItem={(t, actions) => (
        <CatalogueRow
          badges={
            <>
              <Badge tone="brand" className="px-2.5 py-0.5">
                {t.categoryLabel}
              </Badge>
              <Badge tone="neutral" className="px-2.5 py-0.5 capitalize">
                {t.difficulty}
              </Badge>
              {t.industry ? <span className="text-sm text-slate-500">{t.industry}</span> : null}
            </>
          }
          title={t.title}
          meta={`${t.variables.length} ${t.variables.length === 1 ? 'variable' : 'variables'} · ${usageLabel(t.usageCount)}`}
          actions={actions}
        />
      )}
      renderForm={(editing, close) => <TemplateFormSheet template={editing} onClose={close} />}
    />
  )
}
