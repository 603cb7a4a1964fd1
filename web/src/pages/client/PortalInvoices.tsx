import type { PortalView } from '../../lib/clientPortalModel'
import { InvoiceCard } from './InvoiceCard'
import { invoicesOf, unpaidFirst } from './invoiceRules'
import { ShowAllButton, usePortalList } from './usePortalList'

/** The partner's invoices, those still to pay first; the first few, and all on request; shown only when there are some. */
export function PortalInvoices({ token, view }: { token: string; view: PortalView }) {
  const first = invoicesOf(view)
  const total = view.invoicesTotal ?? first.length
  const list = usePortalList(token, 'invoices', first, total)
  const company = view.partner.company
  if (list.items.length === 0) return null
  return (
    <section id="invoices" aria-labelledby="portal-invoices" className="scroll-mt-6 space-y-6">
      <div>
        <h2 id="portal-invoices" className="text-2xl font-bold tracking-tight text-slate-900">
          Invoices
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">What {company} has billed for your projects, with what is paid and what is still due.</p>
      </div>
      {unpaidFirst(list.items).map((v) => (
        <InvoiceCard key={v.id} token={token} invoice={v} company={company} />
      ))}
      <ShowAllButton what="Invoices" total={total} list={list} />
    </section>
  )
}
