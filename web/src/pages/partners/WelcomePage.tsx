import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleAlert, LoaderCircle, PartyPopper } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { FormField, FormRoot } from '../../components/form/form'
import { useSchemaForm } from '../../components/form/useSchemaForm'
import { Button } from '../../components/ui/button'
import { ApiError, apiRequest } from '../../lib/api'
import { RULES } from '../../lib/rules'
import { useStateHead } from '../../lib/useStateHead'
import type { OnboardingArrival } from '../onboarding/partnerPrefill'
import { FormAlert } from '../../components/auth/AuthCard'
import { AuthShell } from './AuthShell'
import { PasswordInput } from './PasswordInput'
import { invitationProblem, inviteTokenFrom, welcomeSchema, type WelcomeValues } from './rules/authRules'
import { acceptInvitation, PARTNER_KEY } from '../../lib/partnerSession'

interface Invitation {
  email: string
  company: string
  contactName: string
  /** A buyer who has not sent the onboarding yet: it opens next. */
  needsOnboarding?: boolean
}

async function fetchInvitation(token: string): Promise<Invitation> {
  const res = await apiRequest('POST', '/api/partner-auth/invitation', { token })
  return (await res.json()) as Invitation
}

/**
 * /partners/welcome#invite={token}: the invited partner chooses a password
 * and is signed in. The token stays in the fragment, never sent as part of a
 * page request.
 */
export default function WelcomePage() {
  const { hash } = useLocation()
  const token = inviteTokenFrom(hash)
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => fetchInvitation(token ?? ''),
    enabled: token !== undefined,
    gcTime: 0,
  })
  useStateHead(!token || invitation.isError ? 'invalid' : undefined)

  if (!token || invitation.isError) {
    const status = invitation.error instanceof ApiError ? invitation.error.status : undefined
    return (
      <AuthShell
        icon={<CircleAlert aria-hidden="true" />}
        title="Invitation not valid"
        intro={token ? invitationProblem(status) : 'This page needs the invitation link from your e-mail. Open the link again, or sign in if you have set your password.'}
      >
        <Button asChild className="mt-6 w-full">
          <Link to="/partners/login">Go to Partner Login</Link>
        </Button>
      </AuthShell>
    )
  }
  if (!invitation.data) {
    return (
      <AuthShell icon={<PartyPopper aria-hidden="true" />} title="Welcome, partner" intro="Checking your invitation...">
        <p role="status" className="mt-6 flex items-center gap-3 text-[15px] font-medium text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
          Checking your invitation...
        </p>
      </AuthShell>
    )
  }
  return <ChoosePassword token={token} invitation={invitation.data} />
}

function ChoosePassword({ token, invitation }: { token: string; invitation: Invitation }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [alert, setAlert] = useState<string | undefined>()
  const form = useSchemaForm(welcomeSchema, { password: '', confirm: '' }, 'onSubmit')
  const greeting = invitation.contactName ? `Welcome, ${invitation.contactName}` : 'Welcome, partner'

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(undefined)
    const outcome = await acceptInvitation(token, values.password)
    if (outcome.ok) {
      queryClient.removeQueries({ queryKey: PARTNER_KEY })
      if (invitation.needsOnboarding) {
        const arrival: OnboardingArrival = {
          partner: { fullName: invitation.contactName, businessEmail: invitation.email, businessName: invitation.company },
        }
        void navigate('/partner-onboarding', { replace: true, state: arrival })
        return
      }
      void navigate('/partners/portal', { replace: true })
      return
    }
    setAlert(outcome.message)
  })

  const submitting = form.formState.isSubmitting
  return (
    <AuthShell
      icon={<PartyPopper aria-hidden="true" />}
      title={greeting}
      intro={
        <>
          Choose a password for <strong className="font-semibold text-slate-900">{invitation.email}</strong>
          {invitation.company ? <> ({invitation.company})</> : null} to open your partner portal{invitation.needsOnboarding ? ', then complete your onboarding' : ''}.
        </>
      }
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-5" aria-label="Choose your password">
        {/* Lets password managers save the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
        <FormField<WelcomeValues>
          name="password"
          label="New password"
          hint={`At least ${RULES.partners.passwordMin} characters.`}
        >
          {(c) => <PasswordInput {...c} {...form.register('password')} autoComplete="new-password" autoFocus />}
        </FormField>
        <FormField<WelcomeValues> name="confirm" label="Confirm password">
          {(c) => <PasswordInput {...c} {...form.register('confirm')} autoComplete="new-password" />}
        </FormField>
        <Button type="submit" className="w-full" loading={submitting}>
          {submitting ? 'Setting Up...' : 'Set Password and Sign In'}
        </Button>
      </FormRoot>
    </AuthShell>
  )
}
