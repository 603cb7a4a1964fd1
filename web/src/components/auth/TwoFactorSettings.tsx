import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound, LoaderCircle, ShieldCheck, ShieldOff } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { apiErrorMessage, isUnauthorized } from '../../lib/api'
import type { TwoFactorApi, TwoFactorSetup, TwoFactorState } from '../../lib/twoFactor'
import { cn } from '../../lib/utils'
import { Badge } from '../ui/badge'
import { Button } from '../ui/button'
import { LoadError } from '../ui/error-panel'
import { toast } from '../ui/use-toast'
import { CodeForm } from './CodeForm'
import { RecoveryCodesPanel } from './RecoveryCodesPanel'
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel'

/** Fewer recovery codes left than this, and the section says so. */
const FEW_CODES = 4

type Mode = { mode: 'view' } | { mode: 'setup'; setup: TwoFactorSetup } | { mode: 'codes'; codes: string[] } | { mode: 'off' } | { mode: 'renew' }

function failed(title: string) {
  return (error: unknown) => {
    // An ended session: the area's layout goes back to sign-in.
    if (isUnauthorized(error)) return
    toast({ variant: 'destructive', title, description: apiErrorMessage(error) ?? 'Please try again.' })
  }
}

/**
 * A signed-in person's two-factor sign-in, staff and partners alike: whether
 * it is on and how many recovery codes are left; setting it up (the key,
 * its first code, then the recovery codes, shown once); a new set of
 * recovery codes for a code; turning it off with a code, unless the account
 * must keep it. The caller gives the section's
 * heading; `api` is the area's requests (lib/twoFactor).
 */
