import { expect, test, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { siteConfig } from './helpers'

interface SiteConfig {
  communityUrl: string
  checkoutUrl: string
  booking: { standup: string; standupScript: string }
}

const NOT_FOUND = '404 Page Not Found'

/** Opens every same-site link of the page's main content and checks none shows the 404 screen. */
async function internalLinksAnswer(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))])
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) {
    const [pathname, hash] = href.split('#')
    await page.goto('about:blank')
    // Not the load event: a booking frame from another site may hold it for long.
    const res = await page.goto(href, { waitUntil: 'domcontentloaded' })
    expect(res?.status(), href).toBe(200)
    expect(new URL(page.url()).pathname, href).toBe(pathname)
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText(NOT_FOUND)
    if (hash) await expect(page.locator(`#${hash}`), href).toHaveCount(1)
  }
  return hrefs
}

test.describe('licence purchase (/go)', () => {
  test.use({ timezoneId: 'America/Chicago' })

  test('claims, the month-end offer and the button that hands the browser to the checkout', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-07-01T04:59:58Z')) // 30 June 23:59:58 CDT
    await page.goto('/go')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Purchase')
    // The guarantee is the refund policy's (GUARANTEE_DAYS, 7 by default), as on every other page.
    for (const claim of ['256-bit encryption', 'Instant access', '7-day money-back guarantee', 'Earn $10k/month']) {
      await expect(page.locator('main').getByText(claim, { exact: true })).toBeVisible()
    }
    const offer = page.getByTestId('offer-countdown')
    await expect(offer.getByText('Limited Time Offer Ends In:')).toBeVisible()
    const unit = (label: string) => offer.locator(`[data-unit="${label}"]`)
    await expect(unit('Days')).toHaveText('0')
    await expect(unit('Hours')).toHaveText('00')
    await expect(unit('Min')).toHaveText('00')
    await expect(unit('Sec')).toHaveText('01')
    // Past the month's last second it rolls to the end of July.
    await page.clock.setFixedTime(new Date('2025-07-01T05:00:00Z'))
    await expect(unit('Days')).toHaveText('30')
    await expect(unit('Hours')).toHaveText('23')
    await expect(unit('Sec')).toHaveText('59')
    await expectNoAxe(page)

    const { checkoutUrl } = await siteConfig<SiteConfig>(page)
    await page.route(`${new URL(checkoutUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title><h1>Checkout</h1>' }),
    )
    await page.getByLabel('Email for your portal access').fill('buyer@example.com')
    await page.getByRole('button', { name: 'Complete Purchase' }).click()
    // The checkout gets the buyer's e-mail and this tab's reference (e2e/purchase.spec.ts follows the payment).
    await expect(page).toHaveURL((url) => url.href.startsWith(checkoutUrl) && url.searchParams.get('prefilled_email') === 'buyer@example.com')
  })

  test('the licensing page shows the offer countdown beside the licence', async ({ page }) => {
    await page.goto('/partner-licensing')
    const offer = page.getByTestId('offer-countdown')
    await expect(offer.getByText('Limited Time Offer Ends In:')).toBeVisible()
    for (const label of ['Days', 'Hours', 'Min', 'Sec']) await expect(offer.getByText(label, { exact: true })).toBeVisible()
    await expect(offer.locator('[data-unit="Min"]')).toHaveText(/^\d{2}$/)
  })
})

test.describe('story, community, stand-up and resources', () => {
  test('story: back link, eight career cards, The GPS Way and Get Started to the form', async ({ page }) => {
    await page.goto('/story')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('region', { name: /Eight jobs/ }).getByRole('listitem')).toHaveCount(8)
    await expect(page.getByRole('heading', { level: 2, name: 'The GPS Way' })).toBeVisible()
    await expectNoAxe(page)
    await main.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/#form$/)
    await expect(page.locator('#form')).toBeInViewport()
  })

  test('community: hero, badges, four cards, why join and its calls to action', async ({ page }) => {
    await page.goto('/skool')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building Collaborative Systems for Growth and Impact')
    for (const badge of ['Private Community', '74+ Members', '100% Free']) await expect(page.getByText(badge, { exact: true })).toBeVisible()
    for (const card of ['Proven Frameworks', 'Real Automations', 'Connected Systems', 'Private Network']) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible()
    }
    await expect(page.getByRole('region', { name: 'Why Join' }).getByRole('listitem')).toHaveCount(4)
    const { communityUrl } = await siteConfig<SiteConfig>(page)
    const join = page.getByRole('link', { name: /Join the Free Community/ })
    await expect(join).toHaveAttribute('href', communityUrl)
    await expect(join).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('link', { name: 'Book Implementation Call' })).toHaveAttribute('href', '/clients-call')
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/skool$/)
    await expectNoAxe(page)
  })

  test('stand-up: the booking embed, its script loaded on open and removed with what it injected on leaving', async ({ page }) => {
    // The provider's script, served locally: it adds an element of its own as the real one does.
    await page.route('**/form_embed.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "var d=document.createElement('div');d.id='provider-injected';document.body.appendChild(d);",
      }),
    )
    const res = await page.goto('/standup')
    const config = await siteConfig<SiteConfig>(page)
    const scriptOrigin = new URL(config.booking.standupScript).origin
    expect(res?.headers()['content-security-policy']).toContain(`script-src 'self' ${scriptOrigin};`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily GPS Stand-Up')
    for (const fact of ['15 Minutes Daily', 'Live on Zoom', 'Community Support']) await expect(page.getByText(fact, { exact: true })).toBeVisible()
    for (const step of ['Share Your Goal', 'Get Support', 'Celebrate Wins']) await expect(page.getByRole('heading', { name: step })).toBeVisible()
    await expect(page.getByText(/Seventh Power/)).toBeVisible()
    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('src', config.booking.standup)
    await expect(frame).toHaveAttribute('height', '700')
    const minHeight = await page.getByTestId('standup-booking').evaluate((el) => parseFloat(getComputedStyle(el).minHeight))
    expect(minHeight).toBeGreaterThanOrEqual(600)
    // The script only sizes the calendar: it loads once the calendar is in view.
    await expect(page.locator('script[data-third-party="standup-booking"]')).toHaveCount(0)
    await page.getByTestId('standup-booking').scrollIntoViewIfNeeded()
    await expect(page.locator('script[data-third-party="standup-booking"]')).toHaveAttribute('src', config.booking.standupScript)
    await expect(page.locator('#provider-injected')).toHaveCount(1)
    await expectNoAxe(page)

    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('script[data-third-party="standup-booking"]')).toHaveCount(0)
    await expect(page.locator('#provider-injected')).toHaveCount(0)
  })

  test('stand-up reached by an in-app link loads as its own document, with its own policy', async ({ page }) => {
    await page.route('**/form_embed.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    await page.goto('/resources')
    const documentLoad = page.waitForResponse((r) => new URL(r.url()).pathname === '/standup' && r.request().resourceType() === 'document')
    await page.getByRole('main').getByRole('link', { name: /Daily stand-up/ }).click()
    const res = await documentLoad
    expect(res.headers()['content-security-policy']).toContain('https://link.msgsndr.com')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily GPS Stand-Up')
    await page.getByTestId('standup-booking').scrollIntoViewIfNeeded()
    await expect(page.locator('script[data-third-party="standup-booking"]')).toHaveCount(1)
  })

  test('resources: every section as listed, and every link answers a real page', async ({ page }) => {
    test.slow() // some twenty pages
    await page.goto('/resources')
    for (const section of ['Community and learning', 'Live sessions', 'Partner program', 'Build in public', 'Book a call', 'Trust']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
    await expectNoAxe(page)
    const hrefs = await internalLinksAnswer(page, '/resources')
    for (const expected of [
      '/ai-finder', '/skool', '/story', '/standup', '/live', '/calendar', '/6am', '/6pm', '/partner-licensing',
      '/partners/login', '/partner-onboarding', '/board', '/requests', '/clients-call', '/partners-call',
      '/testimonials', '/income-disclosure', '/refund-policy', '/',
    ]) {
      expect(hrefs).toContain(expected)
    }
  })

  test('every link on the story page answers a real page', async ({ page }) => {
    await internalLinksAnswer(page, '/story')
  })
})
