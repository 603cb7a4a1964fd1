import { useQueryClient } from '@tanstack/react-query'
import { Eye, EyeOff, LockKeyhole, LogIn } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from '../../lib/zod'
import { fieldsFor, FormRoot } from '../../components/form/form'
import { useSchemaForm } from '../../components/form/useSchemaForm'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { toast } from '../../components/ui/use-toast'
import { ADMIN_KEY, checkAdminAccess, login, mightBeSignedIn } from './adminApi'
import { AdminShell } from './AdminShell'

const FIELD_ID = 'admin-password'

// Required only: the server alone judges the password.
const loginSchema = z.object({ password: z.string().min(1, 'Please enter the admin password.') })
type LoginValues = z.input<typeof loginSchema>
const { Field } = fieldsFor<LoginValues>()

export default function AdminLoginPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The password lives only in the form's state; it is never stored.
  const form = useSchemaForm(loginSchema, { password: '' }, 'onSubmit')
  const password = useWatch({ control: form.control, name: 'password' })
  const submitting = form.formState.isSubmitting
  const [visible, setVisible] = useState(false)

  // Already signed in: go straight to the dashboard. Only asked when this
  // browser signed in before, so a fresh visit makes no failing request.
  useEffect(() => {
    if (!mightBeSignedIn()) return undefined
    const controller = new AbortController()
    void checkAdminAccess(controller.signal).then((ok) => {
      if (ok && !controller.signal.aborted) void navigate('/admin', { replace: true })
    })
    return () => controller.abort()
  }, [navigate])

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const outcome = await login(password)
    if (outcome.ok) {
      form.reset()
      queryClient.removeQueries({ queryKey: ADMIN_KEY })
      toast({ title: 'Login successful' })
      void navigate('/admin', { replace: true })
      return
    }
    form.setError('password', { type: 'server', message: outcome.message })
    toast({ variant: 'destructive', title: 'Login failed', description: outcome.message })
    form.setFocus('password', { shouldSelect: true })
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
              Enter the admin password to review leads, testimonials and public requests.
            </p>
            <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-7 space-y-6" aria-label="Admin Login">
              <Field id={FIELD_ID} name="password" label="Password">
                {(control) => (
                  <div className="relative">
                    <Input
                      {...control}
                      {...form.register('password')}
                      type={visible ? 'text' : 'password'}
                      autoComplete="current-password"
                      autoFocus
                      required
                      spellCheck={false}
                      className="pr-12"
                    />
                    <button
                      type="button"
                      onClick={() => setVisible((v) => !v)}
                      aria-label={visible ? 'Hide password' : 'Show password'}
                      aria-pressed={visible}
                      aria-controls={FIELD_ID}
                      className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
                    </button>
                  </div>
                )}
              </Field>
              <Button type="submit" className="w-full" disabled={password === ''} loading={submitting}>
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
