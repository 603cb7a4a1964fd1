import { expect, test, type APIRequestContext } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, openTab, uniqueTag } from './helpers'
import { acceptInvitation, invitePartner } from './partnerHelpers'
import { createPartnerViaApi, partnerPost, signInAsPartner } from './staffPartnerHelpers'

interface Project {
  id: number
}
interface Link {
  id: number
  token: string
}

test.describe('client portal', () => {
  test.describe.configure({ timeout: 90_000 })

  let partner: APIRequestContext | undefined
  test.afterEach(async () => {
    await partner?.dispose()
    partner = undefined
  })

  test('a client link shows only the allowed project and visible work; the client replies and approves; a link turned off says so', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Staff invite a partner; the partner accepts through the API and builds a project for a client.
    await adminLogin(page)
    const company = `Lumen Studio ${uniqueTag('ps')}`
    const created = await createPartnerViaApi(page, company)
    partner = await signInAsPartner(baseURL!, created.invitationUrl)

    const branding = await partner.put('/api/partner/branding', {
      data: { companyName: company, primaryColor: '#7C3AED', secondaryColor: '#EF4444', accentColor: '#10B981', supportEmail: 'hello@lumen.example' },
    })
    expect(branding.status(), await branding.text()).toBe(200)

    const client = await partnerPost<{ id: number }>(partner, '/api/clients', { name: 'Dana Fox', email: `dana-${uniqueTag()}@client.example`, company: 'Fox Dental' })
    const allowed = await partnerPost<Project>(partner, '/api/partner-projects', {
      title: 'AI receptionist',
      clientId: client.id,
      description: 'An agent that answers and books calls.',
      status: 'in-progress',
      deadline: '2026-12-15',
    })
    const hidden = await partnerPost<Project>(partner, '/api/partner-projects', { title: 'Internal rebuild', clientId: client.id })
    await partnerPost(partner, `/api/partner-projects/${allowed.id}/milestones`, { title: 'Discovery call', status: 'completed', order: 1 })
    await partnerPost(partner, `/api/partner-projects/${allowed.id}/milestones`, { title: 'Voice script', status: 'in-progress', percentComplete: 50, order: 2 })
    await partnerPost(partner, `/api/partner-projects/${allowed.id}/milestones`, { title: 'Secret pricing review', visibleToClient: false, order: 3 })
    await partnerPost(partner, `/api/partner-projects/${allowed.id}/deliverables`, {
      title: 'Call flow design',
      type: 'design',
      link: 'https://example.com/call-flow',
      status: 'submitted',
      visibleToClient: true,
    })
    await partnerPost(partner, `/api/partner-projects/${allowed.id}/deliverables`, { title: 'Draft notes', type: 'document', visibleToClient: false })
    await partnerPost(partner, '/api/partner/messages', { clientId: client.id, projectId: allowed.id, message: 'The call flow is ready for your review.' })
    const link = await partnerPost<Link>(partner, '/api/client-links', { clientId: client.id, allowedProjectIds: [allowed.id], expiresAt: null })

    // The client opens the link in a browser of their own.
    const context = await browser.newContext()
    const portal = await context.newPage()
    await portal.setViewportSize({ width: 390, height: 844 })
    await portal.goto(`/c/${link.token}`)
    await expect(portal.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible()
    await expect(portal.getByRole('banner')).toContainText(company)
    await expect(portal.getByText('Welcome, Dana Fox')).toBeVisible()

    const projects = portal.locator('article[data-project-id]')
    await expect(projects).toHaveCount(1)
    const card = projects.first()
    await expect(card.getByRole('heading', { name: 'AI receptionist' })).toBeVisible()
    await expect(card).toContainText('In Progress')
    await expect(card).toContainText('Dec 15, 2026')
    await expect(portal.getByText('Internal rebuild')).toHaveCount(0)
    await expect(card.getByText('Discovery call')).toBeVisible()
    await expect(card.getByText('Voice script')).toBeVisible()
    await expect(portal.getByText('Secret pricing review')).toHaveCount(0)
    const deliverables = card.locator('li[data-deliverable-id]')
    await expect(deliverables).toHaveCount(1)
    await expect(deliverables).toContainText('Call flow design')
    await expect(portal.getByText('Draft notes')).toHaveCount(0)
    await expect(card.getByRole('link', { name: /Open Call flow design/ })).toHaveAttribute('href', 'https://example.com/call-flow')
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/)
    await expect(portal.getByText('The call flow is ready for your review.')).toBeVisible()
    expect(hidden.id).not.toBe(allowed.id)
    await expectNoAxe(portal)

    // The client answers the partner.
    await portal.getByLabel(`Reply to ${company}`).fill('Looks great, one question about weekends.')
    await portal.getByRole('button', { name: 'Send message' }).click()
    await expect(portal.getByRole('list', { name: 'Conversation' }).getByText('Looks great, one question about weekends.')).toBeVisible()
    const inbox = (await (await partner.get('/api/partner/messages')).json()) as unknown
    expect(inbox).toEqual(expect.arrayContaining([expect.objectContaining({ message: 'Looks great, one question about weekends.', direction: 'inbound', read: false })]))

    // Its toast is closed first: one that times out while the dialog below is checked would fade under the check.
    const sent = portal.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: 'Message sent' })
    await sent.getByRole('button', { name: 'Close' }).click()
    await expect(sent).toHaveCount(0)

    // ...and approves the deliverable; the portal shows by whom and when.
    await card.getByRole('button', { name: 'Approve Call flow design' }).click()
    const confirm = portal.getByRole('alertdialog', { name: 'Approve Call flow design?' })
    await expect(confirm).toBeVisible()
    await expectNoAxe(portal)
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(confirm).toBeHidden()
    // The portal asks for a rating at once; the client may leave it for later.
    await portal.getByRole('dialog', { name: `How is ${company} doing?` }).getByRole('button', { name: 'Not now' }).click()
    const approvedNote = card.locator('[data-approved]')
    await expect(approvedNote).toContainText('Approved by Dana Fox on')
    await expect(approvedNote.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
    await expect(card.getByRole('button', { name: 'Approve Call flow design' })).toHaveCount(0)
    const project = (await (await partner.get(`/api/partner-projects/${allowed.id}`)).json()) as { deliverables: unknown[] }
    expect(project.deliverables[0]).toMatchObject({ status: 'approved', approvedBy: 'Dana Fox' })

    // The partner turns the link off: the open page says so on its own, without a reload.
    const off = await partner.patch(`/api/client-links/${link.id}`, { data: { active: false } })
    expect(off.status(), await off.text()).toBe(200)
    await expect(portal.getByRole('heading', { level: 1, name: 'This link is no longer active' })).toBeVisible({ timeout: 25_000 })
    await expect(portal.getByText('Please contact your partner for a new link.')).toBeVisible()
    await expect(portal).toHaveTitle('Link No Longer Active | AI Mission')
    await expect(portal.getByText('AI receptionist')).toHaveCount(0)
    await expectNoAxe(portal)

    await context.close()
  })

  test('an unknown link says it does not exist, with a 404', async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const res = await page.goto(`/c/${'x'.repeat(43)}`)
    expect(res?.status()).toBe(404)
    expect(res?.headers()['x-robots-tag'] ?? '').toContain('noindex')
    // The server's page already says so in its title, before any script runs.
    expect(await res?.text()).toContain('<title>Link Not Valid | AI Mission</title>')
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not exist' })).toBeVisible()
    await expect(page).toHaveTitle('Link Not Valid | AI Mission')
    await expectNoAxe(page)
    await context.close()
  })

  test('a link turned off or expired answers its page with 410 and says it is no longer active', async ({ page, browser, baseURL }) => {
    await adminLogin(page)
    partner = await signInAsPartner(baseURL!, (await createPartnerViaApi(page, `Gone Studio ${uniqueTag('g')}`)).invitationUrl)
    const client = await partnerPost<{ id: number }>(partner, '/api/clients', { name: 'Ola Berg', email: `ola-${uniqueTag()}@client.example` })
    await partnerPost(partner, '/api/partner-projects', { title: 'Chat widget', clientId: client.id })
    const link = await partnerPost<Link & { allowedProjectIds: number[] }>(partner, '/api/client-links', { clientId: client.id })
    expect(link.allowedProjectIds).toHaveLength(1)

    const context = await browser.newContext()
    const portal = await context.newPage()
    expect((await portal.goto(`/c/${link.token}`))?.status()).toBe(200)
    await expect(portal.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible()

    // A past expiry is refused (400); one a moment ahead expires while the test waits.
    const past = await partner.patch(`/api/client-links/${link.id}`, { data: { expiresAt: '2020-01-01' } })
    expect(past.status()).toBe(400)
    const soon = () => ({ active: true, expiresAt: new Date(Date.now() + 1500).toISOString() })
    for (const change of [() => ({ active: false }), soon]) {
      const res = await partner.patch(`/api/client-links/${link.id}`, { data: change() })
      expect(res.status(), await res.text()).toBe(200)
      if (change === soon) await new Promise((resolve) => setTimeout(resolve, 2000))
      const page410 = await portal.goto(`/c/${link.token}`)
      expect(page410?.status()).toBe(410)
      expect(await page410?.text()).toContain('<title>Link No Longer Active | AI Mission</title>')
      await expect(portal).toHaveTitle('Link No Longer Active | AI Mission')
      await expect(portal.getByRole('heading', { level: 1, name: 'This link is no longer active' })).toBeVisible()
      await expect(portal.getByText('Please contact your partner for a new link.')).toBeVisible()
    }
    await expectNoAxe(portal)
    await context.close()
  })

  test('the client approves a deliverable and rates the project; the partner sees the rating and the average', async ({ page, browser, baseURL }) => {
    // The partner signs in through the invitation and builds the client's project through the API.
    const invited = await invitePartner(baseURL!)
    await acceptInvitation(page, invited)
    const client = await partnerPost<{ id: number }>(page.request, '/api/clients', { name: 'Rosa Vega', email: `rosa-${uniqueTag()}@client.example` })
    const project = await partnerPost<Project>(page.request, '/api/partner-projects', { title: 'Review request agent', clientId: client.id, status: 'in-progress' })
    await partnerPost(page.request, `/api/partner-projects/${project.id}/deliverables`, {
      title: 'Message templates',
      type: 'document',
      link: 'https://example.com/templates',
      status: 'submitted',
      visibleToClient: true,
    })
    const link = await partnerPost<Link>(page.request, '/api/client-links', { clientId: client.id, expiresAt: null })

    // The client: no rating before an approval; the approval asks for one.
    const context = await browser.newContext()
    const portal = await context.newPage()
    await portal.goto(`/c/${link.token}`)
    const card = portal.locator(`article[data-project-id="${project.id}"]`)
    await expect(card.getByRole('heading', { name: 'Review request agent' })).toBeVisible()
    await expect(card.getByRole('form', { name: /^Rate / })).toHaveCount(0)
    await card.getByRole('button', { name: 'Approve Message templates' }).click()
    await portal.getByRole('alertdialog', { name: 'Approve Message templates?' }).getByRole('button', { name: 'Approve', exact: true }).click()
    const ask = portal.getByRole('dialog', { name: `How is ${invited.company} doing?` })
    await expect(ask).toBeVisible()
    await expect(ask.getByRole('radio', { name: '1 star' })).toBeFocused()
    await expectNoAxe(portal)
    // Keyboard alone: arrows choose the stars.
    await portal.keyboard.press('ArrowRight')
    await portal.keyboard.press('ArrowRight')
    await portal.keyboard.press('ArrowRight')
    await expect(ask.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await expect(ask.getByText('Very good, 4 of 5')).toBeVisible()
    await ask.getByLabel(/Comment/).fill('Clear templates, quick turnaround.')
    await ask.getByRole('button', { name: 'Send rating' }).click()
    await expect(ask).toBeHidden()
    const thanks = card.getByRole('region', { name: 'Thanks for your rating' })
    await expect(thanks).toContainText('Very good, 4 of 5')
    await expect(thanks).toContainText('Clear templates, quick turnaround.')
    await expect(thanks.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
    await expectNoAxe(portal)
    await context.close()

    // The partner: the Client Rating card shows the average and opens the ratings; Communications has the news.
    await page.reload()
    const ratingCard = page.getByRole('group', { name: 'Client Rating' })
    await expect(ratingCard).toContainText('4.0/5')
    await expect(ratingCard).toContainText('Average of 1 client rating')
    await ratingCard.getByRole('button', { name: 'View ratings' }).click()
    const ratings = page.getByRole('dialog', { name: 'Client Ratings' })
    const item = ratings.getByRole('list', { name: 'Ratings' }).getByRole('listitem')
    await expect(item).toHaveCount(1)
    await expect(item).toContainText('Review request agent')
    await expect(item).toContainText('Rosa Vega')
    await expect(item).toContainText('Clear templates, quick turnaround.')
    await expect(item.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
    await expect(ratings).toContainText('Average of 1 client rating')
    await expectNoAxe(page)
    await ratings.getByRole('button', { name: 'Close' }).click()
    await openTab(page, 'Communications')
    await expect(page.getByText('Rosa Vega rated “Review request agent” 4 out of 5.', { exact: false })).toBeVisible()
  })
})
