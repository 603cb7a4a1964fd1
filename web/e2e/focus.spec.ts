import { expect, test, type Locator, type Page } from './fixtures'
import { adminLogin, adminSectionControl, ADMIN_EMAIL, ADMIN_PASSWORD, openAdminTab, PHONE, scrollTop, sectionName } from './helpers'
import { acceptInvitation, invitePartner, PARTNER_PASSWORD } from './partnerHelpers'
import { expectStep, next, quizCard } from './quizHelpers'

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

/** Scrolls so the tab list sits this far under the top of the screen. */
async function scrollTabsTo(page: Page, list: Locator, offset: number) {
  await list.evaluate((el, y) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - y), offset)
  return scrollTop(page)
}

async function expectChosen(tab: Locator) {
  await expect(tab).toHaveAttribute('aria-selected', 'true')
}

/** The tabs pattern by keyboard: arrows, Home and End choose and keep focus in the list; Tab goes into the panel. */
async function walkTabsByKeyboard(page: Page, names: { first: string; second: string; last: string }, query: RegExp) {
  const first = page.getByRole('tab', { name: names.first, exact: true })
  await first.focus()
  await page.keyboard.press('ArrowRight')
  const second = page.getByRole('tab', { name: names.second, exact: true })
  await expect(second).toBeFocused()
  await expectChosen(second)
  await expect(page).toHaveURL(query)
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: names.last, exact: true })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(first).toBeFocused()
  await expectChosen(first)
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: names.last, exact: true })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(first).toBeFocused()
  // Only the chosen tab is in the Tab order: the next stop is its panel.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel')).toBeFocused()
}

test.describe('tabs keep their place', () => {
  test.use({ hasTouch: true })

  test('partner portal: arrows move between tabs with focus on them; a tap on a phone keeps the page where it was', async ({ page, baseURL }) => {
    const partner = await invitePartner(baseURL ?? '')
    await acceptInvitation(page, partner)
    // Enough clients and projects that both tabs are taller than the screen.
    for (const name of ['Ada Lane', 'Ben Ortiz', 'Cleo Park', 'Dev Shah']) {
      const res = await page.request.post('/api/clients', { data: { name, email: `${name.replace(' ', '.')}@clients.example` } })
      const { id } = (await res.json()) as { id: number }
      expect((await page.request.post('/api/partner-projects', { data: { title: `Agent for ${name}`, clientId: id } })).status()).toBe(201)
    }
    await walkTabsByKeyboard(page, { first: 'Dashboard', second: 'Projects', last: 'Revenue' }, /\/partners\/portal\?tab=projects$/)

    await page.setViewportSize(PHONE)
    const list = page.getByRole('tablist', { name: 'Portal sections' })
    await page.getByRole('tab', { name: 'Clients' }).tap()
    await expect(page.getByRole('heading', { name: 'Dev Shah' })).toBeVisible()
    const before = await scrollTabsTo(page, list, 120)
    expect(before).toBeGreaterThan(200)
    await page.getByRole('tab', { name: 'Projects' }).tap()
    await expectChosen(page.getByRole('tab', { name: 'Projects' }))
    await expect(page.getByRole('heading', { name: 'Agent for Dev Shah' })).toBeVisible()
    expect(await scrollTop(page)).toBe(before)
    await expect(page.getByRole('tab', { name: 'Projects' })).toBeFocused()
    await page.getByRole('tab', { name: 'Clients' }).tap()
    await expectChosen(page.getByRole('tab', { name: 'Clients' }))
    await expect(page.getByRole('heading', { name: 'Dev Shah' })).toBeVisible()
    expect(await scrollTop(page)).toBe(before)
    await expect(page.getByRole('tab', { name: 'Clients' })).toBeFocused()
  })

  test('admin: arrows move between tabs with focus on them; a tap on a phone keeps the page where it was', async ({ page }) => {
    // Enough leads that the Leads panel is taller than a phone's screen.
    for (let i = 0; i < 4; i++) {
      const lead = { name: `Scroll Keeper ${i}`, email: `scroll.keeper.${i}.${Date.now()}@example.com`, source: 'partner_licensing_application' }
      expect((await page.request.post('/api/leads', { data: lead })).status()).toBe(201)
    }
    await adminLogin(page)
    // The sidebar's order: Inbox first, System (Outbox, Webhooks, People) last.
    await walkTabsByKeyboard(page, { first: 'Leads', second: 'Testimonials', last: 'People' }, /\/admin\?tab=testimonials$/)

    // On a phone the sections are one "Section" control and its menu.
    await page.setViewportSize(PHONE)
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeHidden()
    const control = adminSectionControl(page)
    const before = await scrollTabsTo(page, control, 80)
    expect(before).toBeGreaterThan(100)
    await openAdminTab(page, 'Outbox')
    await expect(page).toHaveURL(/\?tab=outbox$/)
    await expect(control).toHaveAccessibleName(sectionName('Outbox'))
    await openAdminTab(page, 'Leads')
    await expect(control).toHaveAccessibleName(sectionName('Leads'))
    await expect(page.getByText('Scroll Keeper 3').first()).toBeVisible()
    expect(await scrollTop(page)).toBe(before)
    // The keyboard is back on the control, which stays where the finger left it.
    await expect(control).toBeFocused()
    expect((await control.boundingBox())?.y).toBe(80)
  })

  test('Notifications and View All bring the chosen tab into view on a phone; Back and Forward restore the tab', async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE)
    const partner = await invitePartner(baseURL ?? '')
    await acceptInvitation(page, partner)
    const list = page.getByRole('tablist', { name: 'Portal sections' })

    // The bell keeps the keyboard; the Communications panel comes up under the header.
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await bell.focus()
    await page.keyboard.press('Enter')
    await expectChosen(page.getByRole('tab', { name: /^Communications/ }))
    await expect(bell).toBeFocused()
    await expect.poll(async () => (await list.boundingBox())?.y ?? -1).toBeLessThan(PHONE.height / 2)
    expect((await list.boundingBox())?.y).toBeGreaterThanOrEqual(64)

    // View All goes with its panel: the keyboard lands on the chosen tab, in view.
    await page.getByRole('tab', { name: 'Dashboard' }).tap()
    await page.evaluate(() => window.scrollTo(0, 0))
    const viewAll = page.getByRole('button', { name: 'View All' }).first()
    await viewAll.focus()
    await page.keyboard.press('Enter')
    const projects = page.getByRole('tab', { name: 'Projects' })
    await expectChosen(projects)
    await expect(projects).toBeFocused()
    await expect.poll(async () => (await list.boundingBox())?.y ?? -1).toBeLessThan(PHONE.height / 2)

    // Back and Forward across pages bring the tab back.
    await page.getByRole('tab', { name: 'Clients' }).tap()
    await page.getByRole('link', { name: /Branding Tools/ }).click()
    await expect(page).toHaveURL(/\/partners\/branding$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/partners\/portal\?tab=clients$/)
    await expectChosen(page.getByRole('tab', { name: 'Clients' }))
    await page.goForward()
    await expect(page).toHaveURL(/\/partners\/branding$/)
    await page.goBack()
    await expectChosen(page.getByRole('tab', { name: 'Clients' }))
  })
})

