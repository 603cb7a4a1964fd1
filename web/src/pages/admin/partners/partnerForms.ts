import { z } from '../../../lib/zod'
import { isEmail } from '../../../lib/email'
import { RULES } from '../../../lib/rules'
import { amountField } from '../../../lib/amountField'

const limits = RULES.partners
const tooLong = (n: number) => `Please keep this under ${n} characters.`

/** The Create partner dialog; the same checks as the server's PartnerInput. */
export const createPartnerSchema = z.object({
  company: z.string().trim().min(1, 'Please enter the company name.').max(limits.company, tooLong(limits.company)),
  contactName: z.string().trim().max(limits.name, tooLong(limits.name)),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter an email address.')
    .max(limits.email, tooLong(limits.email))
    .refine((v) => isEmail(v), 'Please enter a valid email address.'),
  phone: z.string().trim().max(limits.phone, tooLong(limits.phone)),
  website: z
    .string()
    .trim()
    .max(limits.url, tooLong(limits.url))
    .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'Please enter a full web address starting with https://.'),
  revenueSharePercentage: z
    .string()
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100, 'Use a whole percentage from 1 to 100.'),
})

export type CreatePartnerValues = z.input<typeof createPartnerSchema>

export const CREATE_PARTNER_DEFAULTS: CreatePartnerValues = {
  company: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  revenueSharePercentage: '80',
}

export const CREATE_PARTNER_FIELDS = Object.keys(CREATE_PARTNER_DEFAULTS)

/** The Record payment dialog: dollars as typed (the server stores cents). */
export const paymentSchema = z.object({
  amount: amountField(1, limits.paymentCents),
  receivedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose the day it was received.'),
  status: z.enum(['paid', 'pending']),
  projectId: z.string(),
  description: z.string().trim().max(limits.title, tooLong(limits.title)),
})

export type PaymentValues = z.input<typeof paymentSchema>

export const PAYMENT_FIELDS = ['amount', 'receivedAt', 'status', 'projectId', 'description']

/** Declining an application needs a reason, kept with the record. */
export const declineSchema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason.').max(limits.text, tooLong(limits.text)),
})

const revenue = RULES.revenue

/** The Record subscription dialog: the server's SubscriptionInput checks. */
export const subscriptionSchema = z.object({
  clientId: z.string(),
  productName: z.string().trim().min(1, 'Please enter the product.').max(revenue.productName, tooLong(revenue.productName)),
  planType: z.string().trim().max(revenue.planType, tooLong(revenue.planType)),
  monthlyValue: amountField(1, revenue.monthlyValueCents),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose the start date.'),
  status: z.enum(['active', 'paused', 'cancelled']),
})

export type SubscriptionValues = z.input<typeof subscriptionSchema>

export const SUBSCRIPTION_FIELDS = ['clientId', 'productName', 'planType', 'monthlyValue', 'startDate', 'status']

/** Cancelling a subscription asks why; the reason is kept with it. */
export const cancelSubscriptionSchema = z.object({
  cancellationReason: z
    .string()
    .trim()
    .min(1, 'Please say why the subscription ends.')
    .max(revenue.cancellationReason, tooLong(revenue.cancellationReason)),
})
