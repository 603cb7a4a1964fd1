import { expect, test, type Locator, type Page } from './fixtures'
import { adminLogin, openAdminTab, uniqueTag } from './helpers'
import { quizCard } from './quizHelpers'

test.use({ viewport: { width: 390, height: 844 } })

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

const DESTINATIONS = [
  { name: 'Mission', url: /\/#about$/, landmark: '#about' },
  { name: "Who it's for", url: /\/#demographic-targeting$/, landmark: '#demographic-targeting' },
  { name: 'AI quiz', url: /\/ai-finder$/ },
  { name: 'Board', url: /\/board$/ },
  { name: 'Testimonials', url: /\/testimonials$/ },
  { name: 'Partners', url: /\/partner-licensing$/ },
]

test.describe('phone menu', () => {
  test('opens, keeps focus inside, closes on Escape back to its button', async ({ page }) => {
    await page.goto('/refund-policy')
    // While the menu is open the page behind it is hidden from assistive tech, so find the button by its label.
    const button = page.locator('button[aria-label="Open menu"]')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    for (const d of DESTINATIONS) await expect(menu.getByRole('link', { name: d.name, exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Apply now' })).toBeVisible()

    // Tab and Shift+Tab cycle inside the menu.
    const focusInMenu = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInMenu()).toBe(true)
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInMenu()).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  for (const d of DESTINATIONS) {
    test(`reaches ${d.name}`, async ({ page }) => {
      await page.goto('/income-disclosure')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: d.name, exact: true }).click()
      await expect(page).toHaveURL(d.url)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.locator('h1')).toHaveCount(1)
      if (d.landmark) await expect(page.locator(d.landmark)).toBeInViewport()
    })
  }

  test('the desktop header lists the same destinations', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const d of DESTINATIONS) await expect(nav.getByRole('link', { name: d.name, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })
})

test("'Join the Mission' brings the form into view with focus on its first field", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Join the Mission' }).click()
  const name = page.locator('#form').getByLabel('Full name')
  await expect(name).toBeFocused()
  await expect(name).toBeInViewport()
  await expect(page.getByRole('heading', { name: 'Your application' })).toBeInViewport()
})

test.describe('board on a phone', () => {
  const sample = [
    { id: 1, type: 'feature', title: 'Export leads', description: 'CSV for the CRM.', votes: 3, status: 'submitted' },
    { id: 2, type: 'bug', title: 'Wrong time zone', description: 'An hour late.', votes: 1, status: 'submitted' },
    { id: 3, type: 'idea', title: 'Dentist templates', description: 'Call flows.', votes: 12, status: 'todo' },
    { id: 4, type: 'feature', title: 'Dark mode', description: 'For 6am.', votes: 20, status: 'done' },
  ]

  test('switches columns with tabs that carry the counts', async ({ page }) => {
    await page.route('**/api/public-requests', (r) => r.fulfill({ json: sample }))
    await page.route('**/api/public-requests/voted', (r) => r.fulfill({ json: [] }))
    await page.goto('/board')
    const tabs = page.getByRole('tablist', { name: 'Board columns' })
    await expect(tabs.getByRole('tab')).toHaveCount(4)
    await expect(tabs.getByRole('tab', { name: 'Submitted 2 requests' })).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.getByRole('tab', { name: 'To Do 1 request' })).toBeVisible()
    await expect(tabs.getByRole('tab', { name: 'In Progress 0 requests' })).toBeVisible()
    await expect(page.locator('[data-request-id]')).toHaveCount(2)
    await expect(page.getByText('Export leads')).toBeVisible()

    await tabs.getByRole('tab', { name: /^To Do/ }).click()
    await expect(page.getByRole('tabpanel', { name: /^To Do/ }).getByText('Dentist templates')).toBeVisible()
    await expect(page.getByText('Export leads')).toHaveCount(0)
    // Arrow keys move between the columns.
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: /^In Progress/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('No requests yet')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

/** True when two boxes share any area. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()]
  if (!ra || !rb) throw new Error('an element has no box')
  return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height
}

function toastWith(page: Page, title: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: title })
}

test.describe('toasts keep clear of the control that raised them', () => {
  for (const width of [390, 1280]) {
    test(`quiz error toast and Next at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto('/ai-finder')
      const next = quizCard(page).getByRole('button', { name: 'Next' })
      await next.click()
      const toast = toastWith(page, 'Please enter your name')
      await expect(toast).toBeVisible()
      expect(await overlaps(toast, next)).toBe(false)
    })

    test(`toolkit 'Email Required' and its button at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto('/partner-licensing')
      const send = page.getByRole('button', { name: 'Send me the roadmap' })
      await send.click()
      const toast = toastWith(page, 'Email Required')
      await expect(toast).toBeVisible()
      expect(await overlaps(toast, send)).toBe(false)
      await expect(page.locator('#toolkit-email')).toBeFocused()
    })
  }

  test('a failed application keeps its toast off the submit button', async ({ page }) => {
    await page.route('**/api/leads', (r) => r.fulfill({ status: 500, body: 'boom' }))
    await page.goto('/partner-licensing')
    const f = page.locator('#partner-application')
    await f.getByLabel('Full name').fill('Sam Rivera')
    await f.getByLabel('Email').fill('sam@example.com')
    await f.getByLabel('Phone').fill('+1 555 010 0144')
    await f.getByRole('radio', { name: /^Some/ }).click()
    await f.getByLabel('Why do you want to become a partner?').fill('I run a web agency and clients ask for AI.')
    const submit = f.getByRole('button', { name: 'Submit application' })
    await submit.click()
    const toast = toastWith(page, 'Submission Error')
    await expect(toast).toBeVisible()
    expect(await overlaps(toast, submit)).toBe(false)
  })
})

test.describe('booking calendars', () => {
  test('a blocked calendar still offers the booking page in a new tab', async ({ page }) => {
    await page.route(/^https:\/\/cal\.com\//, (r) => r.abort('blockedbyclient'))
    await page.goto('/book-call')
    const link = page.getByRole('link', { name: 'Open the booking page in a new tab' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', /^https:\/\/cal\.com\/[^?]*$/)
  })

  test('a calendar that never arrives shows the skeleton, then the e-mail and the booking page', async ({ page }) => {
    // A firewall that drops the request: no answer at all.
    await page.route(/^https:\/\/cal\.com\//, () => new Promise<void>(() => undefined))
    await page.goto('/partners-call')
    await expect(page.getByText('Loading the calendar')).toBeVisible()
    await expect(page.getByText('The calendar did not load here')).toBeVisible({ timeout: 15_000 })
    const fallback = page.locator('[data-booking-state="stalled"]')
    await expect(fallback.getByRole('link', { name: 'Open the booking page in a new tab' })).toBeVisible()
    await expect(fallback.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test.describe('admin on a phone', () => {
  test("leads are compact cards; a lead without a readable name shows '(no name)' and opens by keyboard", async ({ page, request }) => {
    const email = `${uniqueTag('noname')}@example.com`
    // The server refuses a name of invisible characters now; older leads may
    // still have one, so the answer is rewritten on its way to the page.
    expect(
      (await request.post('/api/leads', { data: { name: '\u200b\u200b', email, businessChallenge: 'Invisible name', source: 'landing_page' } })).status(),
    ).toBe(400)
    const res = await request.post('/api/leads', {
      data: { name: 'Soon Invisible', email, phone: '+1 555 010 0100', businessChallenge: 'Invisible name', source: 'landing_page' },
    })
    expect(res.status()).toBe(201)
    const blank = (body: string) => body.replaceAll('Soon Invisible', '\u200b\u200b')
    await page.route(/\/api\/admin\/leads(\/\d+)?(\?.*)?$/, async (route) => {
      const answer = await route.fetch()
      await route.fulfill({ response: answer, body: blank(await answer.text()) })
    })
    await adminLogin(page)
    await expect(page.getByRole('table')).toHaveCount(0)
    const card = page.locator('[data-lead-id]').filter({ hasText: '(no name)' }).first()
    await expect(card).toContainText('Landing page')
    await expect(card).toContainText('New')
    await card.getByRole('button').focus()
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: '(no name)' })
    await expect(sheet).toBeVisible()
    await expect(sheet).toContainText(email)
  })

  test('public requests are cards with the move button in view', async ({ page, request }) => {
    const title = `Phone moderation ${uniqueTag()}`
    expect((await request.post('/api/public-requests', { data: { type: 'idea', title, description: 'From a phone.' } })).status()).toBe(201)
    await adminLogin(page)
    await openAdminTab(page, 'Public Requests')
    const card = page.locator('[data-request-id]').filter({ hasText: title })
    const move = card.getByRole('button', { name: `Move to To Do: ${title}` })
    await move.scrollIntoViewIfNeeded()
    await expect(move).toBeInViewport({ ratio: 1 })
  })
})

test('the admin login page makes no failing access check for a visitor without a session', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`)
  })
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})
