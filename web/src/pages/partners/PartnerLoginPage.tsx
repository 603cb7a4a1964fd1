import { useQueryClient } from '@tanstack/react-query'
import { KeyRound, LoaderCircle, LogIn, Mail, ShieldCheck, Sparkles } from 'lucide-react'
import { useEffect, useReducer, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { FormField, FormRoot } from '../../components/form/form'
import { useSchemaForm } from '../../components/form/useSchemaForm'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { nextSignInStep, START } from '../../lib/signInSteps'
import { siteConfig } from '../../lib/siteConfig'
import { useStateHead } from '../../lib/useStateHead'
import { FormAlert } from '../../components/auth/AuthCard'
import { CODE_STEP_INTRO, CODE_STEP_TITLE, SignInCodeStep } from '../../components/auth/SignInCodeStep'
import { AuthShell } from './AuthShell'
import { PasswordInput } from './PasswordInput'
import { loginSchema, signInTokenFrom, type LoginValues } from './rules/authRules'
import { fetchMe, login, mightBeSignedIn, openSignInLink, PARTNER_KEY, submitSignInCode } from '../../lib/partnerSession'
import { SignInLinkForm } from './SignInLinkForm'

/** Where a sign-in lands: the page the guard turned away, or the portal. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/partners/') && !from.startsWith('/partners/login')
    ? from
    : '/partners/portal'
}

/** /partners/login and /partner-login (spec: Partner login). */
export default function PartnerLoginPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const demo = siteConfig().demoPartner
  const [alert, setAlert] = useState<string | undefined>()
  const form = useSchemaForm(loginSchema, { email: '', password: '' }, 'onSubmit')
  const next = destination(location.state)
  const [linkOpen, setLinkOpen] = useState(false)
  // An e-mailed sign-in link, opened fresh or pasted into this tab.
  const linkToken = signInTokenFrom(location.hash)
  const [openingLink, setOpeningLink] = useState(false)
  // A sign-in link that did not work: the tab says so until the next try.
  const [linkFailed, setLinkFailed] = useState(false)
  useStateHead(linkFailed ? 'link-invalid' : undefined)
  const spent = useRef<string | undefined>(undefined)
  // With two-factor sign-in on, a right password or link asks for the code next.
  const [step, dispatch] = useReducer(nextSignInStep, START)
  const expiredNotice = step.step === 'password' ? step.notice : undefined
  useEffect(() => {
    if (expiredNotice) form.setFocus('password')
  }, [expiredNotice, form])

  const enter = () => {
    queryClient.removeQueries({ queryKey: PARTNER_KEY })
    void navigate(next, { replace: true })
  }

  // The token leaves the address bar at once and is sent once (the ref
  // survives React's double effects in development).
  useEffect(() => {
    if (!linkToken || spent.current === linkToken) return
    spent.current = linkToken
    setOpeningLink(true)
    setAlert(undefined)
    void navigate({ pathname: location.pathname, hash: '' }, { replace: true, state: location.state as unknown })
    void openSignInLink(linkToken).then((outcome) => {
      if (outcome.ok) {
        dispatch({ type: 'passed', next: outcome.next })
        if (outcome.next.kind === 'signedIn') {
          queryClient.removeQueries({ queryKey: PARTNER_KEY })
          void navigate(next, { replace: true })
        } else setOpeningLink(false)
        return
      }
      setOpeningLink(false)
      setLinkFailed(true)
      setAlert(outcome.message)
      setLinkOpen(true)
    })
  }, [linkToken, location.pathname, location.state, navigate, next, queryClient])

  // A browser that signed in before (a marker, not a secret) may still hold a
  // live session: go straight on. A fresh visitor makes no failing request.
  useEffect(() => {
    if (linkToken || !mightBeSignedIn()) return undefined
    const controller = new AbortController()
    fetchMe(controller.signal).then(
      (me) => (me ? navigate(next, { replace: true }) : undefined),
      () => undefined,
    )
    return () => controller.abort()
  }, [linkToken, navigate, next])

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(undefined)
    dispatch({ type: 'back' })
    setLinkFailed(false)
    const outcome = await login(values.email, values.password)
    if (outcome.ok) {
      dispatch({ type: 'passed', next: outcome.next })
      if (outcome.next.kind === 'signedIn') enter()
      // The password is not kept while the code is asked for.
      else form.resetField('password')
      return
    }
    if (outcome.kind === 'throttled') {
      // Strangers' wrong guesses may have locked the account: the owner can
      // still get in with a link sent to their e-mail.
      setAlert(`${outcome.message} You can get in now with a sign-in link sent to your e-mail, below.`)
      setLinkOpen(true)
      return
    }
    setAlert(outcome.message)
    form.setFocus('password')
  })

  const fillDemo = () => {
    if (!demo) return
    form.setValue('email', demo.email, { shouldValidate: true })
    form.setValue('password', demo.password, { shouldValidate: true })
    setAlert(undefined)
  }

  const submitting = form.formState.isSubmitting

  if (step.step === 'code') {
    return (
      <AuthShell icon={<ShieldCheck aria-hidden="true" />} title={CODE_STEP_TITLE} intro={CODE_STEP_INTRO}>
        <SignInCodeStep
          onCode={async (code) => {
            await submitSignInCode(step.challenge, code)
            enter()
          }}
          onExpired={(message) => dispatch({ type: 'expired', message })}
          onBack={() => dispatch({ type: 'back' })}
        />
      </AuthShell>
    )
  }

  if (openingLink || linkToken) {
    return (
      <AuthShell icon={<KeyRound aria-hidden="true" />} title="Partner Login" intro="Opening your sign-in link...">
        <p role="status" className="mt-6 flex items-center gap-3 text-[15px] font-medium text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
          Signing you in...
        </p>
      </AuthShell>
    )
  }

  return (
    <AuthShell
      icon={<KeyRound aria-hidden="true" />}
      title="Partner Login"
      intro="Sign in to manage your projects, clients and client portal links."
      footer={
        <>
          Not a partner yet?{' '}
          <Link to="/partner-licensing" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            See partner licensing
          </Link>
        </>
      }
    >
      {expiredNotice ? <FormAlert>{expiredNotice}</FormAlert> : alert ? <FormAlert>{alert}</FormAlert> : null}
      <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-5" aria-label="Partner login">
        <FormField<LoginValues> name="email" label="Email">
          {(c) => (
            <Input {...c} {...form.register('email')} type="email" autoComplete="username" inputMode="email" autoFocus />
          )}
        </FormField>
        <FormField<LoginValues> name="password" label="Password">
          {(c) => <PasswordInput {...c} {...form.register('password')} autoComplete="current-password" />}
        </FormField>
        <Button type="submit" className="w-full" loading={submitting}>
          {submitting ? 'Signing In...' : 'Sign In'}
          {submitting ? null : <LogIn aria-hidden="true" />}
        </Button>
        {demo ? (
          <Button type="button" variant="secondary" className="w-full" onClick={fillDemo}>
            <Sparkles aria-hidden="true" />
            Fill Demo Credentials
          </Button>
        ) : null}
      </FormRoot>
      <section aria-labelledby="sign-in-link-title" className="mt-6 border-t border-slate-200 pt-5">
        {linkOpen ? (
          <>
            <h2 id="sign-in-link-title" className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
              <Mail aria-hidden="true" className="size-4 text-brand-600" />
              Sign in with a link by e-mail
            </h2>
            <SignInLinkForm email={form.getValues('email')} />
          </>
        ) : (
          <>
            <h2 id="sign-in-link-title" className="sr-only">
              Sign in with a link by e-mail
            </h2>
            <Button type="button" variant="ghost" className="w-full" onClick={() => setLinkOpen(true)}>
              <Mail aria-hidden="true" />
              E-mail Me a Sign-In Link
            </Button>
          </>
        )}
      </section>
    </AuthShell>
  )
}
