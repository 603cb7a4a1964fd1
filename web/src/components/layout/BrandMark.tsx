import { cn } from '../../lib/utils'

/** The AI Mission mark: a target with a green centre (same as the favicon). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false" className={cn('shrink-0', className)}>
      <rect x="0" y="0" width="64" height="64" rx="14" fill="#2563eb" />
      <circle cx="32" cy="32" r="16" fill="none" stroke="#fff" strokeWidth="5" />
      <circle cx="32" cy="32" r="6" fill="#10b981" />
      <path d="M32 5v10M32 49v10M5 32h10M49 32h10" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  )
}

export function BrandName({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      <span className="text-[17px] font-bold tracking-tight">AI Mission</span>
    </span>
  )
}
