import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Ban, LogOut, MailPlus, RotateCcw, Send, UserPlus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { ListTable, type ListColumn } from '../../../components/lists/ListTable'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { LoadError } from '../../../components/ui/error-panel'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage, isUnauthorized } from '../../../lib/api'
import { ago, localDay } from '../../../lib/format'
import { useMediaQuery } from '../../../lib/useMediaQuery'
import { cn } from '../../../lib/utils'
import { useStaffAccess, type StaffRole } from '../adminApi'
import { Avatar } from '../common/Avatar'
import { Panel } from '../common/Panel'
import { TabHeader } from '../common/TabStates'
import { formatDateTime } from '../partners/partnerModel'
import { Empty, Loading } from '../partners/states'
import { InviteDialog } from './InviteDialog'
import { changeRole, endMemberSessions, fetchMemberSessions, fetchTeam, inviteStaff, setMemberActive } from './teamApi'
import {
  aRole,
  displayName,
  ROLE_OPTIONS,
  roleLabel,
  roleTone,
  sortMembers,
  TEAM_KEY,
  type Member,
  type StaffInvitation,
  type TeamAnswer,
} from './teamModel'

/** Admin tab (owners): who is on the team, their roles, leaving and joining. */
export default function TeamTab() {
  const [inviting, setInviting] = useState(false)
  const query = useQuery({ queryKey: TEAM_KEY, queryFn: ({ signal }) => fetchTeam(signal), staleTime: 0 })

  useEffect(() => {
    if (!query.error) return
    console.error('Failed to load the team', query.error)
  }, [query.error])

  return (
    <section aria-labelledby="admin-people-title" className="space-y-6">
      <TabHeader
        id="admin-people-title"
        title="People"
        lead="Who can sign in to the staff area, and what each of them may do."
        action={
          <Button onClick={() => setInviting(true)} aria-haspopup="dialog" className="shrink-0 self-start sm:self-auto">
            <UserPlus aria-hidden="true" />
            Invite Someone
          </Button>
        }
      />
      {query.isPending ? (
        <Card>
          <Loading label="Loading the team..." />
        </Card>
      ) : query.isError ? (
        <LoadError what="the team" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <Members members={query.data.members} />
          <Invitations invitations={query.data.invitations} onInvite={() => setInviting(true)} />
        </>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </section>
  )
}

const MEMBER_COLUMNS: ListColumn[] = [
  { label: 'Person' },
  { label: 'Role', className: 'w-40' },
  { label: 'Status' },
  { label: 'Joined' },
  { label: <span className="sr-only">Access</span>, className: 'text-right' },
]
const INVITATION_COLUMNS: ListColumn[] = [
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Invited by' },
  { label: 'Expires' },
  { label: <span className="sr-only">Invitation</span>, className: 'text-right' },
]
const td = 'px-3 py-3.5 align-middle first:pl-5 last:pr-5'

function onError(title: string) {
  return (error: unknown) => {
    // An ended session: the layout goes back to sign-in.
    if (isUnauthorized(error)) return
    toast({ variant: 'destructive', title, description: apiErrorMessage(error) ?? 'Please try again.' })
  }
}

/** Puts a changed member in the cached list at once; the list is then read again. */
function useMemberChange() {
  const queryClient = useQueryClient()
  return (member: Member) => {
    queryClient.setQueryData<TeamAnswer>(TEAM_KEY, (old) =>
      old ? { ...old, members: old.members.map((m) => (m.id === member.id ? member : m)) } : old,
    )
    void queryClient.invalidateQueries({ queryKey: TEAM_KEY })
  }
}

function Members({ members }: { members: Member[] }) {
  const { staff } = useStaffAccess()
  const titleId = useId()
  const wide = useMediaQuery('(min-width: 768px)')
  const changed = useMemberChange()
  const [confirming, setConfirming] = useState<Member | null>(null)
  const [endingFor, setEndingFor] = useState<Member | null>(null)

  const role = useMutation({
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) => changeRole(id, role),
    onSuccess: (member) => {
      changed(member)
      toast({ title: 'Role changed', description: `${displayName(member)} is now ${aRole(member.role)}.` })
    },
    onError: onError('Could not change the role'),
  })

  const access = useMutation({
    mutationFn: (m: Member) => setMemberActive(m.id, m.status === 'deactivated'),
    onSuccess: (member) => {
      changed(member)
      setConfirming(null)
      toast(
        member.status === 'active'
          ? { title: 'Member reactivated', description: `${displayName(member)} can sign in again.` }
          : { title: 'Member deactivated', description: `${displayName(member)} is signed out and can no longer sign in.` },
      )
    },
    onError: (error) => {
      setConfirming(null)
      onError('Could not change their access')(error)
    },
  })

  const sorted = sortMembers(members)
  const active = members.filter((m) => m.status === 'active').length
  const row = (m: Member) => ({
    member: m,
    you: m.id === staff.id,
    // While a change is on its way, the select shows it.
    role: role.isPending && role.variables.id === m.id ? role.variables.role : m.role,
    changing: role.isPending && role.variables.id === m.id,
    onRole: (next: StaffRole) => role.mutate({ id: m.id, role: next }),
    onAccess: () => setConfirming(m),
    onEndSessions: () => setEndingFor(m),
  })
  const rows = sorted.map(row)
  const deactivated = confirming?.status === 'deactivated'
  const name = confirming ? displayName(confirming) : ''

  return (
    <Panel
      id={titleId}
      title="Team members"
      lead={
        <>
          {active} active {active === 1 ? 'member' : 'members'}
          {members.length > active ? `, ${members.length - active} deactivated` : ''}
        </>
      }
    >
      {wide ? <MembersTable rows={rows} titleId={titleId} /> : <MemberCards rows={rows} titleId={titleId} />}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null)
        }}
        title={deactivated ? `Reactivate ${name}?` : `Deactivate ${name}?`}
        description={
          deactivated
            ? `${name} can sign in again with their e-mail and password, as ${confirming ? aRole(confirming.role) : ''}.`
            : `${name} is signed out at once: every session of theirs ends now, and they can no longer sign in. Their account is kept; you can reactivate them later.`
        }
        confirmLabel={deactivated ? 'Reactivate' : 'Deactivate'}
        variant={deactivated ? 'primary' : 'destructive'}
        pending={access.isPending}
        onConfirm={() => confirming && access.mutate(confirming)}
      />
      <EndSessionsDialog member={endingFor} onClose={() => setEndingFor(null)} />
    </Panel>
  )
}

