import { expect, test, type Page } from './fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD, openTab, siteConfig, uniqueTag } from './helpers'
import { acceptInvitation } from './partnerHelpers'
import { createPartnerViaApi } from './staffPartnerHelpers'

interface Claims {
  claims: { guaranteeDays: number; communityMembers: number }
}

/** Every number the page's text (and its description) puts before a pattern's words. */
async function numbersBefore(page: Page, pattern: RegExp): Promise<string[]> {
  const text = await page.evaluate(() => `${document.body.innerText}\n${document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''}`)
  return [...text.matchAll(pattern)].map((m) => m[1] ?? '')
}

/** A stat card's figure as cents: "$1,000.04" and "$1,000.04" alike, "$800" and "$800.00" alike. */
async function cardCents(page: Page, label: string): Promise<number> {
  const text = (await page.getByRole('group', { name: label }).locator('dd').first().textContent()) ?? ''
  return Math.round(Number(text.replace(/[$,\s]/g, '')) * 100)
}

test.describe('one source for every claim', () => {
  test('every page states the guarantee and the member count the settings hold', async ({ page }) => {
    await page.goto('/go')
    const { claims } = await siteConfig<Claims>(page)
    const days = String(claims.guaranteeDays)
    const members = claims.communityMembers.toLocaleString('en-US')

    // The guarantee: the purchase page, the footer of every page, the home page, licensing and the policy itself.
    for (const path of ['/go', '/', '/partner-licensing', '/refund-policy', '/income-disclosure']) {
      if (page.url() !== new URL(path, page.url()).href) await page.goto(path)
      const stated = [
        ...(await numbersBefore(page, /\b(\d+)-day (?:money-back|refund)/gi)),
        ...(await numbersBefore(page, /\bwithin (\d+) days\b/gi)),
      ]
      expect(stated.length, path).toBeGreaterThan(0)
      expect(new Set(stated), `${path} states ${stated.join(', ')}`).toEqual(new Set([days]))
    }
    // The FAQ's structured data says what the FAQ says.
    await page.goto('/partner-licensing')
    const faqData = (await page.locator('script[type="application/ld+json"]').textContent()) ?? ''
    expect(faqData).toContain(`${days}-day money-back guarantee. Ask within ${days} days`)

    // The member count: the community page, the resources hub and licensing.
    for (const path of ['/skool', '/resources', '/partner-licensing']) {
      await page.goto(path)
      const stated = await numbersBefore(page, /\b(\d[\d,]*)\+ (?:members|builders)\b/gi)
      expect(stated.length, path).toBeGreaterThan(0)
      expect(new Set(stated), `${path} states ${stated.join(', ')}`).toEqual(new Set([members]))
    }
  })

  test('the footer and the mission banner show the businesses helped the server counts, and no number before', async ({ page, request }) => {
    // The server's HTML has no figure in it: a neutral bar until the browser asks.
    const html = await (await request.get('/')).text()
    expect(html).toContain('On the way to 10,000 businesses by January 18, 2027.')
    expect(html).not.toContain('helped so far')

    const staff = page.context().request
    expect((await staff.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).ok()).toBe(true)
    const set = await staff.put('/api/admin/mission/progress', { data: { businessesHelped: 4321 } })
    expect(set.status(), await set.text()).toBe(200)
    try {
      const asked = page.waitForRequest('**/api/mission/progress')
      await page.goto('/')
      const footer = page.getByRole('contentinfo')
      const bar = footer.getByRole('progressbar')
      await footer.scrollIntoViewIfNeeded()
      await asked
      await expect(footer.getByTestId('businesses-helped')).toHaveText('4,321')
      await expect(bar).toHaveAttribute('aria-valuenow', '4321')
      await expect(bar).toHaveAttribute('aria-valuemax', '10000')
      await expect(footer).toContainText('43.2% of the way to 10,000 by January 18, 2027.')
      await expect(page.getByTestId('banner-businesses-helped')).toHaveText('4,321')
      const served = (await (await request.get('/api/mission/progress')).json()) as { businessesHelped: number }
      expect(served.businessesHelped).toBe(4321)
    } finally {
      expect((await staff.delete('/api/admin/mission/progress')).status()).toBe(200)
    }
  })

  test("the portal's dashboard and the Revenue Dashboard show the same share", async ({ page, browser }) => {
    test.setTimeout(90_000)
    const staffContext = await browser.newContext()
    try {
      const staff = await staffContext.newPage()
      expect((await staff.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).ok()).toBe(true)
      const created = await createPartnerViaApi(staff, `Share Co ${uniqueTag('s')}`)
      await acceptInvitation(page, { invitationUrl: created.invitationUrl, contactName: 'Sam Rivera', email: created.partner.email, company: created.partner.company })
      const day = (monthsBack: number) => {
        const now = new Date()
        return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 10)
      }
      // Paid out, waiting for its payout, and one before the last 12 months.
      for (const [amount, receivedAt, status] of [
        ['1000', day(2), 'paid'],
        ['250.50', day(0), 'pending'],
        ['700', day(14), 'paid'],
      ]) {
        const res = await staff.request.post(`/api/admin/partners/${created.partner.id}/payments`, { data: { amount, receivedAt, status } })
        expect(res.status(), await res.text()).toBe(201)
      }
    } finally {
      await staffContext.close()
    }
    await page.reload()
    await openTab(page, 'Dashboard')
    await expect(page.getByRole('group', { name: 'Your share' })).toContainText('$1,000.40')
    const dashboard = await cardCents(page, 'Your share')
    await openTab(page, 'Revenue')
    await expect(page.getByRole('group', { name: 'Total Earned' })).toContainText('$1,000.40')
    const revenueTab = await cardCents(page, 'Total Earned')
    await page.goto('/partners/revenue')
    await expect(page.getByRole('group', { name: 'Your share' })).toContainText('$')
    const revenuePage = await cardCents(page, 'Your share')
    // 80% of 1,000 + 80% of 250.50; the payment from 14 months ago is outside both.
    expect({ dashboard, revenueTab, revenuePage }).toEqual({ dashboard: 100040, revenueTab: 100040, revenuePage: 100040 })
  })
})
