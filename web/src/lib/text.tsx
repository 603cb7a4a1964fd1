import { Fragment, type ReactNode } from 'react'

/**
 * Keeps hyphenated words such as "7-day" or "money-back" on one line, so a
 * claim never breaks at its hyphen; the text reads the same to everyone.
 */
export function keepHyphenated(text: string): ReactNode {
  const parts = text.split(/(\S+-\S+)/)
  if (parts.length === 1) return text
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  )
}
