import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ArrowRight, FileText, SearchX } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/error-panel'
import { useDebounced } from '../../../lib/useDebounced'
import { useUrlState } from '../../../lib/urlState'
import { EmptyState, ListSkeleton, TabHeader } from '../portal/parts'
import { FilterSelect, SearchBox } from '../../../components/lists/FilterBar'
import { fetchTemplates, templatesKey, type SuccessTemplate } from '../../../lib/success/successApi'
import { DIFFICULTY_TONES, hasTemplateFilters, NO_TEMPLATE_FILTERS, queryString, usageLabel, type TemplateFilters } from '../../../lib/success/successRules'
import { TemplateFillView } from './TemplateFillView'

/** The library's section, and the template open in it (?template=id). */
const TEMPLATE_PARAMS = { tab: { fallback: 'stories' }, template: { fallback: '' } }

/** Templates: the library, filtered; one template opens its fill-in view (?template=id). */
export default function TemplatesSection() {
  const [{ template }, setParams] = useUrlState(TEMPLATE_PARAMS)
  const openId = Number(template) || undefined

  // A new history entry: Back goes from a template to the library.
  const open = (id: number | undefined) => {
    setParams({ tab: 'templates', template: id ? String(id) : '' }, { push: true, only: true })
    window.scrollTo({ top: 0 })
  }

  return openId ? <TemplateFillView id={openId} onBack={() => open(undefined)} /> : <TemplateLibrary onOpen={open} />
}

function TemplateLibrary({ onOpen }: { onOpen: (id: number) => void }) {
  const [filters, setFilters] = useState<TemplateFilters>(NO_TEMPLATE_FILTERS)
  const q = useDebounced(filters.q, 300)
  const qs = queryString({ ...filters, q })
  const query = useQuery({ queryKey: templatesKey(qs), queryFn: () => fetchTemplates(qs), placeholderData: keepPreviousData, staleTime: 0 })
  const set = (key: keyof TemplateFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }))
  const data = query.data
  const filtered = hasTemplateFilters(filters)

  return (
    <section aria-label="Templates" className="space-y-6">
      <TabHeader
        title="Templates"
        description="Outreach scripts, proposals and onboarding checklists that work. Fill in your details, then copy or download."
      />
      <div className="grid gap-3 rounded-card border border-slate-200/80 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchBox id="template-search" label="Search" value={filters.q} onChange={set('q')} placeholder="Cold e-mail, dental, follow-up..." />
        <FilterSelect id="template-category" label="Category" value={filters.category} onChange={set('category')} allLabel="All categories">
          {data?.categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="template-industry" label="Industry" value={filters.industry} onChange={set('industry')} allLabel="All industries">
          {data?.industries.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="template-difficulty" label="Difficulty" value={filters.difficulty} onChange={set('difficulty')} allLabel="Any difficulty">
          {data?.difficulties.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </FilterSelect>
      </div>
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : query.isError && !data ? (
        <LoadError what="the templates" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data?.templates.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="No template matches"
            action={
              <Button variant="secondary" onClick={() => setFilters(NO_TEMPLATE_FILTERS)}>
                Clear Filters
              </Button>
            }
          >
            Try another word or fewer filters.
          </EmptyState>
        ) : (
          <EmptyState icon={FileText} title="No templates yet">
            The team is preparing the first scripts and proposals. Check back soon.
          </EmptyState>
        )
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {data?.templates.length === 1 ? '1 template' : `${data?.templates.length ?? 0} templates`}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching || undefined}>
            {data?.templates.map((t) => (
              <li key={t.id}>
                <TemplateCard template={t} onOpen={() => onOpen(t.id)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function TemplateCard({ template: t, onOpen }: { template: SuccessTemplate; onOpen: () => void }) {
  return (
    <article className="flex h-full flex-col rounded-card border border-slate-200/80 bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone="brand" className="px-2.5 py-0.5">
          {t.categoryLabel}
        </Badge>
        <Badge tone={DIFFICULTY_TONES[t.difficulty] ?? 'neutral'} className="px-2.5 py-0.5 capitalize">
          {t.difficulty}
        </Badge>
        {t.industry ? (
          <Badge tone="neutral" className="px-2.5 py-0.5">
            {t.industry}
          </Badge>
        ) : null}
      </div>
      <h3 className="mt-3 break-words text-lg font-semibold leading-snug text-slate-900">{t.title}</h3>
      {t.description ? <p className="mt-1.5 line-clamp-3 break-words text-[15px] leading-relaxed text-slate-600">{t.description}</p> : null}
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <span className="text-sm text-slate-500">
          {t.variables.length} {t.variables.length === 1 ? 'field' : 'fields'} · {usageLabel(t.usageCount)}
        </span>
        <Button size="sm" onClick={onOpen} aria-label={`Fill In ${t.title}`}>
          Fill In
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </article>
  )
}
