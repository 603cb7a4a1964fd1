import { useState } from 'react'
import { LoadError } from '../../../components/ui/error-panel'
import { AGREEMENTS_SECTION, usePartnerAgreements, type AgreementTemplate } from './agreementsApi'
import { AgreementsList } from './AgreementsList'
import { SignAgreementDialog } from './SignAgreementDialog'

/** Settings, Agreements: each current agreement, signed (with its PDF) or to read and sign. */
export function AgreementsSection({ className }: { className?: string }) {
  const query = usePartnerAgreements()
  const [reading, setReading] = useState<AgreementTemplate | null>(null)
  const list = query.data?.agreements ?? []

  return (
    <section id={AGREEMENTS_SECTION} aria-labelledby="settings-agreements" className={className}>
      <h3 id="settings-agreements" className="font-semibold text-slate-900">
        Agreements
      </h3>
      <p className="mt-1 text-sm text-slate-600">What you agreed to as a partner. A new version asks for a new signature.</p>
      {query.isError ? (
        <LoadError what="your agreements" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} className="mt-4" />
      ) : query.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading agreements...
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No agreements to sign yet.</p>
      ) : (
        <AgreementsList list={list} onRead={setReading} />
      )}
      <SignAgreementDialog template={reading} onClose={() => setReading(null)} />
    </section>
  )
}
