/** Shown while a page chunk loads: the shape of a page, never a blank screen. */
export function PageSkeleton() {
  return (
    <div className="container-page py-16 sm:py-24" role="status" aria-live="polite">
      <span className="sr-only">Loading page</span>
      <div aria-hidden="true" className="animate-pulse space-y-6">
        <div className="h-4 w-32 rounded-full bg-slate-200" />
        <div className="h-10 w-3/4 max-w-xl rounded-lg bg-slate-200" />
        <div className="h-4 w-full max-w-2xl rounded-full bg-slate-100" />
        <div className="h-4 w-5/6 max-w-xl rounded-full bg-slate-100" />
        <div className="grid gap-4 pt-6 sm:grid-cols-3">
          <div className="h-40 rounded-card bg-slate-100" />
          <div className="h-40 rounded-card bg-slate-100" />
          <div className="h-40 rounded-card bg-slate-100" />
        </div>
      </div>
    </div>
  )
}
