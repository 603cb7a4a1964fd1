import { useQueryClient } from '@tanstack/react-query'
import { FileSignature } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { PageSkeleton } from '../../../components/layout/PageSkeleton'
import { LoadError } from '../../../components/ui/error-panel'
import { hasStatus } from '../../../lib/api'
import { useOnApiError } from '../../../lib/useOnApiError'
import { AGREEMENTS_KEY, usePartnerAgreements, type AgreementTemplate } from './agreementsApi'
import { AgreementsList } from './AgreementsList'
import { SignAgreementDialog } from './SignAgreementDialog'

/**
 * The partner's tools open once every required agreement is signed (the
 * server refuses them with a 403 until then): until then the page is the
 * agreements to sign. A 403 met by any load or action (a version published
 * while the partner works) asks again.
 */
export function AgreementsGate({ children }: { children: ReactNode }) {
  const query = usePartnerAgreements()
  const queryClient = useQueryClient()
  const [reading, setReading] = useState<AgreementTemplate | null>(null)

  useOnApiError((error) => {
    if (hasStatus(error, 403)) void queryClient.invalidateQueries({ queryKey: AGREEMENTS_KEY })
  })

  if (query.isError) {
    return (
      <div className="container-page py-12">
        <LoadError what="your agreements" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    )
  }
  if (!query.data) return <PageSkeleton />
  if (query.data.due === 0) return children

  const due = query.data.agreements.filter((a) => a.due)
  return (
    <div className="container-page max-w-3xl py-10 sm:py-16">
      <span className="flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
        <FileSignature aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Sign to keep using your tools</h1>
      <p className="mt-3 text-[15px] leading-relaxed text-slate-600">
        {due.length === 1 ? `${due[0]?.template.title ?? 'One agreement'} is` : `${due.length} agreements are`} waiting for your signature. Your projects,
        clients and tools open again as soon as you sign; your account settings stay open meanwhile.
      </p>
      <AgreementsList list={query.data.agreements} onRead={setReading} />
      <SignAgreementDialog template={reading} onClose={() => setReading(null)} />
    </div>
  )
}