interface MemberRow {
  member: Member
  you: boolean
  role: StaffRole
  changing: boolean
  onRole: (role: StaffRole) => void
  onAccess: () => void
  onEndSessions: () => void
}

function YouBadge() {
  return (
    <Badge tone="brand" className="px-2 py-0 text-[11px]">
      You
    </Badge>
  )
}

function StatusBadge({ status }: { status: Member['status'] }) {
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'} className="px-2.5 py-0.5">
      {status === 'active' ? 'Active' : 'Deactivated'}
    </Badge>
  )
}

function RoleBadge({ role }: { role: StaffRole }) {
  return (
    <Badge tone={roleTone(role)} className="px-2.5 py-0.5">
      {roleLabel(role)}
    </Badge>
  )
}

/** The role: a select for the others; your own is changed by another owner. */
function RoleControl({ row, className }: { row: MemberRow; className?: string }) {
  if (row.you) return <RoleBadge role={row.member.role} />
  return (
    <Select
      compact
      aria-label={`Role of ${displayName(row.member)}`}
      value={row.role}
      options={ROLE_OPTIONS}
      disabled={row.changing}
      onValueChange={(value) => row.onRole(value as StaffRole)}
      className={className}
    />
  )
}

/** Signs a member out of every browser at once (a lost laptop, a shared computer); not offered for yourself, whose account page does it. */
function EndSessionsButton({ row, className }: { row: MemberRow; className?: string }) {
  if (row.you || row.member.status !== 'active') return null
  const name = displayName(row.member)
  return (
    <Button size="sm" variant="ghost" onClick={row.onEndSessions} aria-haspopup="dialog" aria-label={`End Sessions of ${name}`} className={className}>
      <LogOut aria-hidden="true" />
      End Sessions
    </Button>
  )
}

