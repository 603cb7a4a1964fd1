import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminLogin, adminSectionControl, applicant, fillApplication, form, openAdminTab, sectionName, uniqueTag } from './helpers'
import { expectNoAxe } from './axe'

interface NewLead {
  name: string
  email: string
  phone?: string
  company?: string
  audienceType?: string
  businessChallenge?: string
  source?: string
  customFields?: Record<string, string>
  attribution?: Record<string, string>
}

async function createLead(request: APIRequestContext, lead: NewLead): Promise<number> {
  const res = await request.post('/api/leads', { data: lead })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

const leadsTable = (page: Page) => page.getByRole('region', { name: /Showing|Loading leads/ }).getByRole('table')
const rowWith = (page: Page, text: string) => leadsTable(page).getByRole('row').filter({ hasText: text })
const bodyRows = (page: Page) => leadsTable(page).locator('tbody tr')
const thisWeek = (page: Page) => page.locator('[data-stat="This Week"]')

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text)
}

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option })
}

test.describe('admin sign-in', () => {
  test('a wrong password is refused, the right one opens the dashboard; nothing is stored in the browser', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    await expect(page).toHaveTitle('Admin Login | AI Mission')
    const email = page.getByLabel('Email')
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('autocomplete', 'username')
    const password = page.getByLabel('Password', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('autocomplete', 'current-password')
    const submit = page.getByRole('button', { name: 'Sign in' })
    await expect(submit).toBeDisabled()

    await email.fill(ADMIN_EMAIL)
    await password.fill('not-the-password-at-all')
    await submit.click()
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible()
    await expect(page.getByText('Invalid email or password', { exact: true }).first()).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)

    await password.fill(ADMIN_PASSWORD)
    await submit.click()
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
    expect(stored).not.toContain(ADMIN_PASSWORD)
    expect(stored).not.toContain('not-the-password')
  })

  test('a network error while signing in shows the connection message', async ({ page }) => {
    await page.route('**/api/admin/login', (r) => r.abort('failed'))
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(ADMIN_EMAIL)
    await page.getByLabel('Password', { exact: true }).fill('whatever-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible()
    await expect(page.getByText('Connection error. Please try again.').first()).toBeVisible()
  })

  test('a throttled sign-in shows the server message', async ({ page }) => {
    await page.route('**/api/admin/login', (r) =>
      r.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '600' },
        body: JSON.stringify({ message: 'Too many failed attempts. Please wait before trying again.' }),
      }),
    )
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(ADMIN_EMAIL)
    await page.getByLabel('Password', { exact: true }).fill('whatever-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Too many failed attempts. Please wait before trying again.').first()).toBeVisible()
  })

  test('/admin without a session shows the access check, then goes to /admin/login', async ({ page }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/admin/check', async (r) => {
      await held
      await r.continue()
    })
    await page.goto('/admin')
    await expect(page.getByText('Checking access...', { exact: true })).toBeVisible()
    release()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  })

  test('logout ends the session', async ({ page }) => {
    await adminLogin(page)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect(await (await page.request.get('/api/admin/check')).json()).toEqual({ ok: false, signedIn: false })
  })

  test('a session that ends while staff work goes back to sign-in, from a load or from an action', async ({ page }) => {
    await adminLogin(page)
    // The inbox's own load (the leads with this week's count) is done first: on a slow machine, still on its way,
    // it would meet the 401 before the click below, and leave no tab to click.
    await expect(thisWeek(page)).toHaveText(/^\d[\d,]*$/)
    // Ended elsewhere (another tab signed out): the next load meets a 401.
    expect((await page.request.post('/api/admin/logout')).ok()).toBe(true)
    await page.getByRole('tab', { name: 'Testimonials' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)

    // An action that meets it. Only the status change, and the sign-in page's check, are answered 401, so that no
    // load in the background meets it first.
    const tag = uniqueTag('ended')
    await createLead(page.request, { name: 'Rae Park', email: `rae.${tag}@example.com`, source: 'landing_page' })
    await adminLogin(page)
    await search(page, tag)
    await rowWith(page, tag).getByRole('button', { name: 'Rae Park' }).click()
    const sheet = page.getByRole('dialog', { name: 'Rae Park' })
    await expect(sheet.getByText('Updated', { exact: true })).toBeVisible()
    const ended = { status: 401, contentType: 'application/json', body: '{"message":"Please sign in again."}' }
    await page.route('**/api/admin/leads/*/status', (r) => r.fulfill(ended))
    await page.route('**/api/admin/check', (r) => r.fulfill(ended))
    await sheet.getByRole('combobox', { name: 'Pipeline status' }).selectOption({ label: 'Qualified' })
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByText('Status update failed', { exact: true })).toHaveCount(0)
  })

  test('a failed logout says so and keeps the admin signed in', async ({ page }) => {
    await adminLogin(page)
    await page.route('**/api/admin/logout', (r) => r.fulfill({ status: 500, body: 'boom' }))
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('Logout failed', { exact: true })).toBeVisible()
    await expect(page.getByText('There was an error logging out', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/admin$/)
  })
})

