import { useState, type ReactNode } from 'react'
import { applyServerErrors, fieldsFor, FormRoot, useRulesForm } from '../form/form'
import { ApiError, apiErrorMessage, isUnauthorized } from '../../lib/api'
import { codeProblem, normalizeCode } from '../../lib/twoFactor'
import { cn } from '../../lib/utils'
import { Button, type ButtonVariant } from '../ui/button'
import { Input } from '../ui/input'
import { FormAlert } from './AuthCard'

interface CodeValues {
  code: string
}
const { Field } = fieldsFor<CodeValues>()

export const CODE_EXPIRED = 'Your sign-in has expired. Please sign in again.'
const CONNECTION_ERROR = 'Connection error. Please try again.'

export interface CodeFormProps {
  /** The form's accessible name ("Two-factor code", "Turn off two-factor sign-in"). */
  name: string
  /** Sends the code, normalised; rejects with the server's error (ApiError). */
  onCode: (code: string) => Promise<unknown>
  /** Whether a recovery code is taken too; the first code of a new key is the app's only. */
  recovery?: boolean
  label?: string
  submitLabel: string
  submittingLabel?: string
  submitVariant?: ButtonVariant
  /**
   * A sign-in's challenge that expired (a 401 before any session): where
   * the sign-in starts again. Without it a 401 is a session that ended,
   * which the signed-in area's layout answers.
   */
  onExpired?: (message: string) => void
  /** Another way out (Back, Cancel): under the submit button in a card, beside it inline. */
  secondary?: ReactNode
  /** 'card': a sign-in card's full-width buttons; 'inline': buttons at the end, as in dialogs. */
  layout?: 'card' | 'inline'
  autoFocus?: boolean
  className?: string
}

/**
 * The one code field of two-factor sign-in, staff and partners alike: one
 * input for the 6-digit code of an authenticator app (the number pad on
 * phones, the code a phone offers from a text or an app) that takes a
 * recovery code too; "Use a recovery code" switches the keyboard to letters.
 * A wrong code is said under the field, which is then selected for the
 * next try; anything else the server says shows above the button.
 */
export function CodeForm({
  name,
  onCode,
  recovery = true,
  label = 'Code',
  submitLabel,
  submittingLabel,
  submitVariant = 'primary',
  onExpired,
  secondary,
  layout = 'card',
  autoFocus = false,
  className,
}: CodeFormProps) {
  const form = useRulesForm<CodeValues>(['code'], (_, v) => codeProblem(v.code, recovery), { code: '' }, 'onSubmit')
  const [usingRecovery, setUsingRecovery] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()
  const submitting = form.formState.isSubmitting

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setProblem(undefined)
    try {
      await onCode(normalizeCode(code))
    } catch (error) {
      if (isUnauthorized(error)) {
        onExpired?.(apiErrorMessage(error) ?? CODE_EXPIRED)
        return
      }
      const { matched, message } = applyServerErrors(form, error, ['code'], { focus: false })
      if (matched) {
        form.setFocus('code', { shouldSelect: true })
        return
      }
      setProblem(error instanceof ApiError ? (message ?? 'Something went wrong. Please try again.') : CONNECTION_ERROR)
    }
  })

  const switchKind = () => {
    setUsingRecovery((r) => !r)
    form.setFocus('code')
  }

  const hint = !recovery
    ? 'The 6-digit code your authenticator app shows now.'
    : usingRecovery
      ? 'One of the recovery codes you saved, like abcde-12345. Each works once.'
      : 'The app shows a new code every 30 seconds; each works once.'

  return (
    <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} aria-label={name} className={cn('space-y-5', className)}>
      {problem ? <FormAlert className="mt-0">{problem}</FormAlert> : null}
      <div className="space-y-2">
        <Field name="code" label={label} hint={hint}>
          {(c) => (
            <Input
              {...c}
              {...form.register('code')}
              inputMode={usingRecovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={32}
              autoFocus={autoFocus}
              className="font-mono text-lg tracking-[0.18em]"
            />
          )}
        </Field>
        {recovery ? (
          <button
            type="button"
            onClick={switchKind}
            className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {usingRecovery ? 'Use a code from the app' : 'Use a recovery code'}
          </button>
        ) : null}
      </div>
      <div className={layout === 'card' ? 'space-y-2.5' : 'flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end'}>
        {layout === 'inline' ? secondary : null}
        <Button type="submit" variant={submitVariant} loading={submitting} className={layout === 'card' ? 'w-full' : undefined}>
          {submitting && submittingLabel ? submittingLabel : submitLabel}
        </Button>
        {layout === 'card' ? secondary : null}
      </div>
    </FormRoot>
  )
}
