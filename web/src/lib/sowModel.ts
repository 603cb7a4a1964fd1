import { RULES } from './rules'

/**
 * Statements of work (docs/api.md, "Statements of work"): what the partner
 * and the client portal both read of one, and their rules. Pure, no React.
 */

export type SowStatus = 'draft' | 'sent' | 'signed' | 'withdrawn'

/** The client's signature: who, their address on record, when, from where, and the text's fingerprint. */
export interface SowSignature {
  signerName: string
  signerEmail: string
  signedAt: string
  network: string
  userAgent: string
  sha256: string
}

export interface Sow {
  id: number
  projectId: number
  projectTitle: string
  number: string
  title: string
  /** Markdown. */
  body: string
  /** The SHA-256 of the body. */
  sha256: string
  status: SowStatus
  sentAt: string | null
  withdrawnAt: string | null
  signature: SowSignature | null
  createdAt: string
  updatedAt: string
}

/** The server's limits (rules.json, from internal/sow). */
export const SOW_LIMITS = { title: RULES.sow.title, body: RULES.sow.body }

/** The partner's badges. */
export const SOW_STATUS_LABELS: Record<SowStatus, string> = { draft: 'Draft', sent: 'Sent', signed: 'Signed', withdrawn: 'Withdrawn' }

/** The client's badges: the portal shows only what was sent and not withdrawn. */
export const PORTAL_SOW_LABELS: Record<string, string> = { sent: 'Awaiting Signature', signed: 'Signed' }

/** What the partner may do with a statement in this status: a draft changes; a sent one is signed or withdrawn; a signed one never changes. */
export function sowActions(status: SowStatus): { edit: boolean; send: boolean; remove: boolean; withdraw: boolean } {
  const draft = status === 'draft'
  return { edit: draft, send: draft, remove: draft, withdraw: status === 'sent' }
}

/** Those waiting for a signature first, then the others, each in the order given (newest first from the server). */
export function waitingFirst<T extends { status: string }>(list: T[]): T[] {
  return [...list.filter((s) => s.status === 'sent'), ...list.filter((s) => s.status !== 'sent')]
}

/** "Signed by Casey Client on Mar 5, 2026": the signature's line, the date written by `date`. */
export function signedLine(signature: SowSignature, date: (iso: string) => string): string {
  return `Signed by ${signature.signerName} on ${date(signature.signedAt)}`
}
