import type { PortalView } from '../../lib/clientPortalModel'
import { openFirst, quotesOf } from './quoteRules'
import { QuoteCard } from './QuoteCard'
import { PortalSection, WaitingNote } from './PortalSection'
import { ShowAllButton, usePortalList } from './usePortalList'

/** The quotes the partner sent, waiting ones first, then newest; the first few, and all on request; shown only when there are some. */
export function PortalQuotes({ token, view }: { token: string; view: PortalView }) {
  const first = quotesOf(view)
  const total = view.quotesTotal ?? first.length
  const list = usePortalList(token, 'quotes', first, total)
  const company = view.partner.company
  if (list.items.length === 0) return null
  return (
    <PortalSection id="quotes" title="Quotes" intro={<>What {company} proposes for your projects. Accept a quote to go ahead.</>}>
      {openFirst(list.items).map((q) => (
        <QuoteCard key={q.id} token={token} quote={q} company={company} />
      ))}
      <ShowAllButton what="Quotes" total={total} list={list} />
    </PortalSection>
  )
}

/** A line under the welcome when a quote waits for an answer, leading to it. */
export function OpenQuotesNote({ view }: { view: PortalView }) {
  const open = view.quotesWaiting ?? quotesOf(view).filter((q) => q.status === 'sent').length
  return <WaitingNote count={open} one="A quote is waiting for your answer." many={`${open} quotes are waiting for your answer.`} href="#quotes" />
}
