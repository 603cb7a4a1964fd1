import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, LogOut, Monitor, Smartphone, Tablet } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { TwoFactorSettings } from '../../../components/auth/TwoFactorSettings'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { LoadError } from '../../../components/ui/error-panel'
import { toast } from '../../../components/ui/use-toast'
import { ApiError, apiErrorMessage, isUnauthorized } from '../../../lib/api'
import { ago, localDay } from '../../../lib/format'
import { ADMIN_KEY, rememberSignedIn, staffTwoFactor, useStaffAccess } from '../adminApi'
import { AdminShell } from '../AdminShell'
import { Panel } from '../common/Panel'
import { formatDateTime } from '../partners/partnerModel'
import { Loading } from '../partners/states'
import { StaffHeaderActions } from '../StaffHeaderActions'
import { displayName, roleLabel, roleTone } from '../team/teamModel'
import { deviceKind, endMySession, fetchMySessions, MY_SESSIONS_KEY, type StaffSession } from './sessionsApi'

/** /admin/account: the signed-in person's own account: two-factor sign-in and the browsers signed in as them. */
export default function AccountPage() {
  const { staff } = useStaffAccess()
  const who = displayName(staff)
  return (
    <AdminShell actions={<StaffHeaderActions />}>
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8 sm:py-10">
        <Link
          to="/admin"
          className="-ml-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">Your account</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-[15px] text-slate-600">
          <span className="font-medium text-slate-900">{who}</span>
          {who !== staff.email ? <span className="break-all">{staff.email}</span> : null}
          <Badge tone={roleTone(staff.role)} className="px-2.5 py-0.5">
            {roleLabel(staff.role)}
          </Badge>
        </p>
        <div className="mt-8 space-y-6">
          <Panel
            id="account-two-factor"
            headingLevel="h2"
            title="Two-factor sign-in"
            lead="A code from an authenticator app on your phone, as well as your password."
          >
            <TwoFactorSettings api={staffTwoFactor} account={staff.email} className="px-4 py-5 sm:px-5" />
          </Panel>
          <Sessions />
        </div>
      </div>
    </AdminShell>
  )
}

const DEVICE_ICONS = { phone: Smartphone, tablet: Tablet, computer: Monitor }

function Sessions() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: MY_SESSIONS_KEY, queryFn: ({ signal }) => fetchMySessions(signal), staleTime: 0 })
  const [ending, setEnding] = useState<StaffSession | null>(null)

  const end = useMutation({
    mutationFn: (s: StaffSession) => endMySession(s.id),
    onSuccess: (_, s) => {
      setEnding(null)
      if (s.current) {
        // This browser's session is gone: signed out here.
        rememberSignedIn(false)
        queryClient.removeQueries({ queryKey: ADMIN_KEY })
        toast({ title: 'Logged out', description: 'You ended the session of this browser.' })
        void navigate('/admin/login', { replace: true })
        return
      }
      queryClient.setQueryData<StaffSession[]>(MY_SESSIONS_KEY, (old) => old?.filter((o) => o.id !== s.id))
      void queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY })
      toast({ title: 'Session ended', description: `${s.device} is signed out.` })
    },
    onError: (error) => {
      setEnding(null)
      if (isUnauthorized(error)) return
      void queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY })
      const gone = error instanceof ApiError && error.status === 404
      toast({
        variant: gone ? 'default' : 'destructive',
        title: gone ? 'Already ended' : 'Could not end the session',
        description: apiErrorMessage(error) ?? 'Please try again.',
      })
    },
  })

  const sessions = query.data ?? []
  const others = sessions.filter((s) => !s.current).length
  return (
    <Panel
      id="account-sessions"
      headingLevel="h2"
      title="Signed-in sessions"
      lead={
        query.isSuccess
          ? `${sessions.length} ${sessions.length === 1 ? 'browser' : 'browsers'} signed in as you${others > 0 ? '. End any you do not recognise.' : '.'}`
          : 'The browsers signed in as you.'
      }
    >
      {query.isPending ? (
        <Loading label="Loading your sessions..." />
      ) : query.isError ? (
        <LoadError what="your sessions" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} className="m-4" />
      ) : (
        <ul aria-labelledby="account-sessions" className="divide-y divide-slate-100">
          {sessions.map((s) => (
            <SessionRow key={s.id} session={s} onEnd={() => setEnding(s)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null)
        }}
        title={ending?.current ? 'Sign out this browser?' : 'End this session?'}
        description={
          ending?.current
            ? 'This is the browser you are using: ending its session signs you out here, and you sign in again to come back.'
            : `${ending?.device ?? 'That browser'} (${ending?.network ?? ''}) is signed out at once. Whoever uses it must sign in again.`
        }
        confirmLabel={ending?.current ? 'Sign Out' : 'End Session'}
        pending={end.isPending}
        onConfirm={() => ending && end.mutate(ending)}
      />
    </Panel>
  )
}

function SessionRow({ session: s, onEnd }: { session: StaffSession; onEnd: () => void }) {
  const Icon = DEVICE_ICONS[deviceKind(s.device)]
  return (
    <li data-session={s.id} className="flex items-start gap-3 px-4 py-4 sm:items-center sm:px-5">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600 sm:mt-0 [&_svg]:size-5"
      >
        <Icon />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-slate-900">{s.device}</span>
          {s.current ? (
            <Badge tone="brand" className="px-2 py-0 text-[11px]">
              This Browser
            </Badge>
          ) : null}
        </div>
        <p className="mt-0.5 text-[13px] text-slate-600">
          <span className="break-all">{s.network}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {s.current ? (
            'Active now'
          ) : (
            <>
              Last seen{' '}
              <time dateTime={s.lastSeenAt} title={formatDateTime(s.lastSeenAt)}>
                {ago(s.lastSeenAt)}
              </time>
            </>
          )}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          Signed in{' '}
          <time dateTime={s.createdAt} title={formatDateTime(s.createdAt)}>
            {localDay(s.createdAt)}
          </time>
        </p>
      </div>
      <Button
        size="sm"
        variant="ghost"
        onClick={onEnd}
        aria-haspopup="dialog"
        aria-label={s.current ? 'Sign Out of this browser' : `End the session on ${s.device}`}
        className="shrink-0 text-danger-700 hover:bg-danger-50 hover:text-danger-700"
      >
        <LogOut aria-hidden="true" />
        {s.current ? 'Sign Out' : 'End'}
      </Button>
    </li>
  )
}
