import { expect, test, type Page, type Request } from './fixtures'
import { adminLogin, siteConfig, uniqueTag } from './helpers'
import { expectNoAxe } from './axe'

const SECTIONS = ['nav', 'hero', 'why', 'model', 'skip', 'stories', 'package', 'toolkit', 'goals', 'apply', 'faq', 'cta']

const application = (page: Page) => page.locator('#partner-application')
const toolkit = (page: Page) => page.locator('[data-section="toolkit"]')

function isLeadPost(r: Request) {
  return r.url().endsWith('/api/leads') && r.method() === 'POST'
}

interface Partner {
  name: string
  email: string
  phone: string
  company: string
  why: string
  target: string
}

function partner(): Partner {
  const tag = uniqueTag('lic')
  return {
    name: 'Sam Rivera',
    email: `sam.${tag}@example.com`,
    phone: '+1 555 010 0144',
    company: `Rivera Digital ${tag}`,
    why: 'I run a small web agency and my clients keep asking for AI phone agents.',
    target: 'Dental clinics in Austin',
  }
}

async function fillLicensing(page: Page, p: Partner) {
  const f = application(page)
  await f.getByLabel('Full name').fill(p.name)
  await f.getByLabel('Email').fill(p.email)
  await f.getByLabel('Phone').fill(p.phone)
  await f.getByLabel('Company (optional)').fill(p.company)
  await f.getByRole('radio', { name: /^Some/ }).click()
  await f.getByLabel('Why do you want to become a partner?').fill(p.why)
  await f.getByLabel('Target market (optional)').fill(p.target)
}

