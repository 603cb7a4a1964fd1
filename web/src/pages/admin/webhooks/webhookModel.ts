import { ADMIN_KEY } from '../adminApi'

export interface WebhookEndpoint {
  id: number
  url: string
  events: string[]
  active: boolean
  createdAt: string
  /** Only in the answer that made the endpoint. */
  secret?: string
}

export interface WebhooksAnswer {
  endpoints: WebhookEndpoint[]
  /** Every event the server announces, for the choices. */
  events: string[]
}

export interface Delivery {
  id: number
  outboxId: number
  event: string
  messageId: string
  attempt: number
  /** 0 when the endpoint gave no answer. */
  statusCode: number
  durationMs: number
  responseExcerpt: string
  error: string
  createdAt: string
}

export const WEBHOOKS_KEY = [...ADMIN_KEY, 'webhooks'] as const
export const deliveriesKey = (endpointId: number) => [...WEBHOOKS_KEY, endpointId, 'deliveries'] as const

/** What each event means, for the Add endpoint dialog; an unknown event shows its name only. */
export const EVENT_HINTS: Record<string, string> = {
  'lead.created': 'Any form that captures a lead',
  'partner_application.submitted': 'A partner finishes the onboarding',
  'testimonial.submitted': 'A testimonial waits for review',
  'public_request.submitted': 'A request is posted on the board',
  'quiz.completed': 'Someone finishes the AI Opportunity Finder',
  'live_session.submitted': 'A live session project is submitted',
  'subscription.completed': 'A licence purchase completes',
}

export function deliveryOk(d: Pick<Delivery, 'statusCode'>): boolean {
  return d.statusCode >= 200 && d.statusCode <= 299
}

/** "200", "503", or why there was no answer. */
export function deliveryResult(d: Pick<Delivery, 'statusCode' | 'error'>): string {
  if (d.statusCode > 0) return String(d.statusCode)
  return 'No answer'
}

export function endpointMap(endpoints: readonly WebhookEndpoint[] | undefined): Map<number, string> {
  return new Map((endpoints ?? []).map((e) => [e.id, e.url]))
}
