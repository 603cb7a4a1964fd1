import { MailCheck, Send } from 'lucide-react'
import { useState } from 'react'
import { applyServerErrors, FormField, FormRoot } from '../../components/form/form'
import { useSchemaForm } from '../../components/form/useSchemaForm'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { ApiError, apiErrorMessage } from '../../lib/api'
import { signInLinkSchema, type SignInLinkValues } from './rules/authRules'
import { requestSignInLink } from '../../lib/partnerSession'

/**
 * "E-mail me a sign-in link": a one-time link that opens the portal even
 * when wrong passwords from elsewhere have locked the account. The answer is
 * the same for every address, so it is shown as it comes.
 */
export function SignInLinkForm({ email }: { email: string }) {
  const [sent, setSent] = useState<string | undefined>()
  const [problem, setProblem] = useState<string | undefined>()
  const form = useSchemaForm(signInLinkSchema, { email }, 'onSubmit')

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(undefined)
    try {
      setSent(await requestSignInLink(values.email))
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setProblem(apiErrorMessage(error) ?? 'Sign-in links were sent to this address in the last few minutes: use the newest one, or ask again later.')
        return
      }
      const { matched, message } = applyServerErrors(form, error, ['email'])
      if (!matched) setProblem(message ?? 'We could not send the link. Please try again.')
    }
  })

  if (sent) {
    return (
      <p role="status" className="flex gap-3 rounded-xl border border-success-500/30 bg-success-50 px-4 py-3 text-sm font-medium text-success-700">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{sent} Open it on this device to sign in.</span>
      </p>
    )
  }
  const submitting = form.formState.isSubmitting
  return (
    <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label="E-mail Me a Sign-In Link">
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {problem}
        </p>
      ) : null}
      <FormField<SignInLinkValues> name="email" label="Email for the link" hint="We send a link that signs you in once, for 20 minutes.">
        {(c) => <Input {...c} {...form.register('email')} type="email" autoComplete="email" inputMode="email" autoFocus />}
      </FormField>
      <Button type="submit" variant="secondary" className="w-full" loading={submitting}>
        {submitting ? 'Sending...' : 'E-mail Me a Sign-In Link'}
        {submitting ? null : <Send aria-hidden="true" />}
      </Button>
    </FormRoot>
  )
}
