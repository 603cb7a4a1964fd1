import { Copy, ShieldAlert, ShieldCheck } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import type { Client, ClientLink } from './api'

/**
 * Asked before a link that shares no project is copied: the client would
 * open an empty portal. The partner shares projects first (Manage Access)
 * or copies it knowingly.
 */
export function UnsharedLinkDialog({
  client,
  link,
  onClose,
  onManage,
  onCopy,
}: {
  client: Client
  link: ClientLink | undefined
  onClose: () => void
  onManage: (link: ClientLink) => void
  onCopy: (link: ClientLink) => void
}) {
  return (
    <Dialog open={link !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {link ? (
        <DialogContent role="alertdialog" className="sm:max-w-md">
          <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-xl bg-amber-50 text-amber-700">
            <ShieldAlert className="size-6" />
          </span>
          <DialogTitle className="mt-4">This link shares no projects yet</DialogTitle>
          <DialogDescription className="mt-2 text-[15px] leading-relaxed">
            {client.name} would open an empty portal. Choose the projects it shows in Manage Access, or copy it now and share projects
            later.
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onCopy(link)}>
              <Copy aria-hidden="true" />
              Copy Anyway
            </Button>
            <Button onClick={() => onManage(link)}>
              <ShieldCheck aria-hidden="true" />
              Manage Access
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