/** Asks before ending every session of a member, saying where they are signed in. */
function EndSessionsDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const name = member ? displayName(member) : ''
  const sessions = useQuery({
    queryKey: [...TEAM_KEY, 'sessions', member?.id],
    queryFn: ({ signal }) => fetchMemberSessions(member?.id ?? 0, signal),
    enabled: member !== null,
    staleTime: 0,
    gcTime: 0,
  })
  const end = useMutation({
    mutationFn: (m: Member) => endMemberSessions(m.id),
    onSuccess: (ended) => {
      onClose()
      toast({
        title: 'Sessions ended',
        description:
          ended === 0
            ? `${name} was not signed in anywhere.`
            : `${name} is signed out of ${ended === 1 ? '1 browser' : `${ended} browsers`}, and signs in again to come back.`,
      })
    },
    onError: (error) => {
      onClose()
      onError('Could not end their sessions')(error)
    },
  })
  const list = sessions.data ?? []
  const where = sessions.isPending
    ? ''
    : sessions.isError
      ? ''
      : list.length === 0
        ? ` ${name} is not signed in anywhere now.`
        : ` Signed in now: ${list.map((s) => `${s.device} (last seen ${ago(s.lastSeenAt)})`).join(', ')}.`
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={`End every session of ${name}?`}
      description={`${name} is signed out of every browser at once, and signs in again with their password to come back.${where}`}
      confirmLabel="End Sessions"
      pending={end.isPending}
      onConfirm={() => member && end.mutate(member)}
    />
  )
}

function AccessButton({ row, className }: { row: MemberRow; className?: string }) {
  if (row.you) return null
  const deactivated = row.member.status === 'deactivated'
  const name = displayName(row.member)
  return (
    <Button
      size="sm"
      variant={deactivated ? 'secondary' : 'ghost'}
      onClick={row.onAccess}
      aria-haspopup="dialog"
      aria-label={`${deactivated ? 'Reactivate' : 'Deactivate'} ${name}`}
      className={cn(deactivated ? undefined : 'text-danger-700 hover:bg-danger-50 hover:text-danger-700', className)}
    >
      {deactivated ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
      {deactivated ? 'Reactivate' : 'Deactivate'}
    </Button>
  )
}

function Person({ row }: { row: MemberRow }) {
  const m = row.member
  const name = displayName(m)
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} className={m.status === 'deactivated' ? 'bg-slate-100 text-slate-600' : undefined} />
      <div className="min-w-0">
        <p className="flex min-w-0 items-center gap-2">
          <span className={cn('truncate font-semibold', m.status === 'deactivated' ? 'text-slate-600' : 'text-slate-900')}>{name}</span>
          {row.you ? <YouBadge /> : null}
        </p>
        {m.name.trim() ? <p className="truncate text-[13px] text-slate-600">{m.email}</p> : null}
      </div>
    </div>
  )
}

function MembersTable({ rows, titleId }: { rows: MemberRow[]; titleId: string }) {
  return (
    <ListTable labelledBy={titleId} columns={MEMBER_COLUMNS} minWidth="min-w-[720px]" edges="both">
      {rows.map((row) => (
        <tr key={row.member.id} data-member-id={row.member.id} className="transition-colors hover:bg-slate-50/60">
          <td className={cn(td, 'max-w-[320px]')}>
            <Person row={row} />
          </td>
          <td className={td}>
            <RoleControl row={row} />
          </td>
          <td className={td}>
            <StatusBadge status={row.member.status} />
          </td>
          <td className={cn(td, 'whitespace-nowrap tabular-nums text-slate-600')}>
            <time dateTime={row.member.createdAt} title={formatDateTime(row.member.createdAt)}>
              {localDay(row.member.createdAt)}
            </time>
          </td>
          <td className={cn(td, 'whitespace-nowrap text-right')}>
            <EndSessionsButton row={row} />
            <AccessButton row={row} className="ml-1" />
          </td>
        </tr>
      ))}
    </ListTable>
  )
}

