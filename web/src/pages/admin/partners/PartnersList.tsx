import { useQuery } from '@tanstack/react-query'
import { Building2, Search, SearchX } from 'lucide-react'
import { useId, useState } from 'react'
import { Card } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { LoadError } from '../../../components/ui/error-panel'
import { useMediaQuery } from '../../../lib/useMediaQuery'
import { cn } from '../../../lib/utils'
import { Avatar } from '../common/Avatar'
import { CreatePartnerDialog } from './CreatePartnerDialog'
import { fetchPartners, PARTNERS_KEY } from './partnerApi'
import { PartnerDetailSheet } from './PartnerDetail'
import { formatDate, formatDateTime, matchesPartner, type PartnerSummary } from './partnerModel'
import { PartnerStatusBadge } from './PartnerStatusBadge'
import { Dash } from '../common/TabStates'
import { ShowingCount } from '../../../components/lists/ListStates'
import { ListTable, RowOpenButton, type ListColumn } from '../../../components/lists/ListTable'
import { Empty, Loading } from './states'
import { Can } from '../common/Can'

export const NO_PARTNERS_TEXT = 'No partners yet'

/** Every partner, searchable, with the Create partner dialog and a detail sheet per partner. */
export function PartnersList() {
  const searchId = useId()
  const captionId = useId()
  const [search, setSearch] = useState('')
  const [openId, setOpenId] = useState<number | null>(null)
  const wide = useMediaQuery('(min-width: 768px)')

  const query = useQuery({ queryKey: PARTNERS_KEY, queryFn: ({ signal }) => fetchPartners(signal) })

  const all = query.data ?? []
  const shown = all.filter((p) => matchesPartner(p, search))

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 border-b border-slate-100 p-4 sm:flex-row sm:items-end sm:p-5">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor={searchId}>Search partners</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              id={searchId}
              type="search"
              value={search}
              maxLength={200}
              placeholder="Company, contact or email"
              autoComplete="off"
              onChange={(e) => setSearch(e.target.value)}
              className="h-11 pl-10"
            />
          </div>
        </div>
        <Can permission="manage">
          <CreatePartnerDialog onCreated={setOpenId} />
        </Can>
      </div>

      <p id={captionId} aria-live="polite" className="px-4 py-2.5 text-sm text-slate-600 sm:px-5">
        {query.isPending ? (
          'Loading partners...'
        ) : (
          <>
            <ShowingCount shown={shown.length} total={all.length} one="partner" many="partners" />
          </>
        )}
      </p>

      <div className="border-t border-slate-100">
        {query.isPending ? (
          <Loading label="Loading partners..." />
        ) : query.isError ? (
          <LoadError className="m-4 p-5 sm:m-5" what="partners" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : all.length === 0 ? (
          <Empty icon={<Building2 aria-hidden="true" />} title={NO_PARTNERS_TEXT}>
            Create a partner to send them an invitation, or approve an application.
          </Empty>
        ) : shown.length === 0 ? (
          <Empty icon={<SearchX aria-hidden="true" />} title="No partners match this search" />
        ) : wide ? (
          <PartnersTable partners={shown} captionId={captionId} onOpen={setOpenId} />
        ) : (
          <PartnerCards partners={shown} captionId={captionId} onOpen={setOpenId} />
        )}
      </div>

      <PartnerDetailSheet partnerId={openId} onClose={() => setOpenId(null)} />
    </Card>
  )
}

const COLUMNS: ListColumn[] = [
  { label: 'Company' },
  { label: 'Email' },
  { label: 'Status' },
  { label: 'Projects', className: 'text-right' },
  { label: 'Clients', className: 'text-right' },
  { label: 'Last sign-in' },
]
const td = 'px-3 py-3.5 align-middle first:pl-5'

function PartnersTable({ partners, captionId, onOpen }: { partners: PartnerSummary[]; captionId: string; onOpen: (id: number) => void }) {
  return (
    <ListTable labelledBy={captionId} columns={COLUMNS} minWidth="min-w-[880px]" edges="start">
      {partners.map((p) => (
        <tr key={p.id} data-partner-id={p.id} onClick={() => onOpen(p.id)} className="cursor-pointer transition-colors hover:bg-slate-50">
          <td className={td}>
            <div className="flex items-center gap-3">
              <Avatar name={p.company} />
              <div className="min-w-0">
                <RowOpenButton onOpen={() => onOpen(p.id)} className="text-left break-words">
                  {p.company}
                </RowOpenButton>
                <p className="text-[13px] text-slate-600">{p.contactName || <Dash />}</p>
              </div>
            </div>
          </td>
          <td className={cn(td, 'max-w-[260px] truncate text-slate-700')} title={p.email}>
            {p.email}
          </td>
          <td className={td}>
            <PartnerStatusBadge status={p.status} />
          </td>
          <td className={cn(td, 'text-right tabular-nums text-slate-700')}>{p.projects}</td>
          <td className={cn(td, 'text-right tabular-nums text-slate-700')}>{p.clients}</td>
          <td className={cn(td, 'whitespace-nowrap tabular-nums text-slate-600')}>
            {p.lastSignInAt ? (
              <time dateTime={p.lastSignInAt} title={formatDateTime(p.lastSignInAt)}>
                {formatDate(p.lastSignInAt)}
              </time>
            ) : (
              <span className="text-slate-500">Never</span>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  )
}

function PartnerCards({ partners, captionId, onOpen }: { partners: PartnerSummary[]; captionId: string; onOpen: (id: number) => void }) {
  return (
    <ul aria-labelledby={captionId} className="divide-y divide-slate-100">
      {partners.map((p) => (
        <li key={p.id} data-partner-id={p.id}>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(p.id)}
            className="flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
          >
            <Avatar name={p.company} />
            <span className="min-w-0 flex-1">
              <span className="flex items-start justify-between gap-2">
                <span className="truncate font-semibold text-slate-900">{p.company}</span>
                <PartnerStatusBadge status={p.status} />
              </span>
              <span className="mt-0.5 block truncate text-[13px] text-slate-600">{p.email}</span>
              <span className="mt-1 block text-[13px] text-slate-500">
                {p.projects} {p.projects === 1 ? 'project' : 'projects'} · {p.clients} {p.clients === 1 ? 'client' : 'clients'} ·{' '}
                {p.lastSignInAt ? `signed in ${formatDate(p.lastSignInAt)}` : 'never signed in'}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