test.describe('partner licensing page', () => {
  test('has every section in order, its own navigation, and the site footer and mission banner', async ({ page }) => {
    await page.goto('/partner-licensing')
    await expect(page).toHaveTitle(/Partner Licensing/)
    await expect(page.locator('[data-section="cta"]')).toBeAttached()
    const names = await page.locator('[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')))
    expect(names).toEqual(SECTIONS)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    // The page's own navigation replaces the site header; banner and footer stay.
    await expect(page.getByRole('navigation', { name: 'Partner programme' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'The mission' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.locator('#about')).toHaveAttribute('data-section', 'why')
    await expect(page.locator('#home')).toHaveAttribute('data-section', 'hero')

    // Offer and claims.
    const main = page.getByRole('main')
    await expect(main.getByText('$1 promotional, normally $497')).toBeVisible()
    await expect(main.getByText('Limited to 100 partners')).toBeVisible()
    await expect(main.getByText('7-day money-back guarantee').first()).toBeVisible()
    // Margins are never shown, only promised on the call.
    await expect(main.getByRole('heading', { name: 'Your exact margins are revealed on your call' })).toBeVisible()
    await expect(page.locator('[data-section="model"]')).not.toContainText('%')
    // Three stories, goals and a five-item FAQ.
    await expect(page.locator('[data-section="stories"] blockquote')).toHaveCount(3)
    const goals = page.locator('[data-section="goals"]')
    await expect(goals).toContainText('100')
    await expect(goals).toContainText('3+clients in your first 90 days')
    await expect(goals).toContainText('6month partner pathway')
    await expect(page.locator('[data-section="faq"] details')).toHaveCount(5)
  })

  test('the FAQ opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/partner-licensing')
    const first = page.locator('[data-section="faq"] details').first()
    const summary = first.locator('summary')
    await expect(first).not.toHaveAttribute('open', '')
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('open', '')
    await expect(first.getByText(/normally \$497/)).toBeVisible()
    await page.keyboard.press('Space')
    await expect(first).not.toHaveAttribute('open', '')
  })

  test('navigation: 80/20 Partnership scrolls to #about, Book Call opens /book-call, the logo returns to the top', async ({
    page,
  }) => {
    await page.goto('/partner-licensing')
    const nav = page.getByRole('navigation', { name: 'Partner programme' })
    await nav.getByRole('link', { name: '80/20 Partnership' }).click()
    await expect(page.locator('#about')).toBeInViewport()
    await page.getByRole('link', { name: /back to top/ }).click()
    await expect(page.locator('#home h1')).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5)
    await nav.getByRole('link', { name: 'Book Call' }).click()
    await expect(page).toHaveURL(/\/book-call$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book your partnership call')
  })

  test('the skip-the-application banner links to /book-call', async ({ page }) => {
    await page.goto('/partner-licensing')
    const banner = page.locator('[data-section="skip"]')
    await expect(banner.getByRole('link', { name: 'Book your call' })).toHaveAttribute('href', '/book-call')
  })

  test('the mobile menu toggles at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/partner-licensing')
    const button = page.getByRole('button', { name: 'Open menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const menu = page.locator('#partner-menu')
    await expect(menu).toBeHidden()
    await button.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await button.click()
    await menu.getByRole('link', { name: '80/20 Partnership' }).click()
    await expect(menu).toBeHidden()
    await expect(page.locator('#about')).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('a licensing application is stored and ends on /book-call', async ({ page }) => {
    const p = partner()
    await page.goto('/partner-licensing?utm_source=licensing-e2e')
    const f = application(page)
    // As a visitor does: the form is below the fold, and its code comes as the page scrolls.
    await f.scrollIntoViewIfNeeded()
    const submit = f.getByRole('button', { name: 'Submit application' })
    await expect(submit).toBeDisabled()
    await fillLicensing(page, { ...p, company: '', target: '' })
    await expect(submit).toBeEnabled()
    await f.getByLabel('Phone').fill('123')
    await expect(submit).toBeDisabled()
    await fillLicensing(page, p)
    await expect(submit).toBeEnabled()

    const [response] = await Promise.all([page.waitForResponse((r) => isLeadPost(r.request())), submit.click()])
    expect(response.status()).toBe(201)
    const body = response.request().postDataJSON() as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(
      ['attribution', 'businessChallenge', 'company', 'email', 'name', 'phone', 'source', 'website'].sort(),
    )
    expect(body).toMatchObject({
      name: p.name,
      email: p.email,
      phone: p.phone,
      company: p.company,
      businessChallenge: p.why,
      source: 'partner_licensing_application',
      website: '',
      attribution: { utmSource: 'licensing-e2e', landingPath: '/partner-licensing' },
    })
    await expect(page.getByText('Partnership Application Submitted!', { exact: true })).toBeVisible()
    await expect(page.getByText("Now let's schedule your partnership call...", { exact: true })).toBeVisible()
    await page.waitForURL('**/book-call', { timeout: 6_000 })
    await expect(page).toHaveTitle('Book Your 80/20 Partnership Call | AI Mission')

    await adminLogin(page)
    await page.getByRole('searchbox', { name: 'Search' }).fill(p.email)
    const row = page.locator('tbody tr').filter({ hasText: p.email })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Licensing application')
    await expect(row).toContainText(p.company)
    await expect(row).toContainText(p.name)
  })

  test('a failed licensing submit shows the error and keeps every answer', async ({ page }) => {
    await page.route('**/api/leads', (r) => r.fulfill({ status: 500, body: 'boom' }))
    const p = partner()
    await page.goto('/partner-licensing')
    await fillLicensing(page, p)
    await application(page).getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByText('Submission Error', { exact: true })).toBeVisible()
    await expect(page.getByText('Please try again or contact support.', { exact: true })).toBeVisible()
    const f = application(page)
    await expect(f.getByLabel('Email')).toHaveValue(p.email)
    await expect(f.getByLabel('Why do you want to become a partner?')).toHaveValue(p.why)
    await expect(f.getByRole('radio', { name: /^Some/ })).toBeChecked()
    await page.waitForTimeout(2_500)
    await expect(page).toHaveURL(/\/partner-licensing$/)
  })

  test('toolkit: a blank email is refused without a request, a real one is stored and leads to the application', async ({
    page,
  }) => {
    const posts: Request[] = []
    page.on('request', (r) => {
      if (isLeadPost(r)) posts.push(r)
    })
    await page.goto('/partner-licensing')
    const t = toolkit(page)
    await t.getByRole('button', { name: 'Send me the roadmap' }).click()
    await expect(page.getByText('Email Required', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Please enter your email address to receive the business growth roadmap.', { exact: true }),
    ).toBeVisible()
    await expect(t.getByLabel('Email')).toBeFocused()
    expect(posts).toHaveLength(0)

    const email = `toolkit.${uniqueTag()}@example.com`
    await t.getByLabel('First name (optional)').fill('Sam')
    await t.getByLabel('Email').fill(email)
    const [response] = await Promise.all([
      page.waitForResponse((r) => isLeadPost(r.request())),
      t.getByRole('button', { name: 'Send me the roadmap' }).click(),
    ])
    expect(response.status()).toBe(201)
    const body = response.request().postDataJSON() as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['attribution', 'businessChallenge', 'email', 'name', 'source', 'website'].sort())
    expect(body).toMatchObject({
      name: 'Sam',
      email,
      businessChallenge: 'Requested the business growth roadmap toolkit',
      source: 'toolkit_download',
      website: '',
    })
    await expect(page.getByText('Growth Roadmap Sent!', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Check your email for the exclusive toolkit. Ready to apply for the program?', { exact: true }),
    ).toBeVisible()
    await expect(application(page)).not.toBeInViewport()
    await expect(application(page)).toBeInViewport({ timeout: 5_000 })
  })

  test('toolkit: a failed request shows the connection message', async ({ page }) => {
    await page.route('**/api/leads', (r) => r.abort('failed'))
    await page.goto('/partner-licensing')
    const t = toolkit(page)
    await t.getByLabel('Email').fill('someone@example.com')
    await t.getByRole('button', { name: 'Send me the roadmap' }).click()
    await expect(page.getByText('Toolkit Request Error', { exact: true })).toBeVisible()
    await expect(page.getByText('Please check your connection and try again.', { exact: true })).toBeVisible()
  })
})

