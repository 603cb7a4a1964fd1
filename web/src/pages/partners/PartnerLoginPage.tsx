import { useQueryClient } from '@tanstack/react-query'
import { KeyRound, LogIn, Sparkles } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { FormField, FormRoot } from '../../components/form/form'
import { useSchemaForm } from '../../components/form/useSchemaForm'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { siteConfig } from '../../lib/siteConfig'
import { AuthShell, FormAlert } from './AuthShell'
import { PasswordInput } from './PasswordInput'
import { loginSchema, type LoginValues } from './rules/authRules'
import { fetchMe, login, mightBeSignedIn, PARTNER_KEY } from '../../lib/partnerSession'

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

  // A browser that signed in before (a marker, not a secret) may still hold a
  // live session: go straight on. A fresh visitor makes no failing request.
  useEffect(() => {
    if (!mightBeSignedIn()) return undefined
    const controller = new AbortController()
    fetchMe(controller.signal).then(
      () => navigate(next, { replace: true }),
      () => undefined,
    )
    return () => controller.abort()
  }, [navigate, next])

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(undefined)
    const outcome = await login(values.email, values.password)
    if (outcome.ok) {
      queryClient.removeQueries({ queryKey: PARTNER_KEY })
      void navigate(next, { replace: true })
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
      {alert ? <FormAlert>{alert}</FormAlert> : null}
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
          {submitting ? 'Signing in...' : 'Sign In'}
          {submitting ? null : <LogIn aria-hidden="true" />}
        </Button>
        {demo ? (
          <Button type="button" variant="secondary" className="w-full" onClick={fillDemo}>
            <Sparkles aria-hidden="true" />
            Fill Demo Credentials
          </Button>
        ) : null}
      </FormRoot>
    </AuthShell>
  )
}
