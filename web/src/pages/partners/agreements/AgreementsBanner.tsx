import { FileSignature } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button'
import { AGREEMENTS_SECTION, usePartnerAgreements } from './agreementsApi'

/** The dashboard's reminder while a required agreement waits for the partner's signature; nothing otherwise. */
export function AgreementsBanner() {
  const { data } = usePartnerAgreements()
  if (!data || data.due <= 0) return null
  const first = data.agreements.find((a) => a.due)?.template.title
  return (
    <div role="region" aria-label="Agreement to sign" className="flex flex-col gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
          <FileSignature aria-hidden="true" className="size-[18px]" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">Sign the partner licence agreement to keep using your tools</p>
          <p className="mt-0.5 text-sm text-slate-700">
            {data.due === 1 ? `${first ?? 'One agreement'} is waiting for your signature.` : `${data.due} agreements are waiting for your signature.`}
          </p>
        </div>
      </div>
      <Link
        to={`/partners/portal?settings=${AGREEMENTS_SECTION}`}
        className={buttonClasses('primary', 'sm', 'shrink-0 self-start sm:self-auto')}
      >
        Review and Sign
      </Link>
    </div>
  )
}
