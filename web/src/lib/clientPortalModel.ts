import { ApiError, apiErrorMessage } from './api'
import type { Sow } from './sowModel'

/**
 * The client portal's data (GET /api/client-portal/{token}) and the rules
 * its screens share: what a failed answer means, labels, and readable
 * colours from the partner's branding.
 */

export interface PortalBranding {
  company: string
  logoUrl: string
  primaryColor: string
  secondaryColor: string
  accentColor: string
  supportEmail: string
}

export interface PortalMilestone {
  id: number
  title: string
  description: string
  dueDate: string | null
  status: string
  percentComplete: number
  order: number
}

export interface PortalDeliverable {
  id: number
  title: string
  type: string
  description: string
  link: string
  fileName?: string
  hasFile: boolean
  status: string
  approvedAt: string | null
  approvedBy: string
  createdAt: string
}

/** The client's own rating of a project. */
export interface PortalRating {
  rating: number
  comment: string
  updatedAt: string
}

export interface PortalProject {
  id: number
  title: string
  description: string
  status: string
  progress: number
  dueDate: string | null
  milestones: PortalMilestone[]
  deliverables: PortalDeliverable[]
  /** Once a deliverable is approved or the project is completed. */
  canRate: boolean
  myRating: PortalRating | null
}

export interface PortalMessage {
  id: number
  direction: 'outbound' | 'inbound'
  subject: string
  message: string
  senderName: string
  createdAt: string
}

/** A line of a quote or an invoice. */
export interface PortalLine {
  description: string
  /** A decimal as typed: "1.5". */
  quantity: string
  unitPriceCents: number
  amountCents: number
}

/** What a quote and an invoice share: a number, lines and their totals in a currency. */
export interface PortalPriced {
  id: number
  projectId: number
  projectTitle: string
  number: string
  currency: string
  lineItems: PortalLine[]
  subtotalCents: number
  discountCents: number
  /** The rate in percent as typed ("8.25"). */
  taxRate: string
  taxRateBasisPoints: number
  taxCents: number
  totalCents: number
  terms: string
  notes: string
}

export type PortalQuoteStatus = 'sent' | 'accepted' | 'declined' | 'expired' | 'superseded'

/** A quote the partner sent (never a draft). */
export interface PortalQuote extends PortalPriced {
  status: PortalQuoteStatus
  /** YYYY-MM-DD: valid to the end of that day (UTC). */
  validUntil: string
  supersededBy?: string
  sentAt: string | null
  decidedAt: string | null
  acceptedName?: string
  declineReason?: string
}

export type PortalInvoiceStatus = 'open' | 'paid' | 'void'

/** An invoice of a project the link shows (without its payments). */
export interface PortalInvoice extends PortalPriced {
  status: PortalInvoiceStatus
  /** Open and past its due date (set by the server's clock). */
  overdue: boolean
  paidCents: number
  balanceCents: number
  /** YYYY-MM-DD. */
  dueDate: string
  /** An https:// payment page, or "". */
  paymentLink: string
  voidReason?: string
  issuedAt: string
  paidAt: string | null
  voidedAt: string | null
}

export interface PortalView {
  partner: PortalBranding
  clientName: string
  projects: PortalProject[]
  messages: PortalMessage[]
  /** The first of those sent for the projects shown, waiting ones first, then newest (absent from an older server: none). */
  quotes?: PortalQuote[]
  /** How many quotes there are, and how many wait for an answer (the page carries the first few). */
  quotesTotal?: number
  quotesWaiting?: number
  /** The first invoices of the projects shown, open ones first, then newest (absent from an older server: none). */
  invoices?: PortalInvoice[]
  invoicesTotal?: number
  /** The first statements of work sent for the projects shown (not withdrawn), waiting ones first, then newest. */
  sows?: Sow[]
  /** How many there are, and how many wait for the client's signature. */
  sowsTotal?: number
  sowsWaiting?: number
}

/** The lists a page carries the first items of, and asks for in full on request. */
export type PortalList = 'quotes' | 'invoices' | 'sows'


/** How often an open portal asks again, so a change (or a link turned off) shows without reloading. */
export const PORTAL_REFRESH_MS = 10_000

export const portalKey = (token: string) => ['client-portal', token] as const
export const portalUrl = (token: string) => `/api/client-portal/${encodeURIComponent(token)}`
export const deliverableFileUrl = (token: string, id: number) => `${portalUrl(token)}/deliverables/${id}/file`
export const invoicePdfUrl = (token: string, id: number) => `${portalUrl(token)}/invoices/${id}/pdf`
export const sowPdfUrl = (token: string, id: number) => `${portalUrl(token)}/sows/${id}/pdf`

/** GET through a link: no cookie, no referrer. */
async function portalGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'omit', signal, referrerPolicy: 'no-referrer' })
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''))
  return (await res.json()) as T
}

export const fetchPortal = (token: string, signal?: AbortSignal) => portalGet<PortalView>(portalUrl(token), signal)

