import { useQuery } from '@tanstack/react-query'
import { ArrowRight, LinkIcon, RotateCw, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Button, buttonClasses } from '../../components/ui/button'
import { ApiError, apiRequest } from '../../lib/api'
import { useStateHead } from '../../lib/useStateHead'
import { parseRecommendations, reportUrl, type Recommendations } from './report'
import { ReportView } from './ReportView'

interface SharedReport {
  recommendations: Recommendations
  name?: string
  industry?: string
  createdAt?: string
}

class InvalidReport extends Error {}

async function fetchReport(token: string): Promise<SharedReport> {
  let res: Response
  try {
    res = await apiRequest('GET', `/api/ai-finder/reports/${encodeURIComponent(token)}`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new InvalidReport()
    throw error
  }
  const body = (await res.json()) as Record<string, unknown>
  const recommendations = parseRecommendations(body.recommendations)
  if (!recommendations) throw new InvalidReport()
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined)
  return { recommendations, name: text(body.name), industry: text(body.industry), createdAt: text(body.createdAt) }
}

/** /ai-finder/report/:token: a report reopened from its private link. */
export default function SharedReportPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const query = useQuery({
    queryKey: ['ai-finder-report', token],
    queryFn: () => fetchReport(token),
    enabled: token !== '',
  })

  if (query.isPending) return <ReportSkeleton />
  if (query.isError) {
    return query.error instanceof InvalidReport ? <InvalidLink /> : <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
  }
  const r = query.data
  return (
    <ReportView
      recommendations={r.recommendations}
      preparedFor={r.name}
      industry={r.industry}
      createdAt={r.createdAt}
      shareUrl={reportUrl(window.location.origin, token)}
      onRetake={() => navigate('/ai-finder')}
    />
  )
}

function StateCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="bg-mist">
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center sm:py-28">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-inset ring-brand-100 [&_svg]:size-7">
          {icon}
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  )
}

function InvalidLink() {
  useStateHead('invalid')
  return (
    <StateCard icon={<LinkIcon aria-hidden="true" />} title="This report link is not valid">
      <p className="mt-4 max-w-md text-lg leading-relaxed text-slate-600">
        The link may be incomplete or mistyped. Take the free 2-minute quiz to get a fresh report for your business.
      </p>
      <Link to="/ai-finder" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Take the Free Quiz
        <ArrowRight aria-hidden="true" />
      </Link>
    </StateCard>
  )
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateCard icon={<TriangleAlert aria-hidden="true" />} title="We could not load this report">
      <p className="mt-4 max-w-md text-lg leading-relaxed text-slate-600">
        Please check your connection and try again.
      </p>
      <Button size="lg" className="mt-8" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RotateCw aria-hidden="true" />}
        Try Again
      </Button>
    </StateCard>
  )
}

/** The report's shape while it loads: header, two stat cards, three opportunity cards. */
function ReportSkeleton() {
  return (
    <div className="bg-mist">
      <div className="container-page py-10 sm:py-14 lg:py-16" role="status" aria-live="polite">
        <span className="sr-only">Loading report</span>
        <div aria-hidden="true" className="animate-pulse">
          <div className="h-4 w-44 rounded-full bg-slate-200" />
          <div className="mt-4 h-11 w-4/5 max-w-lg rounded-lg bg-slate-200" />
          <div className="mt-5 h-4 w-60 rounded-full bg-slate-200" />
          <div className="mt-5 h-4 w-full max-w-xl rounded-full bg-slate-200/70" />
          <div className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6">
            <div className="h-48 rounded-card bg-white shadow-card" />
            <div className="h-48 rounded-card bg-white shadow-card" />
          </div>
          <div className="mt-14 h-8 w-72 rounded-lg bg-slate-200" />
          <div className="mt-6 grid gap-5 lg:grid-cols-3 lg:gap-6">
            <div className="h-96 rounded-card bg-white shadow-card" />
            <div className="h-96 rounded-card bg-white shadow-card" />
            <div className="h-96 rounded-card bg-white shadow-card" />
          </div>
        </div>
      </div>
    </div>
  )
}
