import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { clearResults, loadResults } from './quizStorage'
import { reportUrl } from './report'
import { ReportView } from './ReportView'

/** /ai-finder/results: the report kept in session storage by the last quiz submit. */
export default function ResultsPage() {
  const navigate = useNavigate()
  const [stored] = useState(loadResults)

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
