import { useId, useState } from 'react'
import { cn } from '../../../lib/utils'
import { changeText, SECRET, type ChangeLine } from './auditModel'

/** How many changed fields show before "Show all". */
const SHOWN = 6

/**
 * The fields an audit entry changed, one chip each: "Status: new → contacted",
 * a created object's values, a secret as "(changed)". The audit log and a
 * lead's history draw them alike.
 */
export function AuditChanges({ lines, className }: { lines: ChangeLine[]; className?: string }) {
  const [all, setAll] = useState(false)
  const listId = useId()
  if (lines.length === 0) return <p className={cn('text-[13px] text-slate-500', className)}>No fields recorded</p>
  const shown = all ? lines : lines.slice(0, SHOWN)
  return (
    <div className={className}>
      <ul id={listId} aria-label="Changes" className="flex flex-wrap gap-1.5">
        {shown.map((line) => (
          <li
            key={line.field}
            data-change={line.field}
            title={changeText(line)}
            className="max-w-full rounded-md bg-slate-50 px-2 py-1 text-[13px] leading-snug break-words text-slate-700 ring-1 ring-inset ring-slate-200"
          >
            <span className="font-medium text-slate-900">{line.label}</span>
            <ChangeValue line={line} />
          </li>
        ))}
      </ul>
      {lines.length > SHOWN ? (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
          className="mt-1.5 rounded px-1 text-[13px] font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {all ? 'Show fewer' : `Show all ${lines.length} fields`}
        </button>
      ) : null}
    </div>
  )
}

function ChangeValue({ line }: { line: ChangeLine }) {
  switch (line.kind) {
    case 'secret':
      return <span className="italic text-slate-500"> {SECRET}</span>
    case 'set':
      return <>: {line.to}</>
    case 'removed':
      return (
        <>
          : <del className="text-slate-500">{line.from}</del>
        </>
      )
    default:
      return (
        <>
          : <span className="text-slate-500">{line.from}</span>
          <span aria-hidden="true" className="px-1 text-slate-400">
            →
          </span>
          <span className="sr-only"> to </span>
          <span className="font-medium text-slate-900">{line.to}</span>
        </>
      )
  }
}
