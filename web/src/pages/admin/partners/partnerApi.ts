import { apiRequest, getJSON } from '../../../lib/api'
import { ADMIN_KEY } from '../adminApi'
import type { Application, ApprovedApplication, CreatedPartner, Invitation, Partner, PartnerDetail, PartnerSummary } from './partnerModel'
import type { Payment, PaymentStatus } from '../../../lib/revenueModel'

/** Query keys of the tab; all under ADMIN_KEY so logout drops them. */
export const PARTNERS_KEY = [...ADMIN_KEY, 'partners'] as const
export const partnerKey = (id: number) => [...PARTNERS_KEY, id] as const
export const APPLICATIONS_KEY = [...ADMIN_KEY, 'partner-applications'] as const

export const fetchPartners = (signal?: AbortSignal) => getJSON<PartnerSummary[]>('/api/admin/partners', signal)
export const fetchPartner = (id: number, signal?: AbortSignal) => getJSON<PartnerDetail>(`/api/admin/partners/${id}`, signal)
export const fetchApplications = (signal?: AbortSignal) => getJSON<Application[]>('/api/admin/partner-applications', signal)

async function send<T>(method: 'POST' | 'PATCH', url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body)
  return (await res.json()) as T
}

export type NewPartner = Pick<Partner, 'company' | 'contactName' | 'email' | 'phone' | 'website' | 'revenueSharePercentage'>

export const createPartner = (input: NewPartner) => send<CreatedPartner>('POST', '/api/admin/partners', input)
export const resendInvitation = (id: number) => send<Invitation>('POST', `/api/admin/partners/${id}/invitation`)
export const setPartnerActive = (id: number, active: boolean) =>
  send<Partner>('POST', `/api/admin/partners/${id}/${active ? 'reactivate' : 'deactivate'}`)

export interface NewPayment {
  amount: string
  receivedAt: string
  status: PaymentStatus
  projectId?: number
  description: string
}

export const recordPayment = (partnerId: number, input: NewPayment) =>
  send<Payment>('POST', `/api/admin/partners/${partnerId}/payments`, input)
export const setPaymentStatus = (partnerId: number, paymentId: number, status: PaymentStatus) =>
  send<Payment>('PATCH', `/api/admin/partners/${partnerId}/payments/${paymentId}`, { status })

export const approveApplication = (id: number) => send<ApprovedApplication>('POST', `/api/admin/partner-applications/${id}/approve`)
export const declineApplication = (id: number, reason: string) =>
  send<Application>('POST', `/api/admin/partner-applications/${id}/decline`, { reason })
