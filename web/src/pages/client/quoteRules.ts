import { RULES } from '../../lib/rules'
import type { PortalQuote, PortalView } from '../../lib/clientPortalModel'

/**
 * The quotes a client portal shows (GET /api/client-portal/{token} `quotes`:
 * those sent for the projects the link shows, newest first) and the rules of
 * the client's answer. Pure, no React.
 */

export type { PortalQuote, PortalQuoteStatus, PortalLine as PortalQuoteLine } from '../../lib/clientPortalModel'

export const quotesOf = (view: PortalView): PortalQuote[] => view.quotes ?? []

export const QUOTE_LIMITS = { name: RULES.quotes.name, reason: RULES.quotes.reason }

export const PORTAL_QUOTE_LABELS: Record<string, string> = {
  sent: 'Awaiting your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  superseded: 'Replaced',
}

export interface AcceptValues {
  name: string
  agree: boolean
}

export const ACCEPT_FIELDS = ['name', 'agree'] as const

export function checkAccept(field: (typeof ACCEPT_FIELDS)[number], v: AcceptValues): string | undefined {
  if (field === 'agree') return v.agree ? undefined : 'Tick the box to accept the quote and its terms.'
  const name = v.name.trim()
  if ([...name].length < 2) return 'Type your full name to accept.'
  return [...name].length > QUOTE_LIMITS.name ? `Use at most ${QUOTE_LIMITS.name} characters.` : undefined
}

export interface DeclineValues {
  reason: string
}

export const DECLINE_FIELDS = ['reason'] as const

export function checkDecline(_field: 'reason', v: DeclineValues): string | undefined {
  const reason = v.reason.trim()
  if (reason === '') return 'Tell us why, so we can answer it.'
  return [...reason].length > QUOTE_LIMITS.reason ? `Use at most ${QUOTE_LIMITS.reason} characters.` : undefined
}

/** The open quotes (waiting for an answer) first, then the others, each newest first as the server sends them. */
export function openFirst(quotes: PortalQuote[]): PortalQuote[] {
  return [...quotes.filter((q) => q.status === 'sent'), ...quotes.filter((q) => q.status !== 'sent')]
}
