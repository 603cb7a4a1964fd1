import type { PortalView } from '../../lib/clientPortalModel'
import { waitingFirst } from '../../lib/sowModel'
import { PortalSection, WaitingNote } from './PortalSection'
import { SowCard } from './SowCard'
import { ShowAllButton, usePortalList } from './usePortalList'

/** The statements of work the partner sent, those to sign first; the first few, and all on request; shown only when there are some. */
export function PortalSows({ token, view }: { token: string; view: PortalView }) {
  const first = view.sows ?? []
  const total = view.sowsTotal ?? first.length
  const list = usePortalList(token, 'sows', first, total)
  const company = view.partner.company
  if (list.items.length === 0) return null
  return (
    <PortalSection id="sows" title="Statements of Work" intro={<>The work {company} will do for your projects. Read each one, then sign it to go ahead.</>}>
      {waitingFirst(list.items).map((s) => (
        <SowCard key={s.id} token={token} sow={s} company={company} />
      ))}
      <ShowAllButton what="Statements of Work" total={total} list={list} />
    </PortalSection>
  )
}

/** A line under the welcome when a statement of work waits for the client's signature. */
export function OpenSowsNote({ view }: { view: PortalView }) {
  const open = view.sowsWaiting ?? (view.sows ?? []).filter((s) => s.status === 'sent').length
  return (
    <WaitingNote
      count={open}
      one="A statement of work is waiting for your signature."
      many={`${open} statements of work are waiting for your signature.`}
      href="#sows"
    />
  )
}
