import { Check, Copy, KeyRound } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/use-toast'
import { formatDateTime, type Invitation } from './partnerModel'

/**
 * A one-time invitation link with a Copy button. The server keeps only a
 * hash of it, so this is the only time staff can see it.
 */
export function InvitationLink({ invitation, who }: { invitation: Invitation; who: string }) {
  const id = useId()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return undefined
    const t = setTimeout(() => setCopied(false), 2500)
    return () => clearTimeout(t)
  }, [copied])

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(invitation.invitationUrl)
      setCopied(true)
      toast({ title: 'Copied!', description: 'Invitation link copied to clipboard' })
    } catch {
      toast({ variant: 'destructive', title: 'Copy Failed', description: 'Could not copy to clipboard' })
    }
  }

  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50/60 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
        <KeyRound aria-hidden="true" className="size-4" />
        Invitation link for {who}
      </p>
      <label htmlFor={id} className="sr-only">
        Invitation link
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={invitation.invitationUrl}
          onFocus={(e) => e.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 font-mono text-[13px] text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/20"
        />
        <Button onClick={() => void copy()} className="shrink-0" aria-label="Copy invitation link">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="mt-2.5 text-[13px] text-slate-600">
        Works once, until <time dateTime={invitation.invitationExpiresAt}>{formatDateTime(invitation.invitationExpiresAt)}</time>{' '}
        (7 days). Send it to the partner yourself: it is not shown again.
      </p>
    </div>
  )
}
