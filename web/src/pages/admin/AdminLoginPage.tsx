import { useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound, LoaderCircle, LockKeyhole, LogIn, ShieldCheck } from 'lucide-react'
import { useEffect, useReducer } from 'react'
import { useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from '../../lib/zod'
import { AuthCard, FormAlert } from '../../components/auth/AuthCard'
import { CODE_EXPIRED, CodeForm } from '../../components/auth/CodeForm'
import { RecoveryCodesPanel } from '../../components/auth/RecoveryCodesPanel'
import { CODE_STEP_INTRO, CODE_STEP_TITLE, SignInCodeStep } from '../../components/auth/SignInCodeStep'
import { TwoFactorSetupPanel } from '../../components/auth/TwoFactorSetupPanel'
import { fieldsFor, FormRoot } from '../../components/form/form'
import { useSchemaForm } from '../../components/form/useSchemaForm'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { apiErrorMessage, isUnauthorized } from '../../lib/api'
import { nextSignInStep, START } from '../../lib/signInSteps'
import { PasswordInput } from '../partners/PasswordInput'
import {
  ADMIN_KEY,
  checkAdminAccess,
  confirmLoginSetup,
  login,
  mightBeSignedIn,
  startLoginSetup,
  submitLoginCode,
} from './adminApi'
import { AdminShell } from './AdminShell'

// Required only: the server alone judges the e-mail and password.
const loginSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email.'),
  password: z.string().min(1, 'Please enter your password.'),
})
type LoginValues = z.input<typeof loginSchema>
const LOGIN_FIELDS: (keyof LoginValues)[] = ['email', 'password']
const { Field, TextField } = fieldsFor<LoginValues>()

/**
 * /admin/login: the e-mail and password, then, for whoever has two-factor
 * sign-in on, the code; an owner or admin who must have it and has not set
 * it up does so here first (the key, its first code, the recovery codes).
 */