/** Every quote, invoice or statement of work the link shows, in the page's order. */
export async function fetchPortalList<K extends PortalList>(token: string, list: K, signal?: AbortSignal) {
  const body = await portalGet<Record<K, Required<PortalView>[K]>>(`${portalUrl(token)}/${list}`, signal)
  return body[list]
}

export type LinkProblem =
  | { kind: 'unknown' }
  | { kind: 'inactive'; message?: string }
  | { kind: 'throttled' }
  | { kind: 'failed'; message?: string }

/** What a failed load means for the visitor: 404 unknown link, 410 no longer active, 429 slow down. */
export function linkProblem(error: unknown): LinkProblem {
  if (error instanceof ApiError) {
    if (error.status === 404) return { kind: 'unknown' }
    if (error.status === 410) return { kind: 'inactive', message: apiErrorMessage(error) }
    if (error.status === 429) return { kind: 'throttled' }
    return { kind: 'failed', message: apiErrorMessage(error) }
  }
  return { kind: 'failed' }
}

const SERVED_STATES: Record<string, LinkProblem> = {
  unknown: { kind: 'unknown' },
  inactive: { kind: 'inactive' },
  throttled: { kind: 'throttled' },
}

let served: { token: string; problem: LinkProblem } | null | undefined

/**
 * What the server found when it served this page (404, 410 or 429 with
 * <meta name="page-state">), for the token in the page's own address: the
 * portal shows that screen without looking the token up again. Read once,
 * when the page loads; a later visit within the app asks the API.
 */
export function servedLinkProblem(token: string): LinkProblem | undefined {
  if (served === undefined) {
    served = null
    if (typeof document !== 'undefined') {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="page-state"]')
      const problem = meta ? SERVED_STATES[meta.content] : undefined
      const [, area, pageToken] = window.location.pathname.split('/')
      if (problem && area === 'c' && pageToken) served = { token: pageToken, problem }
      meta?.remove()
    }
  }
  return served?.token === token ? served.problem : undefined
}

/** After a retry the API's answer counts, not the page's. */
export function forgetServedLinkProblem(): void {
  served = null
}

/** For tests: read the page again on the next call. */
export function resetServedLinkProblem(): void {
  served = undefined
}

/** A link that is gone stays gone: stop asking. */
export function isFinal(error: unknown): boolean {
  const k = linkProblem(error).kind
  return k === 'unknown' || k === 'inactive'
}

export const PROJECT_STATUS_LABELS: Record<string, string> = {
  planning: 'Planning',
  'in-progress': 'In Progress',
  review: 'In Review',
  completed: 'Completed',
  'on-hold': 'On Hold',
}

export const MILESTONE_STATUS_LABELS: Record<string, string> = {
  planned: 'Planned',
  'in-progress': 'In Progress',
  completed: 'Completed',
}

export const DELIVERABLE_TYPE_LABELS: Record<string, string> = {
  document: 'Document',
  design: 'Design',
  software: 'Software',
  report: 'Report',
  video: 'Video',
  link: 'Link',
  other: 'Other',
}

export function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
}

// ---- colours ---------------------------------------------------------------

const HEX = /^#([0-9a-f]{6})$/i

export const DEFAULT_COLORS = { primary: '#3B82F6', secondary: '#EF4444', accent: '#10B981' } as const

/** The colour if it is #RRGGBB, else the fallback. */
export function safeColor(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback
}

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex([r, g, b]: [number, number, number]): string {
  return '#' + [r, g, b].map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const WHITE = '#ffffff'
const INK = '#0b1220'

/** Text colour for a filled surface of this colour: white or near-black, whichever reads better. */
export function textOn(bg: string): string {
  return contrast(bg, WHITE) >= contrast(bg, INK) ? WHITE : INK
}

/**
 * The colour darkened (or lightened, on a dark background) just enough to
 * reach `ratio` against `bg`, for links and headings in the partner's colour.
 */
export function readableOn(color: string, bg = WHITE, ratio = 4.5): string {
  if (contrast(color, bg) >= ratio) return color.toLowerCase()
  const towards = luminance(bg) > 0.5 ? 0 : 255
  const start = channels(color)
  for (let step = 1; step <= 20; step++) {
    const t = step / 20
    const c = toHex(start.map((v) => v + (towards - v) * t) as [number, number, number])
    if (contrast(c, bg) >= ratio) return c
  }
  return towards === 0 ? INK : WHITE
}

/** A very light tint of the colour for soft backgrounds. */
export function tint(color: string, amount = 0.9): string {
  return toHex(channels(color).map((v) => v + (255 - v) * amount) as [number, number, number])
}

/**
 * A filled button in the partner's colour. Inline, because the Button's own
 * classes set a background and class order does not decide CSS precedence.
 */
export const brandButtonStyle = { background: 'var(--brand)', color: 'var(--brand-ink)' } as const
