import { lazy, Suspense } from 'react'
import { useNearScreen } from '../../lib/useNearScreen'

// Below the form: the list of earlier builds and the testimonials load (code
// and data) as the showcase comes near the screen, not with the page.
const ShowcaseProjects = lazy(() => import('./ShowcaseProjects').then((m) => ({ default: m.ShowcaseProjects })))
const LiveTestimonials = lazy(() => import('./LiveTestimonials').then((m) => ({ default: m.LiveTestimonials })))

/** Three cards' room while the projects are on their way. */
const loading = (
  <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
    <span className="sr-only">Loading projects</span>
    {[0, 1, 2].map((i) => (
      <div key={i} aria-hidden="true" className="h-72 animate-pulse rounded-card bg-slate-100" />
    ))}
  </div>
)

/**
 * Projects built in earlier live sessions, featured first, then up to six
 * testimonials (nothing while there are none).
 */
export function Showcase() {
  const [ref, near] = useNearScreen<HTMLDivElement>()
  return (
    <>
      <section aria-labelledby="showcase-title" className="bg-white" data-section="showcase">
        <div className="container-page py-16 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Built live</p>
          <h2 id="showcase-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Projects from earlier sessions
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            Every one of these started as a form like the one above and was built in front of a live audience.
          </p>
          <div ref={ref} className="mt-10">
            {near ? (
              <Suspense fallback={loading}>
                <ShowcaseProjects loading={loading} />
              </Suspense>
            ) : (
              loading
            )}
          </div>
        </div>
      </section>
      {near ? (
        <Suspense fallback={null}>
          <LiveTestimonials />
        </Suspense>
      ) : null}
    </>
  )
}