test.describe('lead inbox', () => {
  test('a home application appears with its source and counts in This Week', async ({ page, context }) => {
    await adminLogin(page)
    await expect(thisWeek(page)).toHaveText(/^\d[\d,]*$/)
    const before = Number((await thisWeek(page).textContent())?.replace(/,/g, ''))

    const a = applicant({ audience: 'Entrepreneur' })
    const visitor = await context.newPage()
    await visitor.goto('/?utm_source=admin-e2e')
    await fillApplication(visitor, a)
    const [response] = await Promise.all([
      visitor.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
      form(visitor).getByRole('button', { name: 'Submit application' }).click(),
    ])
    expect(response.status()).toBe(201)
    await visitor.close()

    await page.reload()
    await expect(thisWeek(page)).toHaveText(String(before + 1))
    const row = rowWith(page, a.email)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(a.name)
    await expect(row).toContainText(a.phone)
    await expect(row).toContainText('Entrepreneur')
    await expect(row).toContainText('Home application')
    await expect(row).toContainText('New')
    // Newest first: it is the first row.
    await expect(bodyRows(page).first()).toContainText(a.email)
  })

  test('search and filters narrow the list; the CSV export follows them', async ({ page }) => {
    const tag = uniqueTag('acme')
    await createLead(page.request, {
      name: 'Ada Partner',
      email: `ada.${tag}@example.com`,
      phone: '+1 555 010 0101',
      company: `${tag} Labs`,
      businessChallenge: 'Wants to resell AI phone agents.',
      source: 'partner_licensing_application',
    })
    await createLead(page.request, {
      name: 'Toolkit Download Request',
      email: `toolkit.${tag}@example.com`,
      businessChallenge: 'Requested the business growth roadmap toolkit',
      source: 'toolkit_download',
    })
    await createLead(page.request, {
      name: `Ben ${tag}`,
      email: 'ben.other@example.com',
      audienceType: 'investor',
      source: 'ai_agency_partnership_claim',
    })

    await adminLogin(page)
    await search(page, tag)
    await expect(bodyRows(page)).toHaveCount(3)
    await expect(page).toHaveURL(new RegExp(`q=${tag}`))
    await expect(page.locator('[data-stat="Matching leads"]')).toHaveText('3')

    await chooseFilter(page, 'Source', 'Toolkit download')
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first()).toContainText(`toolkit.${tag}@example.com`)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path()), 'utf8')
    expect(csv).toContain(`toolkit.${tag}@example.com`)
    expect(csv).not.toContain(`ada.${tag}@example.com`)

    await chooseFilter(page, 'Source', 'All sources')
    await chooseFilter(page, 'Audience', 'Investor')
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first()).toContainText('ben.other@example.com')

    await chooseFilter(page, 'Status', 'Closed')
    await expect(page.getByText('No leads match these filters', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    await expect(page).toHaveURL(/\/admin$/)

    // Filters survive a reload (they live in the URL).
    await search(page, tag)
    // The search reaches the URL after its debounce; reload only once it has.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`))
    await chooseFilter(page, 'Source', 'Licensing application')
    await expect(page).toHaveURL(/[?&]source=partner_licensing_application/)
    await expect(bodyRows(page)).toHaveCount(1)
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag)
    await expect(page.getByRole('combobox', { name: 'Source' }).locator('option:checked')).toHaveText('Licensing application')
    await expect(bodyRows(page)).toHaveCount(1)

    // Exporting everything includes all three.
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
    const allCsv = readFileSync((await all.path()), 'utf8')
    for (const email of [`ada.${tag}@example.com`, `toolkit.${tag}@example.com`, 'ben.other@example.com']) {
      expect(allCsv).toContain(email)
    }
  })

  test('the detail shows every field and attribution; a status change persists', async ({ page }) => {
    const tag = uniqueTag('detail')
    const email = `casey.${tag}@example.com`
    await createLead(page.request, {
      name: 'Casey Morgan',
      email,
      phone: '+44 20 7946 0958',
      company: 'Morgan Roofing',
      audienceType: 'business-owner',
      businessChallenge: 'Our crews lose two hours a day to quote follow-ups.',
      source: 'landing_page',
      customFields: { crewSize: '6', region: 'Leeds' },
      attribution: {
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring',
        utmTerm: 'ai-roofing',
        utmContent: 'hero-button',
        referrer: 'https://news.example.com/',
        landingPath: '/partner-licensing',
      },
    })

    await adminLogin(page)
    await search(page, tag)
    await expect(bodyRows(page)).toHaveCount(1)
    await rowWith(page, email).getByRole('button', { name: 'Casey Morgan' }).click()

    const sheet = page.getByRole('dialog', { name: 'Casey Morgan' })
    await expect(sheet).toBeVisible()
    for (const text of [
      email,
      '+44 20 7946 0958',
      'Morgan Roofing',
      'Business owner',
      'Our crews lose two hours a day to quote follow-ups.',
      'Landing page',
      'newsletter',
      'spring',
      'ai-roofing',
      'hero-button',
      'https://news.example.com/',
      '/partner-licensing',
      'Crew size',
      'Leeds',
    ]) {
      await expect(sheet.getByText(text, { exact: true }).first()).toBeVisible()
    }
    await expect(sheet.getByText('UTM medium', { exact: true })).toBeVisible()
    await expect(sheet.getByText('Updated', { exact: true })).toBeVisible()
    await expectNoAxe(page)

    const [patch] = await Promise.all([
      page.waitForResponse((r) => /\/api\/admin\/leads\/\d+\/status$/.test(r.url())),
      sheet.getByRole('combobox', { name: 'Pipeline status' }).selectOption({ label: 'Qualified' }),
    ])
    expect(patch.status()).toBe(200)
    expect(patch.request().postDataJSON()).toEqual({ status: 'qualified' })
    await expect(page.getByText('Status updated', { exact: true })).toBeVisible()
    await sheet.getByRole('button', { name: 'Close lead details' }).click()
    await expect(sheet).toBeHidden()
    await expect(rowWith(page, email)).toContainText('Qualified')

    await page.reload()
    await expect(rowWith(page, email)).toContainText('Qualified')
    await rowWith(page, email).getByRole('button', { name: 'Casey Morgan' }).click()
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Pipeline status' })).toHaveValue('qualified')
  })

  test('a quiz lead shows the answers and the report given', async ({ page }) => {
    const tag = uniqueTag('quiz')
    const email = `quinn.${tag}@example.com`
    const res = await page.request.post('/api/ai-finder/submit', {
      data: {
        name: 'Quinn Harper',
        email,
        industry: 'healthcare',
        teamSize: '6-10',
        biggestChallenge: 'We miss calls after hours and patients book elsewhere.',
        revenueGoal: '500k-1m',
        techComfort: 'intermediate',
        currentTools: 'Google Workspace',
      },
    })
    expect(res.status(), await res.text()).toBe(200)

    await adminLogin(page)
    await search(page, tag)
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first()).toContainText('AI opportunity quiz')
    await bodyRows(page).first().getByRole('button', { name: 'Quinn Harper' }).click()
    const sheet = page.getByRole('dialog', { name: 'Quinn Harper' })
    await expect(sheet.getByRole('heading', { name: 'Quiz answers' })).toBeVisible()
    await expect(sheet.getByText('healthcare', { exact: true }).first()).toBeVisible()
    await expect(sheet.getByText('We miss calls after hours and patients book elsewhere.').first()).toBeVisible()
    await expect(sheet.getByText('Google Workspace', { exact: true }).first()).toBeVisible()
    await expect(sheet.getByRole('heading', { name: 'Report given' })).toBeVisible()
    await expect(sheet.getByText('Time savings')).toBeVisible()
    await expect(sheet.getByText('Cost savings')).toBeVisible()
    await expect(sheet.locator('ol > li').filter({ hasText: 'Impact:' })).toHaveCount(3)
    await expect(sheet.getByRole('heading', { name: 'Next steps' })).toBeVisible()
  })

  test('paging with Load more', async ({ page }) => {
    const tag = uniqueTag('page')
    for (let i = 0; i < 27; i++) {
      await createLead(page.request, { name: `Pager ${i}`, email: `pager${i}.${tag}@example.com`, company: tag })
    }
    await adminLogin(page)
    await search(page, tag)
    await expect(bodyRows(page)).toHaveCount(25)
    await expect(page.getByText('Showing 25 of 27 leads, newest first')).toBeVisible()
    await expect(bodyRows(page).first()).toContainText('Pager 26')
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect(bodyRows(page)).toHaveCount(27)
    await expect(bodyRows(page).last()).toContainText('Pager 0')
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
  })

  test('empty inbox and failed loads show the empty state', async ({ page }) => {
    await adminLogin(page)
    await page.route('**/api/admin/leads?*', (r) =>
      r.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[],"total":0,"thisWeek":0}' }),
    )
    await page.reload()
    await expect(page.getByText('No leads captured yet. Applications will appear here.', { exact: true })).toBeVisible()
    await expect(thisWeek(page)).toHaveText('0')

    await page.unroute('**/api/admin/leads?*')
    await page.route('**/api/admin/leads?*', (r) => r.fulfill({ status: 500, body: 'boom' }))
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.reload()
    await expect(page.getByText('No leads captured yet. Applications will appear here.', { exact: true })).toBeVisible()
    expect(errors.some((e) => e.includes('Failed to load leads'))).toBe(true)
  })

  test('on a phone the leads are compact cards that fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const email = `phone.${uniqueTag()}@example.com`
    await createLead(page.request, { name: 'Phone Width', email, source: 'partner_licensing_application' })
    await adminLogin(page)
    await expect(page.getByRole('table')).toHaveCount(0)
    const card = page.locator('[data-lead-id]').filter({ hasText: 'Phone Width' }).first()
    await expect(card).toContainText('Licensing application')
    await expect(card).toContainText('New')
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > 391)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
    )
    expect(wide).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await card.getByRole('button').click()
    await expect(page.getByRole('dialog', { name: 'Phone Width' })).toContainText(email)
  })
})

