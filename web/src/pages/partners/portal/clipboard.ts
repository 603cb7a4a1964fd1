import { toast } from '../../../components/ui/use-toast'
import { copyText } from '../../../lib/clipboard'

/** Spec section 8: Copied! / Portal link copied to clipboard, or Copy Failed. */
export async function copyPortalLink(link: string): Promise<boolean> {
  const ok = await copyText(link)
  if (ok) toast({ title: 'Copied!', description: 'Portal link copied to clipboard.' })
  else toast({ variant: 'destructive', title: 'Copy Failed', description: 'Could not copy to clipboard' })
  return ok
}
