import { toast } from '../../../components/ui/use-toast'

/** Copies text; false when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Spec section 8: Copied! / Portal link copied to clipboard, or Copy Failed. */
export async function copyPortalLink(link: string): Promise<boolean> {
  const ok = await copyText(link)
  if (ok) toast({ title: 'Copied!', description: 'Portal link copied to clipboard.' })
  else toast({ variant: 'destructive', title: 'Copy Failed', description: 'Could not copy to clipboard' })
  return ok
}