function MemberCards({ rows, titleId }: { rows: MemberRow[]; titleId: string }) {
  return (
    <ul aria-labelledby={titleId} className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.member.id} data-member-id={row.member.id} className="space-y-3 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <Person row={row} />
            <StatusBadge status={row.member.status} />
          </div>
          <div className={cn('flex items-center gap-2', row.you ? 'justify-between' : undefined)}>
            <RoleControl row={row} className="min-w-0 flex-1" />
            {row.you ? <span className="text-[13px] text-slate-500">Joined {localDay(row.member.createdAt)}</span> : null}
          </div>
          {row.you ? null : (
            <div className="flex flex-wrap justify-end gap-2">
              <EndSessionsButton row={row} />
              <AccessButton row={row} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

function Invitations({ invitations, onInvite }: { invitations: StaffInvitation[]; onInvite: () => void }) {
  const titleId = useId()
  const wide = useMediaQuery('(min-width: 768px)')
  const queryClient = useQueryClient()
  const sorted = [...invitations].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const resend = useMutation({
    mutationFn: (i: StaffInvitation) => inviteStaff({ email: i.email, role: i.role }),
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY })
      toast({ title: 'Invitation sent again', description: `${invitation.email} gets a new link; the old one no longer works.` })
    },
    onError: onError('Could not send the invitation'),
  })
  const sendAgain = (i: StaffInvitation, className?: string) => {
    const pending = resend.isPending && resend.variables.email === i.email
    return (
      <Button
        size="sm"
        variant="secondary"
        loading={pending}
        onClick={() => resend.mutate(i)}
        aria-label={`Send Again to ${i.email}`}
        className={className}
      >
        {pending ? null : <Send aria-hidden="true" />}
        Send Again
      </Button>
    )
  }
  return (
    <Panel
      id={titleId}
      title="Open invitations"
      lead="Each link works once, for 7 days. Sending it again makes a new link, and the old one stops working."
    >
      {sorted.length === 0 ? (
        <Empty icon={<MailPlus aria-hidden="true" />} title="No open invitations">
          <p>Invite someone and they get an e-mail with a link to choose their name and password.</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={onInvite} aria-haspopup="dialog">
            <UserPlus aria-hidden="true" />
            Invite Someone
          </Button>
        </Empty>
      ) : wide ? (
        <ListTable labelledBy={titleId} columns={INVITATION_COLUMNS} minWidth="min-w-[720px]" edges="both">
          {sorted.map((i) => (
            <tr key={i.email} data-invitation={i.email}>
              <td className={cn(td, 'max-w-[320px] truncate font-medium text-slate-900')}>{i.email}</td>
              <td className={td}>
                <RoleBadge role={i.role} />
              </td>
              <td className={cn(td, 'max-w-[260px] truncate text-slate-600')}>{i.invitedBy || '—'}</td>
              <td className={cn(td, 'whitespace-nowrap tabular-nums text-slate-600')}>
                <time dateTime={i.expiresAt} title={formatDateTime(i.expiresAt)}>
                  {localDay(i.expiresAt)}
                </time>
              </td>
              <td className={cn(td, 'text-right')}>{sendAgain(i)}</td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <ul aria-labelledby={titleId} className="divide-y divide-slate-100">
          {sorted.map((i) => (
            <li key={i.email} data-invitation={i.email} className="px-4 py-3.5">
              <div className="flex items-start justify-between gap-3">
                <span className="min-w-0 truncate font-medium text-slate-900">{i.email}</span>
                <RoleBadge role={i.role} />
              </div>
              <div className="mt-1.5 flex items-end justify-between gap-3">
                <p className="min-w-0 text-[13px] text-slate-600">
                  {i.invitedBy ? <span className="block truncate">Invited by {i.invitedBy}</span> : null}
                  Expires <time dateTime={i.expiresAt}>{localDay(i.expiresAt)}</time>
                </p>
                {sendAgain(i, 'shrink-0')}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
