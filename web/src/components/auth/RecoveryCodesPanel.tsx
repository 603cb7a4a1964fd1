import { ArrowRight, Download, TriangleAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { downloadText } from '../../lib/clipboard'
import { RECOVERY_CODES_FILE, recoveryCodesText } from '../../lib/twoFactor'
import { cn } from '../../lib/utils'
import { CheckboxField } from '../form/CheckboxField'
import { Button } from '../ui/button'
import { toast } from '../ui/use-toast'
import { CopyButton } from './CopyButton'

/**
 * The recovery codes, shown once, right after two-factor sign-in is turned
 * on: the list, Copy All and Download .txt, then "I have saved these codes"
 * before Continue.
 */
export function RecoveryCodesPanel({
  codes,
  account,
  continueLabel = 'Continue',
  onContinue,
  className,
}: {
  codes: readonly string[]
  /** Whose codes (an e-mail), written at the top of the file. */
  account: string
  continueLabel?: string
  onContinue: () => void
  className?: string
}) {
  const [saved, setSaved] = useState(false)
  const listId = useId()
  const text = recoveryCodesText(codes, account)
  const download = () => {
    downloadText(text, RECOVERY_CODES_FILE)
    toast({ title: 'Downloaded', description: RECOVERY_CODES_FILE })
  }
  return (
    <div className={cn('space-y-5', className)}>
      <p className="flex gap-2.5 rounded-xl border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>
          <strong className="font-semibold">Save them now: they are shown only this once.</strong> Each code signs you in once if you cannot use
          your authenticator app. Keep them apart from your phone.
        </span>
      </p>
      <div>
        <p id={listId} className="text-sm font-semibold text-slate-900">
          Your {codes.length} recovery codes
        </p>
        <ol
          aria-labelledby={listId}
          data-recovery-codes=""
          className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-xl bg-slate-50 px-4 py-3.5 font-mono text-[15px] font-semibold tracking-wide text-slate-900 ring-1 ring-inset ring-slate-200/80"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton text={text} label="Copy All" copied="Your recovery codes are on your clipboard." />
          <Button variant="secondary" size="sm" onClick={download}>
            <Download aria-hidden="true" />
            Download .txt
          </Button>
        </div>
      </div>
      <CheckboxField
        id={`${listId}-saved`}
        label="I have saved these codes"
        checked={saved}
        onCheckedChange={setSaved}
      />
      <Button className="w-full" disabled={!saved} onClick={onContinue}>
        {continueLabel}
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  )
}
