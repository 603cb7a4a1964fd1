import type { PortalView } from '../../lib/clientPortalModel'
import { InvoiceCard } from './InvoiceCard'
import { invoicesOf, unpaidFirst } from './invoiceRules'
import { PortalSection } from './PortalSection'
import { ShowAllButton, usePortalList } from './usePortalList'

/** The partner's invoices, those still to pay first; the first few, and all on request; shown only when there are some. */
export function PortalInvoices({ token, view }: { token: string; view: PortalView }) {
  const first = invoicesOf(view)
  const total = view.invoicesTotal ?? first.length
  const list = usePortalList(token, 'invoices', first, total)
  const company = view.partner.company
  if (list.items.length === 0) return null
  return (
    <PortalSection id="invoices" title="Invoices" intro={<>What {company} has billed for your projects, with what is paid and what is still due.</>}>
      {unpaidFirst(list.items).map((v) => (
        <InvoiceCard key={v.id} token={token} invoice={v} company={company} />
      ))}
      <ShowAllButton what="Invoices" total={total} list={list} />
    </PortalSection>
  )
}
