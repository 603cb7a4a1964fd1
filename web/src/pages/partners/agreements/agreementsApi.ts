import { useQuery } from '@tanstack/react-query'
import { getJSON } from '../../../lib/api'

/** Types and calls of the partner's agreements (docs/api.md, "Agreements"). */

export interface AgreementTemplate {
  id: number
  kind: string
  title: string
  version: number
  body: string
  sha256: string
  required: boolean
  publishedAt: string
}

export interface AgreementSignature {
  id: number
  partnerId: number
  partner: string
  templateId: number
  kind: string
  title: string
  version: number
  signerName: string
  signerEmail: string
  signedAt: string
  network: string
  userAgent: string
  sha256: string
}

export interface PartnerAgreement {
  template: AgreementTemplate
  signature: AgreementSignature | null
  due: boolean
}

export interface PartnerAgreements {
  agreements: PartnerAgreement[]
  due: number
}

export const AGREEMENTS_KEY = ['partner', 'agreements'] as const

/** The id of the Settings section, and the ?settings= value that opens Settings on it. */
export const AGREEMENTS_SECTION = 'agreements'

export const signatureHref = (id: number) => `/api/partner/agreements/signatures/${id}/pdf`

/** The partner's current agreements, each with their signature of it. */
export function usePartnerAgreements() {
  return useQuery({
    queryKey: AGREEMENTS_KEY,
    queryFn: ({ signal }) => getJSON<PartnerAgreements>('/api/partner/agreements', signal),
  })
}
