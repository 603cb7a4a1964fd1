import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { copyText } from '../../lib/clipboard'
import { Button, type ButtonSize } from '../ui/button'
import { toast } from '../ui/use-toast'

/**
 * Copies a text and says so (the button, then a toast); when the browser
 * refuses, says how to get it another way. `what` ends the button's name
 * for screen readers ("Copy key").
 */
export function CopyButton({
  text,
  label = 'Copy',
  what,
  copied: copiedMessage,
  size = 'sm',
  className,
}: {
  text: string
  label?: string
  what?: string
  /** The toast's line once copied. */
  copied: string
  size?: ButtonSize
  className?: string
}) {
  const [copied, setCopied] = useState(false)
  const onClick = async () => {
    const ok = await copyText(text)
    setCopied(ok)
    toast(
      ok
        ? { title: 'Copied!', description: copiedMessage }
        : { variant: 'destructive', title: 'Copy Failed', description: 'Could not copy to clipboard. Select the text and copy it by hand.' },
    )
  }
  return (
    <Button variant="secondary" size={size} onClick={() => void onClick()} className={className}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : label}
      {what ? <span className="sr-only"> {what}</span> : null}
    </Button>
  )
}
