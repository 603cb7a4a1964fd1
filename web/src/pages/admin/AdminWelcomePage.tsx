import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleAlert, Clock, LoaderCircle, UserPlus, UsersRound, WifiOff } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { applyServerErrors, fieldsFor, FormRoot } from '../../components/form/form'
import { useSchemaForm } from '../../components/form/useSchemaForm'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiErrorMessage } from '../../lib/api'
import { localDay } from '../../lib/format'
import { useStateHead } from '../../lib/useStateHead'
import { FormAlert } from '../../components/auth/AuthCard'
import { AuthShell } from '../partners/AuthShell'
import { PasswordInput } from '../partners/PasswordInput'
import { inviteTokenFrom } from '../partners/rules/authRules'
import { ADMIN_KEY, LOGIN_NETWORK_ERROR, rememberSignedIn } from './adminApi'
import { JOIN_FIELDS, joinSchema, STAFF_PASSWORD_MIN, type JoinValues } from './team/teamForms'
import { acceptStaffInvitation, fetchStaffInvitation } from './team/teamApi'
import { aRole, ROLE_DESCRIPTIONS, roleLabel, roleTone, type InvitationSummary } from './team/teamModel'

const { Field, TextField } = fieldsFor<JoinValues>()

/** What went wrong with a link, from the server's answer. */
type Problem = 'missing' | 'invalid' | 'expired' | 'unavailable'

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return 'unavailable'
  if (error.status === 404) return 'invalid'
  if (error.status === 410) return 'expired'
  return 'unavailable'
}

const PROBLEMS: Record<Problem, { title: string; text: string; icon: ReactNode; head?: string }> = {
  missing: {
    title: 'Invitation not valid',
    text: 'This page needs the invitation link from your e-mail. Open the link again, or sign in if you have already joined.',
    icon: <CircleAlert aria-hidden="true" />,
    head: 'invalid',
  },
  invalid: {
    title: 'Invitation not valid',
    text: 'This invitation link is not valid. Ask an owner of the site for a new one.',
    icon: <CircleAlert aria-hidden="true" />,
    head: 'invalid',
  },
  expired: {
    title: 'Invitation expired or already used',
    text: 'This invitation has expired or was already used. Ask an owner of the site for a new one.',
    icon: <Clock aria-hidden="true" />,
    head: 'expired',
  },
  unavailable: {
    title: 'Could not check your invitation',
    text: 'Check your connection and try again.',
    icon: <WifiOff aria-hidden="true" />,
  },
}

/**
 * /admin/welcome#invite={token}: someone invited to the staff team gives
 * their name and a password, and is signed in. The token stays in the
 * fragment (never sent with a page request) and leaves the address bar at
 * once, so it is neither kept in the history nor shown over a shoulder.
 */
export default function AdminWelcomePage() {
  const { hash, pathname, search } = useLocation()
  // Kept here, as the address bar forgets it at once; a link pasted into this tab later replaces it.
  const linked = inviteTokenFrom(hash)
  const [token, setToken] = useState(linked)
  if (linked && linked !== token) setToken(linked)
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', pathname + search)
  }, [hash, pathname, search])

  const invitation = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => fetchStaffInvitation(token ?? ''),
    enabled: token !== undefined,
    gcTime: 0,
  })
  const problem: Problem | undefined = !token ? 'missing' : invitation.isError ? problemOf(invitation.error) : undefined
  useStateHead(problem ? PROBLEMS[problem].head : undefined)

  if (problem) {
    const { title, text, icon } = PROBLEMS[problem]
    const retry = problem === 'unavailable'
    return (
      <AuthShell icon={icon} title={title} intro={apiErrorMessage(invitation.error) ?? text}>
        <div className="mt-6 flex flex-col gap-2.5">
          {retry ? (
            <Button onClick={() => void invitation.refetch()} loading={invitation.isFetching}>
              Try Again
            </Button>
          ) : null}
          <Button asChild variant={retry ? 'secondary' : 'primary'}>
            <Link to="/admin/login">Go to Admin Login</Link>
          </Button>
        </div>
      </AuthShell>
    )
  }
  if (!invitation.data || !token) {
    return (
      <AuthShell icon={<UsersRound aria-hidden="true" />} title="Checking your invitation" intro="One moment while we check your link.">
        <p role="status" className="mt-6 flex items-center gap-3 text-[15px] font-medium text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
          Checking your invitation...
        </p>
      </AuthShell>
    )
  }
  return <Join token={token} invitation={invitation.data} />
}

function Join({ token, invitation }: { token: string; invitation: InvitationSummary }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [alert, setAlert] = useState<string | undefined>()
  const form = useSchemaForm(joinSchema, { name: '', password: '' }, 'onSubmit')

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(undefined)
    try {
      await acceptStaffInvitation({ token, name: values.name, password: values.password })
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setAlert(LOGIN_NETWORK_ERROR)
        return
      }
      const { message, matched } = applyServerErrors(form, error, JOIN_FIELDS)
      if (!matched) setAlert(message ?? 'Something went wrong. Please try again.')
      return
    }
    rememberSignedIn(true)
    queryClient.removeQueries({ queryKey: ADMIN_KEY })
    toast({ title: 'Welcome to the team', description: `You are signed in as ${aRole(invitation.role)}.` })
    void navigate('/admin', { replace: true })
  })

  const submitting = form.formState.isSubmitting
  return (
    <AuthShell
      icon={<UserPlus aria-hidden="true" />}
      title={`You are invited as ${aRole(invitation.role)}`}
      intro={
        <>
          Join the AI Mission staff team as <strong className="font-semibold break-words text-slate-900">{invitation.email}</strong>. Choose your
          name and a password to sign in.
        </>
      }
      footer={
        <>
          This invitation works until <time dateTime={invitation.expiresAt}>{localDay(invitation.expiresAt)}</time>.
        </>
      }
    >
      <div className="mt-5 flex items-start gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-inset ring-slate-200/80">
        <Badge tone={roleTone(invitation.role)} className="mt-px shrink-0 px-2.5 py-0.5">
          {roleLabel(invitation.role)}
        </Badge>
        <p className="text-sm leading-relaxed text-slate-700">{ROLE_DESCRIPTIONS[invitation.role]}</p>
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-5" aria-label="Join the team">
        {/* Lets password managers save the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
        <TextField name="name" label="Your name" autoComplete="name" autoFocus />
        <Field name="password" label="Password" hint={`At least ${STAFF_PASSWORD_MIN} characters.`}>
          {(c) => <PasswordInput {...c} {...form.register('password')} autoComplete="new-password" />}
        </Field>
        <Button type="submit" className="w-full" loading={submitting}>
          {submitting ? 'Joining...' : 'Join the Team'}
        </Button>
      </FormRoot>
    </AuthShell>
  )
}
