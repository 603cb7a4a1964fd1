import { readFileSync } from 'node:fs'
import { expect, request as playwrightRequest, test, type Locator, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, openAdminTab, PHONE, uniqueTag } from './helpers'
import { acceptInvitation, invitePartner } from './partnerHelpers'

// Agreements (src/pages/partners/agreements, src/pages/admin/agreements) and promises to clients
// (src/pages/partners/sla): staff publish a required licence; a partner's tools wait behind it (on a
// server of its own: see playwright.config.ts); they read and sign it and download the PDF; staff see
// who signed. Then the partner sets response times and a client's message starts a clock the
// dashboard shows.

const DESKTOP = { width: 1280, height: 900 }
const GATE = 'Sign to keep using your tools'

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** axe and no sideways scroll at 390 px, then axe at 1280 px; `ready` is what must show at each width. */
async function checkBothWidths(page: Page, what: string, ready: Locator) {
  await page.setViewportSize(PHONE)
  await expect(ready).toBeVisible()
  expect(await sideways(page), `${what} at 390 px`).toBe(0)
  await expectNoAxe(page, `${what} at 390 px`)
  await page.setViewportSize(DESKTOP)
  await expect(ready).toBeVisible()
  await expectNoAxe(page, `${what} at 1280 px`)
}

