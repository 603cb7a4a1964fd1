import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { uniqueTag } from './helpers'

export interface CreatedPartner {
  partner: { id: number; company: string; email: string }
  invitationUrl: string
}

/** Creates a partner through the staff API (the page must be signed in as staff). */
export async function createPartnerViaApi(page: Page, company: string): Promise<CreatedPartner> {
  const tag = uniqueTag('p')
  const res = await page.request.post('/api/admin/partners', {
    data: { company, email: `${tag}@partner.example`, contactName: 'Sam Rivera', revenueSharePercentage: 80 },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as CreatedPartner
}

/** The invitation token travels in the link's fragment. */
export function invitationToken(url: string): string {
  const token = new URL(url).hash.replace(/^#invite=/, '')
  expect(token).not.toBe('')
  return token
}

/** Accepts an invitation through the API: the returned context holds the partner's session. */
export async function signInAsPartner(baseURL: string, invitationUrl: string): Promise<APIRequestContext> {
  const partner = await playwrightRequest.newContext({ baseURL })
  const res = await partner.post('/api/partner-auth/accept', {
    data: { token: invitationToken(invitationUrl), password: 'partner-password-123' },
  })
  expect(res.status(), await res.text()).toBe(200)
  return partner
}

/** POSTs JSON as the partner and returns the parsed answer, failing on anything but the expected status. */
export async function partnerPost<T>(partner: APIRequestContext, url: string, data: unknown, status = 201): Promise<T> {
  const res = await partner.post(url, { data })
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status)
  return (await res.json()) as T
}

/** A complete onboarding as the wizard posts it (see internal/app/onboarding_test.go). */
export function onboardingLead(email: string, businessName: string, extra: { logoId?: string } = {}) {
  return {
    name: 'Rosa Diaz',
    email,
    phone: '+1 512 555 0100',
    businessChallenge: 'We answer every call your front desk misses.',
    source: 'partner_onboarding_complete',
    ...(extra.logoId ? { logoId: extra.logoId } : {}),
    customFields: {
      businessName,
      niche: 'Dental & Orthodontics',
      targetClient: 'Dental practices in Texas',
      pitchLine: 'We answer every call your front desk misses.',
      ownsDomain: 'yes',
      domainName: 'brightsmiles.ai',
      preferredAreaCode: '512',
      phoneForwarding: 'cell',
      forwardingNumber: '+1 512 555 0100',
      hasLogo: extra.logoId ? 'yes' : 'no',
      additionalRequests: 'Please use our blue in the portal.',
    },
  }
}

/** A 4x4 blue PNG. */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGNQTX4NRwzEcQBO0hcxU+9NfQAAAABJRU5ErkJggg==',
  'base64',
)
