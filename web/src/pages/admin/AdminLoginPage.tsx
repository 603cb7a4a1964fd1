import { useQueryClient } from '@tanstack/react-query'
import { LockKeyhole, LogIn } from 'lucide-react'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from '../../lib/zod'
import { fieldsFor, FormRoot } from '../../components/form/form'
import { useSchemaForm } from '../../components/form/useSchemaForm'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { PasswordInput } from '../partners/PasswordInput'
import { ADMIN_KEY, checkAdminAccess, login, mightBeSignedIn } from './adminApi'
import { AdminShell } from './AdminShell'

// Required only: the server alone judges the e-mail and password.
const loginSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email.'),
  password: z.string().min(1, 'Please enter your password.'),
})
type LoginValues = z.input<typeof loginSchema>
const LOGIN_FIELDS: (keyof LoginValues)[] = ['email', 'password']
const { Field, TextField } = fieldsFor<LoginValues>()

export default function AdminLoginPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
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

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    const outcome = await login(email, password)
    if (outcome.ok) {
      form.reset()
      queryClient.removeQueries({ queryKey: ADMIN_KEY })
      toast({ title: 'Login successful' })
      void navigate('/admin', { replace: true })
      return
    }
    toast({ variant: 'destructive', title: 'Login failed', description: outcome.message })
    // A field the server named gets its message; otherwise the password (the one likely wrong) does.
    const named = LOGIN_FIELDS.filter((f) => outcome.fields?.[f])
    for (const f of named) form.setError(f, { type: 'server', message: outcome.fields?.[f] })
    if (named.length === 0) form.setError('password', { type: 'server', message: outcome.message })
    form.setFocus(named[0] ?? 'password', { shouldSelect: true })
  })

  return (
    <AdminShell>
      <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-12 sm:px-6">
        <div className="w-full max-w-[420px]">
          <div className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <LockKeyhole aria-hidden="true" className="size-6" />
            </span>
            <h1 className="mt-5 text-2xl font-bold tracking-tight">Admin Login</h1>
            <p className="mt-2 text-[15px] leading-relaxed text-slate-600">
              Sign in with your staff email and password to review leads, testimonials and public requests.
            </p>
            <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-7 space-y-6" aria-label="Admin Login">
              <TextField
                name="email"
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                required
              />
              <Field name="password" label="Password">
                {(control) => (
                  <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" required />
                )}
              </Field>
              <Button type="submit" className="w-full" disabled={email.trim() === '' || password === ''} loading={submitting}>
                {submitting ? 'Signing In...' : 'Sign In'}
                {submitting ? null : <LogIn aria-hidden="true" />}
              </Button>
            </FormRoot>
          </div>
          <p className="mt-6 text-center text-sm text-slate-600">Staff only. Sessions end after 12 hours.</p>
        </div>
      </div>
    </AdminShell>
  )
}