test.describe('agreements and promises to clients', () => {
  test.describe.configure({ timeout: 300_000 })

  test('staff publish a required licence; a partner signs it and gets the PDF; response times start a clock on a client message', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize(DESKTOP)
    const tag = uniqueTag('t')
    const kind = `partner_licence_${tag}`
    const title = `Partner Licence ${tag}`

    // Staff publish it in the admin.
    await adminLogin(page)
    await openAdminTab(page, 'Agreements')
    const section = page.getByRole('tabpanel', { name: 'Agreements' })
    await section.getByRole('button', { name: 'Publish New Version' }).click()
    const sheet = page.getByRole('dialog', { name: 'Publish New Version' })
    await sheet.getByLabel('Kind').fill(kind)
    await sheet.getByLabel('Title').fill(title)
    await sheet.getByLabel('Text (Markdown)').fill(
      `# ${title}\n\nThis licence lets you resell the tools to **your clients**.\n\n## Your duties\n- Keep client data safe\n- Pay the platform share on time\n\nSigned electronically.`,
    )
    await expect(sheet.getByRole('checkbox', { name: /^Required/ })).toBeChecked()
    await sheet.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByText('Agreement published', { exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(sheet).toBeHidden()
    await expect(section.getByRole('list', { name: `Versions of ${title}` }).getByRole('listitem')).toHaveCount(1)

    const partnerContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', acceptDownloads: true })
    try {
      const partner = await invitePartner(baseURL!)
      const portal = await partnerContext.newPage()
      // Their tools wait behind the licence; the server refuses them too.
      await acceptInvitation(portal, partner, undefined, GATE)
      const refused = await portal.request.get('/api/partner/dashboard')
      expect(refused.status()).toBe(403)
      expect(await refused.text()).toContain(`Sign the ${title}`)
      const agreements = portal.getByRole('list', { name: 'Agreements' })
      const row = agreements.getByRole('listitem').filter({ hasText: title })
      await expect(row.getByText('Required')).toBeVisible()
      await expect(row.getByText('v1', { exact: true })).toBeVisible()
      await checkBothWidths(portal, 'the agreements to sign', row)

      // Read and Sign: the text drawn as headings and a list, then name and consent, both required.
      await row.getByRole('button', { name: `Read and Sign ${title}` }).click()
      const reader = portal.getByRole('dialog', { name: title })
      await expect(reader.getByRole('heading', { level: 3, name: title })).toBeVisible()
      await expect(reader.getByRole('heading', { level: 4, name: 'Your duties' })).toBeVisible()
      await expect(reader.getByRole('listitem')).toHaveCount(2)
      await checkBothWidths(portal, 'the sign dialog', reader.getByRole('button', { name: 'Sign', exact: true }))
      await reader.getByRole('button', { name: 'Sign', exact: true }).click()
      await expect(reader.getByText('Type your full name.')).toBeVisible()
      await expect(reader.getByText('Tick the box to agree to this agreement.')).toBeVisible()
      await reader.getByLabel('Type your full name').fill('Dana Reyes')
      await reader.getByRole('checkbox', { name: 'I have read and agree to this agreement' }).check()
      await reader.getByRole('button', { name: 'Sign', exact: true }).click()
      await expect(portal.getByText('Agreement signed', { exact: true })).toBeVisible({ timeout: 20_000 })
      await expect(reader).toBeHidden()
      // Signed: the tools open, with the Response times card on the dashboard.
      const card = portal.getByRole('region', { name: 'Response times' })
      await expect(card.getByText(/^No clock is running/)).toBeVisible()
      await checkBothWidths(portal, 'the dashboard after signing', card)

      // Settings, Agreements: the signature and its PDF.
      await portal.goto(`/partners/portal?settings=agreements`)
      const settings = portal.getByRole('dialog', { name: 'Settings' })
      await expect(settings.getByRole('heading', { name: 'Agreements', exact: true })).toBeFocused()
      const signedRow = settings.getByRole('list', { name: 'Agreements' }).getByRole('listitem').filter({ hasText: title })
      await expect(signedRow.getByText(/^Signed by Dana Reyes on /)).toBeVisible()

      // The PDF downloads.
      const [download] = await Promise.all([portal.waitForEvent('download'), signedRow.getByRole('link', { name: /^Download PDF/ }).click()])
      const path = await download.path()
      expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF')

      // Response times: a closing time before the opening is refused under the field, then a normal week is saved.
      const form = settings.getByRole('form', { name: 'Response times' })
      await form.getByLabel('Time zone').selectOption('America/Chicago')
      await form.getByLabel('Opens at').fill('17:00')
      await form.getByLabel('Closes at').fill('09:00')
      await form.getByRole('button', { name: 'Save Response Times' }).click()
      await expect(form.getByText('Enter a closing time after the opening time.')).toBeVisible()
      await form.getByLabel('Opens at').fill('09:00')
      await form.getByLabel('Closes at').fill('17:00')
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await form.getByRole('checkbox', { name: day }).check()
      for (const day of ['Saturday', 'Sunday']) await form.getByRole('checkbox', { name: day }).uncheck()
      await form.getByLabel('First reply within (working hours)').fill('4')
      await form.getByRole('button', { name: 'Save Response Times' }).click()
      await expect(portal.getByText('Response times saved', { exact: true })).toBeVisible({ timeout: 20_000 })
      const saved = (await (await portal.request.get('/api/partner/sla')).json()) as { settings: unknown }
      expect(saved.settings).toEqual({ timeZone: 'America/Chicago', open: '09:00', close: '17:00', days: [1, 2, 3, 4, 5], replyHours: 4, reviewHours: 40 })
      await settings.getByRole('button', { name: 'Close' }).click()
      await expect(settings).toBeHidden()

      // A client writes through their portal link: one clock runs on the dashboard.
      const clientName = `Rosa ${tag}`
      const client = await portal.request.post('/api/clients', { data: { name: clientName, email: `${tag}@client.example` } })
      expect(client.status(), await client.text()).toBe(201)
      const { id: clientId } = (await client.json()) as { id: number }
      const link = await portal.request.post('/api/client-links', { data: { clientId, expiresAt: null } })
      expect(link.status(), await link.text()).toBe(201)
      const { token } = (await link.json()) as { token: string }
      const outsider = await playwrightRequest.newContext({ baseURL })
      try {
        const sent = await outsider.post(`/api/client-portal/${token}/messages`, { data: { message: 'Hello, is anyone there?' } })
        expect(sent.status(), await sent.text()).toBe(201)
      } finally {
        await outsider.dispose()
      }
      await portal.reload()
      const timers = card.getByRole('list', { name: 'Running timers' })
      await expect(timers.getByRole('listitem')).toHaveCount(1)
      await expect(timers.getByRole('listitem')).toContainText(clientName)
      await expect(timers.getByRole('listitem')).toContainText(/Due in \d+ working|Overdue/)
      await expect(card.getByText('First reply within 4 working hours; clients review within 40.')).toBeVisible()
      await checkBothWidths(portal, 'the dashboard with a running timer', timers)

      // Staff see who signed what.
      await page.reload()
      await openAdminTab(page, 'Agreements')
      const signaturesPanel = section.getByRole('region', { name: /^Who signed what/ })
      await section.getByLabel('Search signatures').fill(partner.company)
      await expect(section.getByText('Showing 1 of 1 signature, newest first')).toBeVisible()
      const signed = signaturesPanel.getByRole('row').filter({ hasText: partner.company })
      await expect(signed).toHaveCount(1)
      await expect(signed).toContainText('Dana Reyes')
      await expect(signed).toContainText(`${title} v1`)
      const [csv] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Export CSV' }).first().click()])
      const exported = readFileSync(await csv.path()).toString()
      expect(exported).toContain('Dana Reyes')
      expect(exported.split('\n').filter(Boolean)).toHaveLength(2) // the header and the search's one signature
      await expect(section.getByRole('heading', { name: 'Missed promises' })).toBeVisible()
      await checkBothWidths(page, 'the admin Agreements section', signed)
    } finally {
      await partnerContext.close()
      // The licence stays, but no longer required of the next run's partners.
      const res = await page.request.post('/api/admin/agreements', { data: { kind, title, body: 'Superseded by the e2e run.', required: false } })
      expect(res.status(), await res.text()).toBe(201)
    }
  })
})
