import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LogOut, Settings } from 'lucide-react'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { TwoFactorSettings } from '../../components/auth/TwoFactorSettings'
import { applyServerErrors, FormField, FormRoot } from '../../components/form/form'
import { useSchemaForm } from '../../components/form/useSchemaForm'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog'
import { toast } from '../../components/ui/use-toast'
import { apiRequest } from '../../lib/api'
import { RULES } from '../../lib/rules'
import { PasswordInput } from './PasswordInput'
import { passwordChangeSchema, type PasswordChangeValues } from './rules/authRules'
import { PARTNER_KEY, partnerTwoFactor, rememberSession, type SignedIn } from '../../lib/partnerSession'
import { usePartner } from './usePartnerSession'
import { oneOf, useUrlState } from '../../lib/urlState'
import { AgreementsSection } from './agreements/AgreementsSection'
import { AGREEMENTS_SECTION } from './agreements/agreementsApi'
import { RESPONSE_TIMES_SECTION, ResponseTimesSection } from './sla/ResponseTimesSection'

/** ?settings=agreements (or response-times) opens Settings on that section: the dashboard's links to it. */
const SETTINGS_PARAMS = { settings: oneOf([AGREEMENTS_SECTION, RESPONSE_TIMES_SECTION], '') }

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirm: '' }

/** The header's Settings: the account, a password change, two-factor sign-in and signing out everywhere. */
export function SettingsButton() {
  const [open, setOpen] = useState(false)
  const [{ settings: section }, setParams] = useUrlState(SETTINGS_PARAMS)
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next && section) setParams({ settings: '' })
  }
  return (
    <Dialog open={open || section !== ''} onOpenChange={onOpenChange}>
      <Button variant="ghost" size="sm" aria-label="Settings" onClick={() => setOpen(true)}>
        <Settings aria-hidden="true" />
        <span className="hidden md:inline">Settings</span>
      </Button>
      {open || section ? <SettingsContent section={section} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function SettingsContent({ section, onDone }: { section: string; onDone: () => void }) {
  const body = useRef<HTMLDivElement>(null)
  const { partner } = usePartner()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useSchemaForm(passwordChangeSchema, EMPTY, 'onSubmit')

  const change = useMutation({
    mutationFn: async (v: PasswordChangeValues) => {
      const res = await apiRequest('POST', '/api/partner/password', { currentPassword: v.currentPassword, newPassword: v.newPassword })
      return (await res.json()) as SignedIn
    },
  })
  const endAll = useMutation({
    mutationFn: () => apiRequest('POST', '/api/partner/sessions/end'),
    onSettled: () => {
      rememberSession(undefined)
      queryClient.removeQueries({ queryKey: PARTNER_KEY })
      toast({ title: 'Signed out everywhere', description: 'Every session of your account has ended.' })
      void navigate('/partners/login', { replace: true })
    },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const signedIn = await change.mutateAsync(values)
      rememberSession(signedIn.sessionId)
      form.reset(EMPTY)
      toast({ title: 'Password Changed', description: 'Other devices have been signed out.' })
      onDone()
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, ['currentPassword', 'newPassword'])
      if (!matched) toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to change password' })
    }
  })

  return (
    <DialogContent
      ref={body}
      className="sm:max-w-xl"
      onOpenAutoFocus={(e) => {
        // Opened on a section: its heading takes focus, which brings it into view.
        const heading = section ? body.current?.querySelector<HTMLElement>(`#${section} h3`) : null
        if (!heading) return
        e.preventDefault()
        heading.tabIndex = -1
        heading.focus()
      }}
    >
      <DialogTitle className="pr-10">Settings</DialogTitle>
      <DialogDescription className="mt-1.5">
        Signed in as <span className="font-medium text-slate-900">{partner.email}</span>
        {partner.company ? ` for ${partner.company}` : ''}.
      </DialogDescription>

      <section aria-labelledby="settings-password" className="mt-6">
        <h3 id="settings-password" className="font-semibold text-slate-900">
          Change password
        </h3>
        <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4" aria-label="Change password">
          <input type="email" name="username" autoComplete="username" value={partner.email} readOnly hidden />
          <FormField<PasswordChangeValues> name="currentPassword" label="Current password">
            {(c) => <PasswordInput {...c} {...form.register('currentPassword')} autoComplete="current-password" />}
          </FormField>
          <FormField<PasswordChangeValues> name="newPassword" label="New password" hint={`At least ${RULES.partners.passwordMin} characters.`}>
            {(c) => <PasswordInput {...c} {...form.register('newPassword')} autoComplete="new-password" />}
          </FormField>
          <FormField<PasswordChangeValues> name="confirm" label="Confirm new password">
            {(c) => <PasswordInput {...c} {...form.register('confirm')} autoComplete="new-password" />}
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Change Password
            </Button>
          </div>
        </FormRoot>
      </section>

      <section aria-labelledby="settings-two-factor" className="mt-8 border-t border-slate-200 pt-6">
        <h3 id="settings-two-factor" className="font-semibold text-slate-900">
          Two-factor sign-in
        </h3>
        <TwoFactorSettings api={partnerTwoFactor} account={partner.email} className="mt-4" />
      </section>

      <AgreementsSection className="mt-8 border-t border-slate-200 pt-6" />

      <ResponseTimesSection className="mt-8 border-t border-slate-200 pt-6" />

      <section aria-labelledby="settings-sessions" className="mt-8 border-t border-slate-200 pt-6">
        <h3 id="settings-sessions" className="font-semibold text-slate-900">
          Sessions
        </h3>
        <p className="mt-1 text-sm text-slate-600">Lost a device, or signed in somewhere public? End every session of your account, this one too.</p>
        <Button variant="destructive" className="mt-4" onClick={() => endAll.mutate()} loading={endAll.isPending}>
          {endAll.isPending ? null : <LogOut aria-hidden="true" />}
          Sign Out of All Sessions
        </Button>
      </section>
    </DialogContent>
  )
}
