import { useQuery } from '@tanstack/react-query'
import { Mail } from 'lucide-react'
import { useEffect, useState, type CSSProperties } from 'react'
import { useParams } from 'react-router'
import {
  DEFAULT_COLORS,
  fetchPortal,
  forgetServedLinkProblem,
  isFinal,
  linkProblem,
  PORTAL_REFRESH_MS,
  portalKey,
  readableOn,
  safeColor,
  servedLinkProblem,
  textOn,
  tint,
  type PortalView,
} from '../../lib/clientPortalModel'
import { LinkStatePage } from './LinkStatePage'
import { MessagesPanel } from './MessagesPanel'
import { PortalSkeleton } from './PortalSkeleton'
import { ProjectCard } from './ProjectCard'
import { OpenQuotesNote, PortalQuotes } from './PortalQuotes'
import { PortalInvoices } from './PortalInvoices'
import { OpenSowsNote, PortalSows } from './PortalSows'

/**
 * /c/:token: what a partner shares with their client, in the partner's
 * brand. It asks again every few seconds, so changes (and a link turned
 * off) show without a reload.
 */
export default function ClientPortalPage() {
  const { token = '' } = useParams()
  // The server already answered this page's link as unknown, gone or throttled: show that, without asking again.
  const [served, setServed] = useState(() => servedLinkProblem(token))
  const query = useQuery({
    queryKey: portalKey(token),
    queryFn: ({ signal }) => fetchPortal(token, signal),
    refetchInterval: (q) => (isFinal(q.state.error) ? false : PORTAL_REFRESH_MS),
    staleTime: 0,
    enabled: !served,
  })

  const company = query.data?.partner.company
  useEffect(() => {
    if (company) document.title = `${company} | Client portal`
  }, [company])

  if (served) {
    const retry = () => {
      forgetServedLinkProblem()
      setServed(undefined)
    }
    return <LinkStatePage problem={served} onRetry={retry} retrying={false} />
  }
  // A link that is gone wins over data shown before it went.
  if (query.error && (isFinal(query.error) || !query.data)) {
    return <LinkStatePage problem={linkProblem(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  }
  if (!query.data) return <PortalSkeleton />
  return <Portal token={token} view={query.data} />
}

/** The partner's colours as CSS variables, adjusted so text on and in them stays readable. */
function brandStyle(view: PortalView): CSSProperties {
  const primary = safeColor(view.partner.primaryColor, DEFAULT_COLORS.primary)
  const accent = safeColor(view.partner.accentColor, DEFAULT_COLORS.accent)
  // Brand-coloured text sits on white and on the soft tint (badges, panels): readable on the tint, it is on white too.
  const soft = tint(primary, 0.92)
  return {
    '--brand': primary,
    '--brand-ink': textOn(primary),
    '--brand-text': readableOn(primary, soft),
    '--brand-soft': soft,
    '--accent': accent,
    '--accent-text': readableOn(accent),
    '--accent-soft': tint(accent, 0.88),
  } as CSSProperties
}

/**
 * Dialogs and toasts are portalled to <body>, outside the page's element:
 * the brand variables go on the root element too while the portal is open.
 */
function useRootBrand(style: CSSProperties) {
  const key = JSON.stringify(style)
  useEffect(() => {
    const vars = JSON.parse(key) as Record<string, string>
    const root = document.documentElement
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
    return () => {
      for (const name of Object.keys(vars)) root.style.removeProperty(name)
    }
  }, [key])
}

function Portal({ token, view }: { token: string; view: PortalView }) {
  const { partner } = view
  const projects = view.projects
  const style = brandStyle(view)
  useRootBrand(style)
  return (
    <div style={style} className="flex min-h-dvh flex-1 flex-col">
      <header className="bg-[var(--brand)] text-[var(--brand-ink)]">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-5 py-4 sm:px-8">
          {partner.logoUrl ? (
            <img
              src={partner.logoUrl}
              alt={`${partner.company} logo`}
              width={44}
              height={44}
              className="size-11 shrink-0 rounded-xl bg-white object-contain p-1 shadow-sm"
            />
          ) : (
            <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/20 text-lg font-bold ring-1 ring-inset ring-current/20">
              {partner.company.trim().charAt(0).toUpperCase() || '•'}
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate text-[17px] font-bold leading-tight tracking-tight">{partner.company}</p>
            <p className="text-[13px] font-medium opacity-90">Client portal</p>
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="flex-1 bg-mist focus:outline-none">
        <div className="mx-auto max-w-5xl px-5 py-8 sm:px-8 sm:py-12">
          <p className="text-sm font-semibold uppercase tracking-wider text-[var(--brand-text)]">Welcome, {view.clientName}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your projects</h1>
          <p className="mt-2 max-w-2xl text-[15px] leading-relaxed text-slate-600 sm:text-base">
            Follow progress, open what {partner.company} has delivered, approve it, and send messages, all in one place.
          </p>
          <OpenSowsNote view={view} />
          <OpenQuotesNote view={view} />

          <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
            <div className="min-w-0 space-y-12">
              <section aria-labelledby="portal-projects" className="space-y-6">
                <h2 id="portal-projects" className="sr-only">
                  Projects
                </h2>
                {projects.length === 0 ? (
                  <div className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                    <p className="font-semibold text-slate-800">No projects shared yet</p>
                    <p className="mt-1 text-sm text-slate-600">{partner.company} will add your projects to this page.</p>
                  </div>
                ) : (
                  projects.map((p) => <ProjectCard key={p.id} token={token} project={p} company={partner.company} />)
                )}
              </section>
              <PortalSows token={token} view={view} />
              <PortalQuotes token={token} view={view} />
              <PortalInvoices token={token} view={view} />
            </div>
            <MessagesPanel token={token} view={view} />
          </div>
        </div>
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-2 px-5 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            A private portal from <span className="font-semibold text-slate-800">{partner.company}</span>. Keep this link to yourself.
          </p>
          {partner.supportEmail ? (
            <a href={`mailto:${partner.supportEmail}`} className="inline-flex items-center gap-1.5 font-medium text-[var(--brand-text)] hover:underline">
              <Mail aria-hidden="true" className="size-4" />
              {partner.supportEmail}
            </a>
          ) : null}
        </div>
      </footer>
    </div>
  )
}
