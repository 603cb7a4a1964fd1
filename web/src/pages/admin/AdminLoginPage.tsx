import { useQueryClient } from '@tanstack/react-query'
import { Eye, EyeOff, LockKeyhole, LogIn } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { describedBy, Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { toast } from '../../components/ui/use-toast'
import { ADMIN_KEY, checkAdminAccess, login, mightBeSignedIn } from './adminApi'
import { AdminShell } from './AdminShell'

const FIELD_ID = 'admin-password'

export default function AdminLoginPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The password lives only in this component's state; it is never stored.
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    if (password === '') {
      setError('Please enter the admin password.')
      inputRef.current?.focus()
      return
    }
    setSubmitting(true)
    const outcome = await login(password)
    setSubmitting(false)
    if (outcome.ok) {
      setPassword('')
      queryClient.removeQueries({ queryKey: ADMIN_KEY })
      toast({ title: 'Login successful' })
      void navigate('/admin', { replace: true })
      return
    }
    setError(outcome.message)
    toast({ variant: 'destructive', title: 'Login failed', description: outcome.message })
    inputRef.current?.select()
    inputRef.current?.focus()
  }

  return (
    <AdminShell>
      <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-12 sm:px-6">
        <div className="w-full max-w-[420px]">
          <div className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <LockKeyhole aria-hidden="true" className="size-6" />
            </span>
            <h1 className="mt-5 text-2xl font-bold tracking-tight">Admin sign in</h1>
            <p className="mt-2 text-[15px] leading-relaxed text-slate-600">
              Enter the admin password to review leads, testimonials and public requests.
            </p>
            <form noValidate onSubmit={onSubmit} className="mt-7 space-y-6" aria-label="Admin sign in">
              <Field id={FIELD_ID} label="Password" error={error}>
                <div className="relative">
                  <Input
                    ref={inputRef}
                    id={FIELD_ID}
                    name="password"
                    type={visible ? 'text' : 'password'}
                    autoComplete="current-password"
                    autoFocus
                    required
                    spellCheck={false}
                    value={password}
                    invalid={!!error}
                    aria-describedby={describedBy(FIELD_ID, error)}
                    onChange={(e) => {
                      setPassword(e.target.value)
                      setError(undefined)
                    }}
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
              </Field>
              <Button type="submit" className="w-full" disabled={password === ''} loading={submitting}>
                {submitting ? 'Signing in...' : 'Sign in'}
                {submitting ? null : <LogIn aria-hidden="true" />}
              </Button>
            </form>
          </div>
          <p className="mt-6 text-center text-sm text-slate-600">Staff only. Sessions end after 12 hours.</p>
        </div>
      </div>
    </AdminShell>
  )
}
