import { useQuery } from '@tanstack/react-query'
import { AlarmClockOff, FilePlus2, FileSignature, Files } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/error-panel'
import { getJSON } from '../../../lib/api'
import { localDay } from '../../../lib/format'
import { cn } from '../../../lib/utils'
import { Can } from '../common/Can'
import { FilteredPanel, type PanelList } from '../common/FilteredPanel'
import { Panel } from '../common/Panel'
import { TabHeader, TabLoading } from '../common/TabStates'
import { ListMessage } from '../../../components/lists/ListStates'
import { ListTable, type ListColumn } from '../../../components/lists/ListTable'
import { formatDateTime } from '../leads/leadModel'
import {
  ADMIN_AGREEMENTS_KEY,
  ADMIN_BREACHES_KEY,
  ADMIN_SIGNATURES_KEY,
  BREACH_STATUSES,
  breachOutcome,
  byKind,
  kindLabel,
  promiseLabel,
  SIGNATURE_STATUSES,
  type AdminAgreements,
  type AgreementSignatureRow,
  type AgreementTemplate,
  type SlaBreach,
} from './agreementsModel'
import { PublishAgreementSheet } from './PublishAgreementSheet'

const td = 'px-3 py-3.5 align-top first:pl-5 last:pr-5'
const SIGNATURE_COLUMNS: ListColumn[] = [{ label: 'Partner' }, { label: 'Agreement' }, { label: 'Signer' }, { label: 'Signed' }, { label: 'Network' }]
const MISSED_COLUMNS: ListColumn[] = [{ label: 'Partner' }, { label: 'Promise' }, { label: 'Due' }, { label: 'Breached' }, { label: 'Outcome' }]

/** Admin section: the agreements partners sign (every version, publishing a new one with `settings`), who signed what, and the promises partners missed. */
export default function AgreementsTab() {
  const [publishing, setPublishing] = useState<AgreementTemplate | null | undefined>(undefined)
  const query = useQuery({ queryKey: ADMIN_AGREEMENTS_KEY, queryFn: ({ signal }) => getJSON<AdminAgreements>('/api/admin/agreements', signal) })
  const kinds = byKind(query.data?.templates ?? [])

  return (
    <section aria-labelledby="admin-agreements-title" className="space-y-6">
      <TabHeader
        id="admin-agreements-title"
        title="Agreements"
        lead="What partners sign, version by version, who signed which, and the first replies and milestones partners promised their clients and missed."
        action={
          <Can permission="settings">
            <Button onClick={() => setPublishing(null)} className="self-start sm:self-auto">
              <FilePlus2 aria-hidden="true" />
              Publish New Version
            </Button>
          </Can>
        }
      />
      {query.isPending ? (
        <TabLoading>Loading agreements...</TabLoading>
      ) : query.isError ? (
        <LoadError what="agreements" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Panel id="admin-agreement-templates" title="Templates" lead="Each kind with its versions, newest first; partners sign the newest.">
            {kinds.length === 0 ? (
              <ListMessage icon={<Files aria-hidden="true" className="size-6" />} text="No agreement published yet." />
            ) : (
              <ul aria-labelledby="admin-agreement-templates" className="divide-y divide-slate-100">
                {kinds.map(({ kind, versions }) => {
                  const newest = versions[0]
                  return (
                    <li key={kind} className="px-4 py-4 sm:px-5">
                      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                        <div className="min-w-0">
                          <p className="font-semibold text-slate-900">{newest?.title ?? kindLabel(kind)}</p>
                          <p className="mt-0.5 break-all font-mono text-xs text-slate-500">{kind}</p>
                        </div>
                        {newest ? (
                          <Can permission="settings">
                            <Button variant="secondary" size="sm" className="shrink-0 self-start" onClick={() => setPublishing(newest)} aria-label={`New Version of ${newest.title}`}>
                              New Version
                            </Button>
                          </Can>
                        ) : null}
                      </div>
                      <ol aria-label={`Versions of ${newest?.title ?? kind}`} className="mt-3 flex flex-wrap gap-2">
                        {versions.map((v, i) => (
                          <li
                            key={v.id}
                            className={cn(
                              'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-3 py-1.5 text-sm ring-1 ring-inset',
                              i === 0 ? 'bg-brand-50 text-slate-900 ring-brand-200' : 'text-slate-600 ring-slate-200',
                            )}
                          >
                            <span className="font-semibold">v{v.version}</span>
                            <time dateTime={v.publishedAt} title={formatDateTime(v.publishedAt)}>
                              {localDay(v.publishedAt)}
                            </time>
                            {v.required ? <span className="text-xs font-semibold text-amber-800">Required</span> : <span className="text-xs">Optional</span>}
                            {i === 0 ? <span className="sr-only">(current)</span> : null}
                          </li>
                        ))}
                      </ol>
                    </li>
                  )
                })}
              </ul>
            )}
          </Panel>

          <Signatures />
        </>
      )}
      <MissedPromises />
      <PublishAgreementSheet from={publishing} kinds={kinds.map((k) => k.kind)} onClose={() => setPublishing(undefined)} />
    </section>
  )
}

