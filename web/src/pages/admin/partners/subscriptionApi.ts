import { apiRequest, getJSON } from '../../../lib/api'
import type { Subscription, SubscriptionStatus } from '../../../lib/revenueModel'
import { partnerKey } from './partnerApi'

/** Under the partner's key: refreshing the partner refreshes these too. */
export const subscriptionsKey = (partnerId: number) => [...partnerKey(partnerId), 'subscriptions'] as const

export const fetchSubscriptions = (partnerId: number, signal?: AbortSignal) =>
  getJSON<Subscription[]>(`/api/admin/partners/${partnerId}/subscriptions`, signal)

export interface NewSubscription {
  clientId?: number
  productName: string
  planType: string
  monthlyValue: string
  startDate: string
  status: SubscriptionStatus
}

export async function recordSubscription(partnerId: number, input: NewSubscription): Promise<Subscription> {
  const res = await apiRequest('POST', `/api/admin/partners/${partnerId}/subscriptions`, input)
  return (await res.json()) as Subscription
}

export async function setSubscriptionStatus(partnerId: number, id: number, status: SubscriptionStatus, cancellationReason = ''): Promise<Subscription> {
  const res = await apiRequest('PATCH', `/api/admin/partners/${partnerId}/subscriptions/${id}`, { status, cancellationReason })
  return (await res.json()) as Subscription
}
