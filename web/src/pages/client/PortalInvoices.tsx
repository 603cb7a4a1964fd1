import type { PortalInvoice } from '../../lib/clientPortalModel'
import { InvoiceCard } from './InvoiceCard'
import { unpaidFirst } from './invoiceRules'

/** The partner's invoices, those still to pay first; shown only when there are some. */
export function PortalInvoices({ token, invoices, company }: { token: string; invoices: PortalInvoice[]; company: string }) {
  if (invoices.length === 0) return null
  return (
    <section id="invoices" aria-labelledby="portal-invoices" className="scroll-mt-6 space-y-6">
      <div>
        <h2 id="portal-invoices" className="text-2xl font-bold tracking-tight text-slate-900">
          Invoices
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">What {company} has billed for your projects, with what is paid and what is still due.</p>
      </div>
      {unpaidFirst(invoices).map((v) => (
        <InvoiceCard key={v.id} token={token} invoice={v} company={company} />
      ))}
    </section>
  )
}