test.describe('admin navigation', () => {
  test('a sidebar of grouped sections at 1280 px, a Section menu on a phone; both pass axe', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await adminLogin(page)

    // One vertical tablist, every tab in one column, the panel beside it.
    const list = page.getByRole('tablist', { name: 'Admin sections' })
    await expect(list).toHaveAttribute('aria-orientation', 'vertical')
    const tabs = list.getByRole('tab')
    // Every section, People too: the first owner may use them all.
    await expect(tabs).toHaveCount(18)
    const boxes = await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))
    const first = boxes[0]
    if (!first) throw new Error('no tabs')
    boxes.forEach((box, i) => {
      expect(box.left, `tab ${i}`).toBe(first.left)
      expect(box.width, `tab ${i}`).toBe(first.width)
      if (i > 0) expect(box.top, `tab ${i}`).toBeGreaterThanOrEqual((boxes[i - 1]?.bottom ?? 0) - 0.5)
    })
    const panel = await page.getByRole('tabpanel').boundingBox()
    expect(panel?.x ?? 0).toBeGreaterThan(first.right)
    await expect(adminSectionControl(page)).toBeHidden()

    // The arrows go across the sections: Ideas ends Inbox, Partners starts Partners.
    await openAdminTab(page, 'Ideas')
    await page.keyboard.press('ArrowDown')
    const partners = page.getByRole('tab', { name: 'Partners', exact: true })
    await expect(partners).toBeFocused()
    await expect(partners).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\/admin\?tab=partners$/)
    await page.keyboard.press('ArrowUp')
    await expect(page.getByRole('tab', { name: 'Ideas' })).toBeFocused()
    await expect(page).toHaveURL(/\/admin\?tab=ideas$/)
    await expectNoAxe(page, 'sidebar at 1280 px')

    // A phone: no tabs in rows, nothing sideways; the control names the section and opens the menu.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(list).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const control = adminSectionControl(page)
    await expect(control).toHaveAccessibleName(sectionName('Ideas'))
    await expect(control).toHaveAttribute('aria-expanded', 'false')
    await control.click()
    const menu = page.getByRole('dialog', { name: 'Admin sections' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('heading', { level: 3 })).toHaveText(['Inbox', 'Partners', 'Content', 'System'])
    await expect(menu.getByRole('button', { name: 'Ideas' })).toHaveAttribute('aria-current', 'true')
    await expect(menu.getByRole('button', { name: 'Ideas' })).toBeFocused()
    await expectNoAxe(page, 'section menu at 390 px')
    await menu.getByRole('button', { name: 'Outbox' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/admin\?tab=outbox$/)
    await expect(page.getByRole('tabpanel', { name: 'Outbox' }).getByRole('heading', { level: 2, name: 'Outbox' })).toBeVisible()
    await expect(control).toHaveAccessibleName(sectionName('Outbox'))
    await expect(control).toBeFocused()

    // Escape closes the menu without a change; the keyboard is back on the control.
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(control).toBeFocused()
    await expect(control).toHaveAttribute('aria-expanded', 'false')
    await expect(page).toHaveURL(/\/admin\?tab=outbox$/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxe(page, 'Outbox at 390 px')
  })
})

test.describe('admin accessibility', () => {
  test('no moderate, serious or critical axe findings on /admin/login', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/admin/login')
    await expect(page.locator('h1')).toHaveCount(1)
    await expectNoAxe(page)
  })

  test('no moderate, serious or critical axe findings on /admin (signed in)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await createLead(page.request, { name: 'Axe Check', email: `axe.${uniqueTag()}@example.com`, source: 'toolkit_download' })
    await adminLogin(page)
    await expect(bodyRows(page).first()).toBeVisible()
    await expect(page.locator('h1')).toHaveCount(1)
    await expectNoAxe(page)
  })
})
