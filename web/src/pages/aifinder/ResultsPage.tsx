import { useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { useHydrated } from '../../lib/hydration'
import { clearResults, loadResults } from './quizResults'
import { reportUrl } from './report'
import { ReportView } from './ReportView'

/** /ai-finder/results: the report kept in session storage by the last quiz submit. */
export default function ResultsPage() {
  const navigate = useNavigate()
  const [stored] = useState(loadResults)
  const hydrated = useHydrated()

  // The report lives in this browser's storage: the server's HTML (and the
  // first render over it) can only say where it comes from.
  if (!hydrated) return <ReportPending />
  if (!stored) return <Navigate to="/ai-finder" replace />

  const retake = () => {
    clearResults()
    void navigate('/ai-finder')
  }

  return (
    <ReportView
      recommendations={stored.recommendations}
      preparedFor={stored.profile.name}
      industry={stored.profile.industry}
      shareUrl={stored.reportToken ? reportUrl(window.location.origin, stored.reportToken) : undefined}
      onRetake={retake}
    />
  )
}

function ReportPending() {
  return (
    <section className="container-page py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your AI Opportunity Report</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Your report is prepared in this browser from your quiz answers.
      </p>
      <p className="mt-6">
        <Link to="/ai-finder" className="font-semibold text-brand-700 underline underline-offset-4">
          Take the AI Opportunity Finder
        </Link>
      </p>
    </section>
  )
}
