import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SearchX, Store } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { LoadError } from '../../../components/ui/error-panel'
import { cn } from '../../../lib/utils'
import { useDebounced } from '../../../lib/useDebounced'
import { EmptyState, ListSkeleton, TabHeader } from '../portal/parts'
import { FilterSelect, SearchBox } from '../../../components/lists/FilterBar'
import { ItemCard } from './ItemCard'
import { catalogueKey, fetchCatalogue } from '../../../lib/marketApi'
import { DIFFICULTIES, hasMarketFilters, KIND_TABS, marketQuery, NO_MARKET_FILTERS, SORTS, type MarketFilters, type MarketSort } from './marketRules'
import type { OpenItem } from './DetailSheet'

/** The catalogue: kind, search, category, difficulty and sort, then the cards. */
export function Catalogue({ onOpen }: { onOpen: (item: OpenItem) => void }) {
  const [filters, setFilters] = useState<MarketFilters>(NO_MARKET_FILTERS)
  const q = useDebounced(filters.q, 300)
  const qs = marketQuery({ ...filters, q })
  const query = useQuery({ queryKey: catalogueKey(qs), queryFn: () => fetchCatalogue(qs), placeholderData: keepPreviousData, staleTime: 0 })
  const set = <K extends keyof MarketFilters>(key: K) => (value: MarketFilters[K]) => setFilters((f) => ({ ...f, [key]: value }))
  const data = query.data
  const filtered = hasMarketFilters(filters)

  return (
    <section aria-label="Catalogue" className="space-y-5">
      <TabHeader title="Catalogue" description="Pick what your client needs: a package to connect their tools, or a template to start an agent or app from." />
      <div role="group" aria-label="Kind" className="grid w-full grid-cols-[auto_1fr_1fr] gap-1 rounded-xl bg-slate-100 p-1 ring-1 ring-inset ring-slate-200 sm:inline-flex sm:w-auto">
        {KIND_TABS.map((k) => (
          <button
            key={k.value}
            type="button"
            aria-pressed={filters.kind === k.value}
            onClick={() => set('kind')(k.value)}
            className={cn(
              'min-h-10 rounded-lg px-3 py-1.5 text-sm font-semibold leading-tight text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-4 sm:text-[15px]',
              filters.kind === k.value && 'bg-white text-slate-900 shadow-sm',
            )}
          >
            {k.label}
          </button>
        ))}
      </div>
      <div className="grid gap-3 rounded-card border border-slate-200/80 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchBox id="market-search" label="Search" value={filters.q} onChange={set('q')} placeholder="CRM, booking, follow-up..." />
        <FilterSelect id="market-category" label="Category" value={filters.category} onChange={set('category')} allLabel="All categories">
          {data?.categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="market-difficulty" label="Difficulty" value={filters.difficulty} onChange={set('difficulty')} allLabel="Any difficulty">
          {DIFFICULTIES.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="market-sort" label="Sort by" value={filters.sort === 'popular' ? '' : filters.sort} onChange={(v) => set('sort')((v || 'popular') as MarketSort)} allLabel="Most popular">
          {SORTS.slice(1).map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </FilterSelect>
        {filters.kind === 'package' ? (
          <div className="flex items-center gap-2.5 sm:col-span-2 lg:col-span-4">
            <Checkbox id="market-installed" checked={filters.installed} onCheckedChange={(v) => set('installed')(v === true)} />
            <label htmlFor="market-installed" className="text-[15px] text-slate-700">
              Only packages I installed
            </label>
          </div>
        ) : null}
      </div>
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : query.isError && !data ? (
        <LoadError what="the marketplace" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data?.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="Nothing matches"
            action={
              <Button variant="secondary" onClick={() => setFilters({ ...NO_MARKET_FILTERS, kind: filters.kind })}>
                Clear Filters
              </Button>
            }
          >
            Try another word, or fewer filters.
          </EmptyState>
        ) : (
          <EmptyState icon={Store} title="The marketplace is being stocked">
            Integration packages and automation templates appear here as soon as the team publishes them.
          </EmptyState>
        )
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {data?.items.length === 1 ? '1 result' : `${data?.items.length ?? 0} results`}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching || undefined}>
            {data?.items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <ItemCard item={item} onOpen={() => onOpen({ kind: item.kind, id: item.id, name: item.name })} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
