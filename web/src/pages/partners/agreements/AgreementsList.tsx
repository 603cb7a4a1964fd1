import { CheckCircle2, Download, FileSignature } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Button, buttonClasses } from '../../../components/ui/button'
import { localDay } from '../../../lib/format'
import { signatureHref, type AgreementTemplate, type PartnerAgreement } from './agreementsApi'

/** Each current agreement: signed (with its PDF), or a button to read and sign it. */
export function AgreementsList({ list, onRead }: { list: PartnerAgreement[]; onRead: (template: AgreementTemplate) => void }) {
  return (
    <ul aria-label="Agreements" className="mt-4 divide-y divide-slate-100 rounded-card bg-white ring-1 ring-inset ring-slate-200">
      {list.map(({ template, signature, due }) => (
        <li key={template.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium text-slate-900">{template.title}</p>
              <span className="text-sm text-slate-600">v{template.version}</span>
              {template.required ? <Badge tone={due ? 'warning' : 'neutral'} className="px-2 py-0.5">Required</Badge> : null}
            </div>
            {signature ? (
              <p className="mt-1 flex items-start gap-1.5 text-sm text-success-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  Signed by {signature.signerName} on {localDay(signature.signedAt)}
                </span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{due ? 'Not signed yet: needed to keep using your tools.' : 'Not signed yet.'}</p>
            )}
          </div>
          {signature ? (
            <a
              href={signatureHref(signature.id)}
              download
              className={buttonClasses('secondary', 'sm', 'shrink-0 self-start sm:self-auto')}
              aria-label={`Download PDF of ${template.title}, version ${template.version}`}
            >
              <Download aria-hidden="true" />
              Download PDF
            </a>
          ) : (
            <Button
              size="sm"
              className="shrink-0 self-start sm:self-auto"
              onClick={() => onRead(template)}
              aria-label={`Read and Sign ${template.title}`}
            >
              <FileSignature aria-hidden="true" />
              Read and Sign
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
