import { ArrowLeft } from 'lucide-react'
import { useEffect } from 'react'
import { announce } from '../../lib/announce'
import { Button } from '../ui/button'
import { CodeForm } from './CodeForm'

/** The code step's heading and line, under the sign-in card's icon. */
export const CODE_STEP_TITLE = 'Two-factor code'
export const CODE_STEP_INTRO = 'Enter the 6-digit code from your authenticator app to finish signing in.'

/**
 * A sign-in's second step, staff and partners alike: the code (or a
 * recovery code) for the challenge the password or sign-in link opened. The
 * keyboard is on the field and the step is said as it opens; an expired
 * challenge goes back to the first step, with the server's words.
 */
export function SignInCodeStep({
  onCode,
  onExpired,
  onBack,
}: {
  onCode: (code: string) => Promise<unknown>
  onExpired: (message: string) => void
  onBack: () => void
}) {
  useEffect(() => announce(`${CODE_STEP_TITLE}. ${CODE_STEP_INTRO}`), [])
  return (
    <CodeForm
      name="Finish signing in"
      onCode={onCode}
      onExpired={onExpired}
      submitLabel="Verify"
      submittingLabel="Verifying..."
      autoFocus
      className="mt-6"
      secondary={
        <Button variant="ghost" className="w-full" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Sign In
        </Button>
      }
    />
  )
}