export function TwoFactorSettings({ api, account, className }: { api: TwoFactorApi; account: string; className?: string }) {
  const queryClient = useQueryClient()
  const state = useQuery({ queryKey: api.key, queryFn: ({ signal }) => api.state(signal), staleTime: 0 })
  const [mode, setMode] = useState<Mode>({ mode: 'view' })
  const panel = useRef<HTMLDivElement>(null)
  const moved = useRef(false)

  // Each change of step puts the keyboard where it goes on: the code asked
  // for, the section's button once done, else the step's start.
  useEffect(() => {
    const el = panel.current
    if (!moved.current || !el) return
    const asksCode = mode.mode === 'off' || mode.mode === 'renew'
    const target = asksCode ? el.querySelector('input') : mode.mode === 'view' ? el.querySelector('button') : null
    ;(target ?? el).focus()
  }, [mode])
  const go = (next: Mode) => {
    moved.current = true
    setMode(next)
  }
  // The new state at once (the step after it needs it), then as the server has it.
  const settle = (change: Partial<TwoFactorState>) => {
    queryClient.setQueryData<TwoFactorState>(api.key, (old) => (old ? { ...old, ...change } : old))
    void queryClient.invalidateQueries({ queryKey: api.key })
  }

  const setup = useMutation({
    mutationFn: api.setup,
    onSuccess: (s) => go({ mode: 'setup', setup: s }),
    onError: failed('Could not start the setup'),
  })
  const confirm = useMutation({
    mutationFn: api.confirm,
    onSuccess: (codes) => {
      settle({ enabled: true, recoveryCodesLeft: codes.length })
      toast({ title: 'Two-factor sign-in is on', description: 'You will sign in with your password and a code from your app.' })
      go({ mode: 'codes', codes })
    },
  })
  const off = useMutation({
    mutationFn: api.off,
    onSuccess: () => {
      settle({ enabled: false, recoveryCodesLeft: 0 })
      toast({ title: 'Two-factor sign-in is off', description: 'You sign in with your password alone.' })
      go({ mode: 'view' })
    },
  })

  const renew = useMutation({
    mutationFn: api.renewCodes,
    onSuccess: (codes) => {
      settle({ recoveryCodesLeft: codes.length })
      toast({ title: 'New recovery codes', description: 'Your old recovery codes no longer work.' })
      go({ mode: 'codes', codes })
    },
  })

  if (state.isPending) {
    return (
      <p role="status" className={cn('flex items-center gap-2 py-4 text-[15px] text-slate-600', className)}>
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
        Loading two-factor sign-in...
      </p>
    )
  }
  if (state.isError) {
    return (
      <LoadError what="two-factor sign-in" error={state.error} onRetry={() => void state.refetch()} retrying={state.isFetching} className={className} />
    )
  }
  const { enabled, required, recoveryCodesLeft } = state.data
  const cancel = (
    <Button variant="secondary" onClick={() => go({ mode: 'view' })}>
      Cancel
    </Button>
  )

  return (
    <div ref={panel} tabIndex={-1} data-two-factor={mode.mode} className={cn('focus:outline-none', className)}>
      {mode.mode === 'setup' ? (
        <div className="space-y-4">
          <p className="text-[15px] text-slate-600">Add your account to an authenticator app on your phone, then enter the code it shows.</p>
          <TwoFactorSetupPanel setup={mode.setup}>
            <CodeForm
              name="Turn on two-factor sign-in"
              recovery={false}
              onCode={confirm.mutateAsync}
              submitLabel="Turn On"
              submittingLabel="Turning On..."
              layout="inline"
              secondary={cancel}
            />
          </TwoFactorSetupPanel>
        </div>
      ) : mode.mode === 'codes' ? (
        <RecoveryCodesPanel codes={mode.codes} account={account} continueLabel="Done" onContinue={() => go({ mode: 'view' })} />
      ) : (
        <div className="space-y-4">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-xl [&_svg]:size-5',
                enabled ? 'bg-success-50 text-success-700' : 'bg-slate-100 text-slate-500',
              )}
            >
              {enabled ? <ShieldCheck /> : <ShieldOff />}
            </span>
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                Two-factor sign-in is
                <Badge tone={enabled ? 'success' : 'neutral'} className="px-2.5 py-0.5">
                  {enabled ? 'On' : 'Off'}
                </Badge>
              </p>
              {enabled ? (
                <>
                  <p className="text-sm text-slate-600">You sign in with your password and a code from your authenticator app.</p>
                  <p
                    className={cn('text-sm', recoveryCodesLeft < FEW_CODES ? 'font-medium text-amber-800' : 'text-slate-600')}
                    data-recovery-left={recoveryCodesLeft}
                  >
                    {recoveryCodesLeft === 1 ? '1 recovery code left' : `${recoveryCodesLeft} recovery codes left`}
                    {recoveryCodesLeft < FEW_CODES ? '. Get a new set before you run out.' : '.'}
                  </p>
                  {required ? <p className="text-sm text-slate-600">Owners and admins keep two-factor sign-in on.</p> : null}
                </>
              ) : (
                <p className="text-sm text-slate-600">
                  Add a code from an authenticator app on your phone to your password, so a password alone no longer opens your account.
                </p>
              )}
            </div>
          </div>
          {mode.mode === 'off' || mode.mode === 'renew' ? (
            <div className="rounded-xl border border-slate-200 p-4 sm:ml-13">
              {mode.mode === 'off' ? (
                <>
                  <p className="mb-4 text-sm text-slate-600">To turn it off, enter a code from your authenticator app or one of your recovery codes.</p>
                  <CodeForm
                    name="Turn off two-factor sign-in"
                    onCode={off.mutateAsync}
                    submitLabel="Turn Off"
                    submittingLabel="Turning Off..."
                    submitVariant="destructive"
                    layout="inline"
                    secondary={cancel}
                  />
                </>
              ) : (
                <>
                  <p className="mb-4 text-sm text-slate-600">
                    For a new set of recovery codes, enter a code from your authenticator app or one of your recovery codes. Your old codes will
                    stop working.
                  </p>
                  <CodeForm
                    name="Get new recovery codes"
                    onCode={renew.mutateAsync}
                    submitLabel="Get New Codes"
                    submittingLabel="Getting Codes..."
                    layout="inline"
                    secondary={cancel}
                  />
                </>
              )}
            </div>
          ) : enabled ? (
            <div className="flex flex-wrap gap-2 sm:ml-13">
              <Button variant="secondary" onClick={() => go({ mode: 'renew' })}>
                <KeyRound aria-hidden="true" />
                New Recovery Codes
              </Button>
              {required ? null : (
                <Button variant="secondary" onClick={() => go({ mode: 'off' })}>
                  Turn Off
                </Button>
              )}
            </div>
          ) : (
            <Button onClick={() => setup.mutate()} loading={setup.isPending} className="sm:ml-13">
              {setup.isPending ? null : <ShieldCheck aria-hidden="true" />}
              Set Up Two-Factor Sign-In
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
