/** While the portal loads: the shape of the page, no layout jump. */
export function PortalSkeleton() {
  return (
    <div className="flex min-h-dvh flex-1 flex-col">
      <div aria-hidden="true" className="h-[76px] bg-slate-200" />
      <main id="main" tabIndex={-1} className="flex-1 bg-mist focus:outline-none">
        <div role="status" className="mx-auto max-w-5xl animate-pulse px-5 py-8 sm:px-8 sm:py-12">
          <span className="sr-only">Loading your portal...</span>
          <div aria-hidden="true" className="h-4 w-40 rounded bg-slate-200" />
          <div aria-hidden="true" className="mt-3 h-9 w-64 rounded-lg bg-slate-200" />
          <div aria-hidden="true" className="mt-8 grid gap-8 lg:grid-cols-[1fr_360px]">
            <div className="h-80 rounded-card bg-slate-200/70" />
            <div className="h-80 rounded-card bg-slate-200/70" />
          </div>
        </div>
      </main>
    </div>
  )
}
