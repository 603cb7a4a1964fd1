import { Clock, LinkIcon, RefreshCw, ServerCrash, ShieldOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../components/ui/button'
import type { LinkProblem } from '../../lib/clientPortalModel'
import { useStateHead } from '../../lib/useStateHead'

/**
 * The portal's full-page answers when there is nothing to show: a link that
 * does not exist, one that is no longer active, too many tries, or a failure.
 */
export function LinkStatePage({ problem, onRetry, retrying }: { problem: LinkProblem; onRetry: () => void; retrying: boolean }) {
  // The tab says what is wrong, as the server's page does ("Link Not Valid").
  useStateHead(problem.kind)
  switch (problem.kind) {
    case 'unknown':
      return (
        <StateShell icon={<LinkIcon aria-hidden="true" />} tone="neutral" title="This link does not exist" state="unknown">
          <p>
            We could not find a client portal at this address. Check that you opened the whole link from your e-mail or message, or ask your
            partner to send it again.
          </p>
        </StateShell>
      )
    case 'inactive':
      return (
        <StateShell icon={<ShieldOff aria-hidden="true" />} tone="warning" title="This link is no longer active" state="inactive">
          <p>This client portal link has been turned off or has expired, so your projects are not shown here any more.</p>
          <p className="mt-3 font-medium text-slate-800">Please contact your partner for a new link.</p>
        </StateShell>
      )
    case 'throttled':
      return (
        <StateShell icon={<Clock aria-hidden="true" />} tone="neutral" title="Too many attempts" state="throttled">
          <p>Too many links were tried from your network. Please wait a few minutes, then try again.</p>
          <RetryButton onRetry={onRetry} retrying={retrying} />
        </StateShell>
      )
    default:
      return (
        <StateShell icon={<ServerCrash aria-hidden="true" />} tone="danger" title="We could not load your portal" state="failed">
          <p>{problem.message ?? 'The connection failed or the server did not answer. Your projects are safe; please try again.'}</p>
          <RetryButton onRetry={onRetry} retrying={retrying} />
        </StateShell>
      )
  }
}

function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Button className="mt-6" onClick={onRetry} loading={retrying}>
      {retrying ? null : <RefreshCw aria-hidden="true" />}
      Try Again
    </Button>
  )
}

const tones = {
  neutral: 'bg-slate-100 text-slate-600',
  warning: 'bg-amber-100 text-amber-800',
  danger: 'bg-danger-50 text-danger-700',
}

function StateShell({
  icon,
  tone,
  title,
  state,
  children,
}: {
  icon: ReactNode
  tone: keyof typeof tones
  title: string
  state: string
  children: ReactNode
}) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-5">
          <span className="text-sm font-semibold text-slate-500">Client portal</span>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-5 py-12 focus:outline-none sm:items-center sm:py-20">
        <div data-portal-state={state} className="w-full max-w-md rounded-card border border-slate-200/80 bg-white p-7 text-center shadow-card sm:p-10">
          <span className={`mx-auto flex size-14 items-center justify-center rounded-2xl [&_svg]:size-7 ${tones[tone]}`}>{icon}</span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-[28px]">{title}</h1>
          <div className="mt-3 text-[15px] leading-relaxed text-slate-600">{children}</div>
        </div>
      </main>
      <footer className="px-5 pb-8 text-center text-[13px] text-slate-600">
        A private client portal. Keep this link to yourself.
      </footer>
    </>
  )
}
