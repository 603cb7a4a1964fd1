import { useQuery } from '@tanstack/react-query'
import { MessageSquarePlus, Star } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Select } from '../../components/ui/select'
import { PUBLIC_TESTIMONIALS_KEY } from '../../lib/testimonialQueries'
import { TestimonialCard } from '../../components/testimonials/TestimonialCard'
import { TestimonialsLoadError } from '../../components/testimonials/TestimonialsLoadError'
import {
  averageRating,
  CATEGORIES,
  categoryLabel,
  fetchTestimonials,
  filterByCategory,
  isPublic,
  type CategoryFilter,
  type Testimonial,
} from '../../lib/testimonialRules'

const filterOptions = [
  { value: 'all', label: 'All categories' },
  ...CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) })),
]

function usePublicTestimonials() {
  return useQuery<Testimonial[]>({
    queryKey: PUBLIC_TESTIMONIALS_KEY,
    queryFn: () => fetchTestimonials('/api/testimonials/all'),
  })
}

export function TestimonialsView({ onWrite }: { onWrite: () => void }) {
  const query = usePublicTestimonials()
  const [filter, setFilter] = useState<CategoryFilter>('all')

  // Only published testimonials belong here, whoever is looking.
  const published = (query.data ?? []).filter((t) => isPublic(t.status))
  const shown = filterByCategory(published, filter)
  const count = shown.length

  // A list that failed to load has no count or average to show: its error stands alone.
  if (query.isError && !query.data) {
    return <TestimonialsLoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} headingLevel="h2" />
  }

  return (
    <div>
      <div className="flex flex-col gap-5 rounded-card bg-mist p-4 ring-1 ring-inset ring-slate-200 sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <div className="w-full space-y-2 sm:w-64">
          <Label htmlFor="testimonial-filter">Category</Label>
          <Select
            id="testimonial-filter"
            value={filter}
            onValueChange={(v) => setFilter(v as CategoryFilter)}
            options={filterOptions}
          />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:flex sm:gap-4" aria-busy={query.isPending || undefined}>
          <div className="rounded-xl bg-white px-4 py-3 ring-1 ring-inset ring-slate-200 sm:min-w-36">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Testimonials</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid="testimonial-count">
              {query.isPending ? '–' : count}
            </dd>
          </div>
          <div className="rounded-xl bg-white px-4 py-3 ring-1 ring-inset ring-slate-200 sm:min-w-36">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Average rating</dt>
            <dd className="mt-1 flex items-center gap-1.5 text-2xl font-bold tabular-nums text-slate-900" data-testid="testimonial-average">
              {query.isPending ? '–' : averageRating(shown)}
              <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-400" />
            </dd>
          </div>
        </dl>
      </div>

      <div className="mt-8">
        {query.isPending ? (
          <div>
            <p role="status" className="sr-only">
              Loading testimonials
            </p>
            <div aria-hidden="true" className="grid animate-pulse gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-64 rounded-card bg-slate-100" />
              ))}
            </div>
          </div>
        ) : count === 0 ? (
          <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 px-6 py-14 text-center">
            <p className="text-lg font-semibold text-slate-900">No testimonials found</p>
            <p className="mt-2 max-w-md text-slate-600">
              {filter === 'all'
                ? 'Published testimonials appear here once the team has reviewed them.'
                : `Nothing in ${categoryLabel(filter)} yet. Try another category.`}
            </p>
            <Button variant="secondary" className="mt-6" onClick={onWrite}>
              <MessageSquarePlus aria-hidden="true" />
              Write a Testimonial
            </Button>
          </div>
        ) : (
          <>
          <h2 className="sr-only">Published testimonials</h2>
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((t) => (
              <li key={t.id} className="min-w-0">
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
          </>
        )}
      </div>
    </div>
  )
}
