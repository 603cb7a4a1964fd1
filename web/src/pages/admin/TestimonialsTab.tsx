import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Award, Check, LoaderCircle, Mail, Star, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '../../components/ui/button'
import { apiRequest } from '../../lib/api'
import { cn } from '../../lib/utils'
import { CAROUSEL_TESTIMONIALS_KEY, PUBLIC_TESTIMONIALS_KEY } from '../../lib/testimonialQueries'
import { TestimonialCard } from '../../components/testimonials/TestimonialCard'
import { TestimonialsLoadError } from '../../components/testimonials/TestimonialsLoadError'
import {
  averageRating,
  fetchTestimonials,
  STATUS_LABELS,
  testimonialActions,
  type Testimonial,
  type TestimonialStatus,
} from '../../lib/testimonialRules'
import { Can } from './common/Can'

/** Every testimonial with e-mail addresses (GET /api/admin/testimonials). */
export const ADMIN_TESTIMONIALS_KEY = ['admin', 'testimonials'] as const

const statusTones: Record<TestimonialStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-success-50 text-success-700 ring-success-100',
  featured: 'bg-brand-50 text-brand-700 ring-brand-200',
  declined: 'bg-slate-100 text-slate-600 ring-slate-200',
}

const actionIcons: Partial<Record<TestimonialStatus, typeof Check>> = { approved: Check, declined: X, featured: Award }

/** Admin tab: all testimonials, their average rating, and moderation (pending -> approve/decline, approved -> feature). */
export default function TestimonialsTab() {
  const queryClient = useQueryClient()
  const query = useQuery<Testimonial[]>({
    queryKey: ADMIN_TESTIMONIALS_KEY,
    queryFn: () => fetchTestimonials('/api/admin/testimonials'),
  })
  const [moving, setMoving] = useState<number | null>(null)

  const move = useMutation({
    mutationFn: ({ id, status }: { id: number; status: TestimonialStatus }) =>
      apiRequest('PATCH', `/api/admin/testimonials/${id}/status`, { status }),
  })

  const onMove = async (id: number, status: TestimonialStatus) => {
    setMoving(id)
    try {
      await move.mutateAsync({ id, status })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_TESTIMONIALS_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_TESTIMONIALS_KEY }),
        queryClient.invalidateQueries({ queryKey: CAROUSEL_TESTIMONIALS_KEY }),
      ])
    } catch (error) {
      // Spec: a failed status update is only logged.
      console.error('Failed to update testimonial status', error)
    } finally {
      setMoving(null)
    }
  }

  const list = query.data ?? []
  const pending = list.filter((t) => t.status === 'pending').length

  return (
    <section aria-labelledby="admin-testimonials-title" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-testimonials-title" className="text-2xl font-semibold tracking-tight">
            Testimonials
          </h2>
          <p className="mt-1 text-[15px] text-slate-600">Approve or decline new testimonials, and feature the best ones.</p>
        </div>
        {query.isSuccess ? (
          <dl className="grid grid-cols-3 gap-3">
            <Stat label="Total" value={String(list.length)} />
            <Stat label="Pending" value={String(pending)} />
            <Stat
              label="Avg rating"
              value={
                <>
                  {averageRating(list)}
                  <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                </>
              }
              testId="admin-average-rating"
            />
          </dl>
        ) : null}
      </div>

      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-10 text-[15px] text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
          Loading testimonials...
        </p>
      ) : query.isError ? (
        <TestimonialsLoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} headingLevel="h3" />
      ) : list.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 px-6 py-14 text-center text-slate-600">
          No testimonials found
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          {list.map((t) => {
            const actions = testimonialActions(t.status)
            return (
              <li key={t.id}>
                <TestimonialCard testimonial={t} featuredBadge={false}>
                  <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
                    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
                      <span
                        className={cn(
                          'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                          statusTones[t.status] ?? statusTones.declined,
                        )}
                      >
                        {STATUS_LABELS[t.status] ?? t.status}
                      </span>
                      {t.email ? (
                        <a
                          href={`mailto:${t.email}`}
                          className="inline-flex min-w-0 items-center gap-1 truncate rounded text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
                        >
                          <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                          <span className="truncate">{t.email}</span>
                        </a>
                      ) : null}
                    </div>
                    {actions.length > 0 ? (
                      <Can permission="manage">
                        <div className="flex gap-2">
                          {actions.map((a) => {
                            const Icon = actionIcons[a.to]
                            return (
                              <Button
                                key={a.to}
                                size="sm"
                                variant={a.to === 'declined' ? 'secondary' : 'primary'}
                                disabled={moving !== null}
                                loading={moving === t.id && move.variables?.status === a.to}
                                onClick={() => void onMove(t.id, a.to)}
                                aria-label={`${a.label} testimonial from ${t.name}`}
                              >
                                {Icon && !(moving === t.id && move.variables?.status === a.to) ? <Icon aria-hidden="true" /> : null}
                                {a.label}
                              </Button>
                            )
                          })}
                        </div>
                      </Can>
                    ) : null}
                  </div>
                </TestimonialCard>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-200">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 flex items-center gap-1 text-xl font-bold tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