export default function AdminLoginPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [step, dispatch] = useReducer(nextSignInStep, START)
  // The password lives only in the form's state; it is never stored.
  const form = useSchemaForm(loginSchema, { email: '', password: '' }, 'onSubmit')
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] })
  const submitting = form.formState.isSubmitting

  // Already signed in: go straight to the dashboard. Only asked when this
  // browser signed in before, so a fresh visit makes no failing request.
  useEffect(() => {
    if (!mightBeSignedIn()) return undefined
    const controller = new AbortController()
    void checkAdminAccess(controller.signal).then((access) => {
      if (access && !controller.signal.aborted) void navigate('/admin', { replace: true })
    })
    return () => controller.abort()
  }, [navigate])

  // Back at the password after an expired challenge: the keyboard is where the next try starts.
  const expiredNotice = step.step === 'password' ? step.notice : undefined
  useEffect(() => {
    if (expiredNotice) form.setFocus('password')
  }, [expiredNotice, form])

  /** A session exists: on to the dashboard. */
  const enter = () => {
    form.reset()
    queryClient.removeQueries({ queryKey: ADMIN_KEY })
    toast({ title: 'Login successful' })
    void navigate('/admin', { replace: true })
  }
  const expired = (message: string) => dispatch({ type: 'expired', message })

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    dispatch({ type: 'back' })
    const outcome = await login(email, password)
    if (outcome.ok) {
      dispatch({ type: 'passed', next: outcome.next })
      if (outcome.next.kind === 'signedIn') enter()
      // The password is not kept while the second step waits.
      else form.resetField('password')
      return
    }
    toast({ variant: 'destructive', title: 'Login failed', description: outcome.message })
    // A field the server named gets its message; otherwise the password (the one likely wrong) does.
    const named = LOGIN_FIELDS.filter((f) => outcome.fields?.[f])
    for (const f of named) form.setError(f, { type: 'server', message: outcome.fields?.[f] })
    if (named.length === 0) form.setError('password', { type: 'server', message: outcome.message })
    form.setFocus(named[0] ?? 'password', { shouldSelect: true })
  })

  let card
  switch (step.step) {
    case 'code':
      card = (
        <AuthCard icon={<ShieldCheck aria-hidden="true" />} title={CODE_STEP_TITLE} intro={CODE_STEP_INTRO}>
          <SignInCodeStep
            onCode={async (code) => {
              await submitLoginCode(step.challenge, code)
              dispatch({ type: 'codeAccepted' })
              enter()
            }}
            onExpired={expired}
            onBack={() => dispatch({ type: 'back' })}
          />
        </AuthCard>
      )
      break
    case 'setup':
      card = (
        <AuthCard
          icon={<ShieldCheck aria-hidden="true" />}
          title="Set up two-factor sign-in"
          intro="Owners and admins sign in with their password and a code from an authenticator app. Set it up once to go on."
          focusTitle
        >
          <LoginSetup
            challenge={step.challenge}
            onConfirmed={(codes) => dispatch({ type: 'setupConfirmed', recoveryCodes: codes })}
            onExpired={expired}
          />
        </AuthCard>
      )
      break
    case 'recovery':
      card = (
        <AuthCard
          icon={<KeyRound aria-hidden="true" />}
          title="Save your recovery codes"
          intro="Two-factor sign-in is on. Lose your phone, and each of these codes signs you in once."
          focusTitle
        >
          <RecoveryCodesPanel
            codes={step.codes}
            account={email}
            continueLabel="Continue to the Dashboard"
            onContinue={() => {
              dispatch({ type: 'saved' })
              enter()
            }}
            className="mt-6"
          />
        </AuthCard>
      )
      break
    case 'done':
      card = (
        <AuthCard icon={<LockKeyhole aria-hidden="true" />} title="Admin Login" intro="Opening the dashboard...">
          <p role="status" className="mt-6 flex items-center gap-3 text-[15px] font-medium text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
            Signing you in...
          </p>
        </AuthCard>
      )
      break
    default:
      card = (
        <AuthCard
          icon={<LockKeyhole aria-hidden="true" />}
          title="Admin Login"
          intro="Sign in with your staff email and password to review leads, testimonials and public requests."
          footer="Staff only. Sessions end after 12 hours."
        >
          {step.notice ? <FormAlert>{step.notice}</FormAlert> : null}
          <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-7 space-y-6" aria-label="Admin Login">
            <TextField
              name="email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus={!step.notice}
              required
            />
            <Field name="password" label="Password">
              {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" required />}
            </Field>
            <Button type="submit" className="w-full" disabled={email.trim() === '' || password === ''} loading={submitting}>
              {submitting ? 'Signing In...' : 'Sign In'}
              {submitting ? null : <LogIn aria-hidden="true" />}
            </Button>
          </FormRoot>
        </AuthCard>
      )
  }

  return <AdminShell>{card}</AdminShell>
}

/** The setup step: the key (made by the server for this challenge) and its first code. */
function LoginSetup({
  challenge,
  onConfirmed,
  onExpired,
}: {
  challenge: string
  onConfirmed: (recoveryCodes: string[]) => void
  onExpired: (message: string) => void
}) {
  const setup = useQuery({
    queryKey: ['admin-login-setup', challenge],
    queryFn: () => startLoginSetup(challenge),
    staleTime: Infinity,
    gcTime: 0,
  })
  const expiredMessage = isUnauthorized(setup.error) ? (apiErrorMessage(setup.error) ?? CODE_EXPIRED) : undefined
  useEffect(() => {
    if (expiredMessage) onExpired(expiredMessage)
  }, [expiredMessage, onExpired])

  if (setup.isPending || expiredMessage) {
    return (
      <p role="status" className="mt-6 flex items-center gap-3 text-[15px] font-medium text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
        Preparing your key...
      </p>
    )
  }
  if (setup.isError) {
    return (
      <>
        <FormAlert>{apiErrorMessage(setup.error) ?? 'We could not prepare your key. Check your connection and try again.'}</FormAlert>
        <Button className="mt-4 w-full" onClick={() => void setup.refetch()} loading={setup.isFetching}>
          Try Again
        </Button>
      </>
    )
  }
  return (
    <TwoFactorSetupPanel setup={setup.data} className="mt-6">
      <CodeForm
        name="Turn on two-factor sign-in"
        recovery={false}
        onCode={async (code) => onConfirmed(await confirmLoginSetup(challenge, code))}
        onExpired={onExpired}
        submitLabel="Turn On and Continue"
        submittingLabel="Turning On..."
      />
    </TwoFactorSetupPanel>
  )
}