test.describe('focus after signing in and between steps', () => {
  test('signing in puts focus on <main>, as every page change does (partner and staff)', async ({ page, baseURL }) => {
    const partner = await invitePartner(baseURL ?? '')
    await acceptInvitation(page, partner)
    await expect(page.locator('#main')).toBeFocused()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/partners\/login$/)
    await page.getByLabel('Email').fill(partner.email)
    await page.getByLabel('Password', { exact: true }).fill(PARTNER_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/partners\/portal$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeVisible()
    await expect(page.locator('#main')).toBeFocused()

    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(ADMIN_EMAIL)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.locator('#main')).toBeFocused()
  })

  test("the quiz's Next puts the keyboard on the next step's answer and says the step", async ({ page }) => {
    await page.goto('/ai-finder')
    const card = quizCard(page)
    await card.getByLabel('Full name').fill('Jordan Lee')
    await next(page).click()
    await expectStep(page, 2)
    const email = card.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeFocused()
    // Typing straight on lands in the field.
    await page.keyboard.type('jordan.focus@example.com')
    await expect(email).toHaveValue('jordan.focus@example.com')
    await page.keyboard.press('Enter')
    await expectStep(page, 3)
    await expect(card.getByRole('radio').first()).toBeFocused()
    // The step line is a polite live region: the change is announced.
    await expect(card.getByText('Step 3 of 7', { exact: true })).toHaveAttribute('aria-live', 'polite')
  })

  test("the onboarding's Continue puts the keyboard on the next step's first field and says the step", async ({ page }) => {
    await page.goto('/partner-onboarding')
    const card = page.getByRole('region', { name: 'Onboarding form' })
    await card.getByLabel('Full name').fill('Rosa Diaz')
    await card.getByLabel('Business email').fill(`rosa.${Date.now()}@brightsmiles.example`)
    await card.getByRole('combobox', { name: 'Niche' }).selectOption({ label: 'Dental & Orthodontics' })
    await card.getByLabel('Business name').fill('Bright Smiles')
    await card.getByRole('button', { name: 'Continue' }).click()
    await expect(card.getByText('Step 2 of 3', { exact: true })).toHaveAttribute('aria-live', 'polite')
    // The group's chosen radio (No by default) takes the keyboard, as Tab would give it.
    await expect(card.getByRole('radio', { name: /^No, not yet/ })).toBeFocused()
    // Arrow keys pick in the group at once.
    await page.keyboard.press('ArrowUp')
    await expect(card.getByRole('radio', { name: /^Yes, I own one/ })).toBeChecked()
  })
})
