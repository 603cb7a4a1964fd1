import { expect, request as playwrightRequest, type Page } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, uniqueTag } from './helpers'
import { partnerPost } from './staffPartnerHelpers'

export interface InvitedPartner {
  email: string
  company: string
  contactName: string
  invitationUrl: string
}

/** Staff create a partner through the API and get the invitation link. */
export async function invitePartner(baseURL: string): Promise<InvitedPartner> {
  const staff = await playwrightRequest.newContext({ baseURL })
  try {
    const login = await staff.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
    expect(login.ok()).toBe(true)
    const tag = uniqueTag('p')
    const body = { company: `Northwind ${tag}`, email: `${tag}@partners.example.com`, contactName: 'Dana Reyes' }
    const res = await staff.post('/api/admin/partners', { data: body })
    expect(res.status()).toBe(201)
    const { invitationUrl } = (await res.json()) as { invitationUrl: string }
    return { ...body, invitationUrl }
  } finally {
    await staff.dispose()
  }
}

export const PARTNER_PASSWORD = 'a-long-partner-password-1'

/** Follows the invitation, chooses the password and lands in the portal, on the page headed `lands` (the portal's, unless an agreement waits). */
export async function acceptInvitation(page: Page, partner: InvitedPartner, password = PARTNER_PASSWORD, lands = 'Partner Portal') {
  await page.goto(partner.invitationUrl)
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${partner.contactName}` })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Set Password and Sign In' }).click()
  await expect(page).toHaveURL(/\/partners\/portal$/)
  await expect(page.getByRole('heading', { level: 1, name: lands })).toBeVisible()
}

/**
 * A new partner signed in on page, with a client (Rosa Vega) and their
 * planning project "Booking agent": where the money and signing journeys start.
 */
export async function partnerWithProject(page: Page, baseURL: string): Promise<{ clientName: string; client: { id: number }; project: { id: number } }> {
  await acceptInvitation(page, await invitePartner(baseURL))
  const clientName = 'Rosa Vega'
  const client = await partnerPost<{ id: number }>(page.request, '/api/clients', { name: clientName, email: `rosa-${uniqueTag()}@client.example` })
  const project = await partnerPost<{ id: number }>(page.request, '/api/partner-projects', { title: 'Booking agent', clientId: client.id, status: 'planning' })
  return { clientName, client, project }
}
