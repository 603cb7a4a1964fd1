import { MailWarning } from 'lucide-react'

/** Said plainly: without SMTP_URL no e-mail leaves; they wait here to be read. */
export function MailServerBanner() {
  return (
    <div role="note" aria-labelledby="no-mail-server" className="flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 text-[15px] text-amber-900">
        <p id="no-mail-server" className="font-semibold">
          No mail server is set: e-mails are not being sent.
        </p>
        <p className="mt-1 text-amber-900/90">
          They wait here as pending, and you can open each one to read it as it would arrive. Set{' '}
          <code className="rounded bg-amber-100 px-1 py-0.5 font-mono text-[13px]">SMTP_URL</code> and restart the server to deliver
          them. Webhooks are delivered either way.
        </p>
      </div>
    </div>
  )
}