test.describe('book a call and redirects', () => {
  test('/book-call embeds the partnership calendar from the site config', async ({ page }) => {
    await page.goto('/book-call')
    const config = await siteConfig<{ booking: { bookCall: string } }>(page)
    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('src', config.booking.bookCall)
    await expect(frame).toHaveAttribute('title', /partnership call/)
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('height', /\d+/)
    await expect(page.getByRole('heading', { name: 'What we cover on the call' })).toBeVisible()
  })

  test('/partners redirects permanently to /partner-licensing, and the footer link follows it', async ({ page }) => {
    const res = await page.request.get('/partners', { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(res.headers().location).toBe('/partner-licensing')

    await page.goto('/partners')
    await expect(page).toHaveURL(/\/partner-licensing$/)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partners' }).click()
    await expect(page).toHaveURL(/\/partner-licensing$/)
    await expect(page.locator('[data-section="hero"] h1')).toBeVisible()
  })
})

test.describe('licensing accessibility', () => {
  for (const path of ['/partner-licensing', '/book-call']) {
    test(`no moderate, serious or critical axe findings on ${path}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expectNoAxe(page)
    })
  }

  test('no moderate, serious or critical axe findings with licensing errors and the open mobile menu', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/partner-licensing')
    const f = application(page)
    await f.getByLabel('Full name').fill('A')
    await f.getByLabel('Full name').press('Enter')
    await expect(f.getByText('Please enter your email address.')).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expectNoAxe(page)
  })
})

test.describe('spec anchors', () => {
  test('#seo-faq-section and the older #faq land on the FAQ; #claim-form on the toolkit capture', async ({ page }) => {
    for (const anchor of ['seo-faq-section', 'faq']) {
      await page.goto(`/partner-licensing#${anchor}`)
      await expect(page.locator('[data-section="faq"]')).toBeInViewport()
    }
    await expect(page.locator('#seo-faq-section')).toHaveAttribute('data-section', 'faq')
    await page.goto('/partner-licensing#claim-form')
    await expect(page.locator('#claim-form')).toHaveAttribute('data-section', 'toolkit')
    await expect(page.getByRole('heading', { name: 'Get the business growth roadmap' })).toBeFocused()
    await expect(page.locator('#claim-form').getByLabel('Email')).toBeInViewport()
  })
})
