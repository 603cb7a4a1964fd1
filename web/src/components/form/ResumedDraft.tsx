import { RotateCcw } from 'lucide-react'

/** The note above a multi-step form brought back from a stored draft, with the way to start over. */
export function ResumedDraft({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
      <p>Welcome back. We kept your answers.</p>
      <button
        type="button"
        onClick={onStartOver}
        className="inline-flex items-center gap-1.5 rounded-md font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <RotateCcw aria-hidden="true" className="size-3.5" />
        Start over
      </button>
    </div>
  )
}
