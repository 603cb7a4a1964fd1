import { Smartphone } from 'lucide-react'
import type { ReactNode } from 'react'
import { groupKey, type TwoFactorSetup } from '../../lib/twoFactor'
import { cn } from '../../lib/utils'
import { buttonClasses } from '../ui/button'
import { CopyButton } from './CopyButton'

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[1.75rem_minmax(0,1fr)] gap-x-3">
      <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
        {n}
      </span>
      <div className="min-w-0">
        <p className="pt-0.5 font-semibold text-slate-900">
          <span className="sr-only">Step {n}: </span>
          {title}
        </p>
        <div className="mt-2 text-sm leading-relaxed text-slate-600">{children}</div>
      </div>
    </li>
  )
}

/**
 * Adding an account to an authenticator app, in three steps: scan the QR
 * code (or, on the phone itself, open the otpauth link; or type the key,
 * shown in groups of four with a Copy button), then the app's first code,
 * which `children` asks for (a CodeForm that takes no recovery code).
 */
export function TwoFactorSetupPanel({ setup, children, className }: { setup: TwoFactorSetup; children: ReactNode; className?: string }) {
  const groups = groupKey(setup.secret)
  return (
    <ol className={cn('space-y-6', className)}>
      <Step n={1} title="Scan the QR code">
        <p>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy) and scan this code.</p>
        <div className="mt-3 flex flex-col items-start gap-3">
          <img
            src={setup.qr}
            width={176}
            height={176}
            alt="QR code that adds your AI Mission account to an authenticator app"
            className="size-44 rounded-xl border border-slate-200 bg-white p-2 [image-rendering:pixelated]"
          />
          <a href={setup.otpauthUrl} className={buttonClasses('secondary', 'sm')}>
            <Smartphone aria-hidden="true" />
            Open in an App on This Phone
          </a>
        </div>
      </Step>
      <Step n={2} title="Or type the key">
        <p>No camera? Add the account by hand with this key (time-based).</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <code
            data-two-factor-key={setup.secret}
            className="min-w-0 rounded-lg bg-slate-100 px-3 py-2 font-mono text-[15px] font-semibold tracking-wider break-words text-slate-900"
          >
            {groups.join(' ')}
          </code>
          <CopyButton text={setup.secret} what="key" copied="The key is on your clipboard." />
        </div>
      </Step>
      <Step n={3} title="Enter the first code">
        {children}
      </Step>
    </ol>
  )
}