const SKELETON = ['h-4 w-40 rounded bg-slate-200', 'h-4 w-48 rounded bg-slate-100', 'hidden h-4 w-32 rounded bg-slate-100 sm:block']

const SIGNATURES: PanelList = {
  id: 'admin-agreement-signatures',
  title: 'Who signed what',
  lead: 'Every signature, newest first: the version, the typed name, the time and the network it came from.',
  base: '/api/admin/agreements/signatures',
  key: ADMIN_SIGNATURES_KEY,
  one: 'signature',
  many: 'signatures',
  searchHint: 'Partner, signer or agreement',
  statuses: SIGNATURE_STATUSES,
  empty: { icon: <FileSignature aria-hidden="true" className="size-6" />, text: 'No partner has signed an agreement yet.' },
  skeleton: SKELETON,
}

/** Who signed what, filtered and paged. */
function Signatures() {
  return (
    <FilteredPanel<AgreementSignatureRow> list={SIGNATURES}>
      {(rows, captionId, dimmed) => (
        <ListTable labelledBy={captionId} columns={SIGNATURE_COLUMNS} minWidth="min-w-[760px]" edges="both" dimmed={dimmed} className="border-t border-slate-100">
          {rows.map((s) => (
            <tr key={s.id}>
              <td className={cn(td, 'max-w-[220px] font-medium text-slate-900')}>{s.partner || `Partner ${s.partnerId}`}</td>
              <td className={cn(td, 'max-w-[240px]')}>
                {s.title} <span className="whitespace-nowrap text-slate-600">v{s.version}</span>
                {s.current ? null : <span className="block text-xs text-amber-800">A newer version exists</span>}
              </td>
              <td className={cn(td, 'max-w-[240px]')}>
                <span className="block text-slate-900">{s.signerName}</span>
                <span className="block break-all text-xs text-slate-600">{s.signerEmail}</span>
              </td>
              <td className={cn(td, 'whitespace-nowrap tabular-nums text-slate-600')}>
                <time dateTime={s.signedAt}>{formatDateTime(s.signedAt)}</time>
              </td>
              <td className={cn(td, 'font-mono text-xs text-slate-600')}>{s.network || '—'}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </FilteredPanel>
  )
}

const MISSED: PanelList = {
  id: 'admin-missed-promises',
  title: 'Missed promises',
  lead: 'First replies and milestones partners promised their clients and missed, newest first.',
  base: '/api/admin/sla/breaches',
  key: ADMIN_BREACHES_KEY,
  one: 'missed promise',
  many: 'missed promises',
  searchHint: 'Partner, client or milestone',
  statuses: BREACH_STATUSES,
  empty: { icon: <AlarmClockOff aria-hidden="true" className="size-6" />, text: 'No missed promises: every client got a first reply and every milestone in time.' },
  skeleton: SKELETON,
}

/** The promises partners missed: still open past the deadline, or kept late; filtered and paged. */
function MissedPromises() {
  return (
    <FilteredPanel<SlaBreach> list={MISSED}>
      {(list, captionId, dimmed) => (
        <ListTable labelledBy={captionId} columns={MISSED_COLUMNS} minWidth="min-w-[820px]" edges="both" dimmed={dimmed} className="border-t border-slate-100">
          {list.map((b) => (
            <tr key={b.id}>
              <td className={cn(td, 'max-w-[220px] font-medium text-slate-900')}>{b.partner || `Partner ${b.partnerId}`}</td>
              <td className={cn(td, 'max-w-[260px]')}>
                <span className="block text-slate-900">{promiseLabel(b)}</span>
                <span className="block text-xs text-slate-600">{b.clientName || 'No client'}</span>
              </td>
              <td className={cn(td, 'whitespace-nowrap tabular-nums text-slate-600')}>
                <time dateTime={b.dueAt}>{formatDateTime(b.dueAt)}</time>
              </td>
              <td className={cn(td, 'whitespace-nowrap tabular-nums text-slate-600')}>
                <time dateTime={b.breachedAt}>{formatDateTime(b.breachedAt)}</time>
              </td>
              <td className={td}>
                {breachOutcome(b) === 'open' ? (
                  <Badge tone="danger" className="px-2 py-0.5">Still Open</Badge>
                ) : (
                  <span className="flex flex-col gap-1">
                    <Badge tone="warning" className="self-start px-2 py-0.5">Kept Late</Badge>
                    <time dateTime={b.completedAt ?? undefined} className="whitespace-nowrap text-xs text-slate-600">
                      {formatDateTime(b.completedAt)}
                    </time>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </FilteredPanel>
  )
}
