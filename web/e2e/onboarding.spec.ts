import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { ADMIN_EMAIL, ADMIN_PASSWORD, shot, SHOTS_DIR } from './helpers'

const LOGO = fileURLToPath(new URL('./fixtures/logo.png', import.meta.url))

interface Branches {
  ownsDomain: boolean
  cell: boolean
  logo: boolean
}

const card = (page: Page) => page.getByRole('region', { name: 'Onboarding form' })
const continueButton = (page: Page) => card(page).getByRole('button', { name: 'Continue' })

async function expectStep(page: Page, n: number, title: string) {
  await expect(card(page).getByText(`Step ${n} of 3`)).toBeVisible()
  await expect(card(page).getByRole('heading', { level: 3, name: title })).toBeVisible()
}

function person() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  return { name: 'Rosa Diaz', email: `rosa+${id}@brightsmiles.example`, business: `Bright Smiles ${id}` }
}

async function fillStep1(page: Page, p: ReturnType<typeof person>) {
  const c = card(page)
  await c.getByLabel('Full name').fill(p.name)
  await c.getByLabel('Business email').fill(p.email)
  await c.getByRole('combobox', { name: 'Niche' }).selectOption({ label: 'Dental & Orthodontics' })
  await c.getByLabel('Business name').fill(p.business)
}

async function fillStep2(page: Page, b: Branches) {
  const c = card(page)
  await c.getByRole('radio', { name: b.ownsDomain ? /^Yes, I own one/ : /^No, not yet/ }).click()
  if (b.ownsDomain) await c.getByLabel('Domain name').fill('brightsmiles.example')
  else await expect(c.getByLabel('Domain name')).toHaveCount(0)
  await c.getByLabel('Preferred area code').fill('512')
  await c.getByRole('radio', { name: b.cell ? /^Forward to my cell/ : /^A separate line/ }).click()
  if (b.cell) await c.getByLabel('Forwarding number').fill('+1 512 555 0100')
  else await expect(c.getByLabel('Forwarding number')).toHaveCount(0)
  await c.getByLabel('Target client').fill('Family dental practices in Austin')
}

async function fillStep3(page: Page, b: Branches) {
  const c = card(page)
  await c.getByLabel('Your pitch line').fill('We answer every call your front desk misses.')
  await c.getByRole('radio', { name: b.logo ? /^Yes, I have one/ : /^No, not yet/ }).click()
  if (b.logo) {
    await c.getByLabel(/^Logo/).setInputFiles(LOGO)
    await expect(c.getByRole('img', { name: 'Preview of logo.png' })).toBeVisible()
    await expect(c.getByText(/Uploaded/)).toBeVisible()
  } else {
    await expect(c.locator('input[type=file]')).toHaveCount(0)
  }
}

/** The newest onboarding lead of this e-mail, read with the staff API. */
async function leadOf(page: Page, email: string) {
  const login = await page.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  expect(login.ok()).toBe(true)
  const list = await page.request.get(`/api/admin/leads?source=partner_onboarding_complete&q=${encodeURIComponent(email)}`)
  const { items } = (await list.json()) as { items: { id: number; email: string }[] }
  const found = items.find((l) => l.email === email)
  expect(found).toBeDefined()
  const detail = await page.request.get(`/api/admin/leads/${found?.id}`)
  return (await detail.json()) as { phone: string; customFields: Record<string, string> }
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test.describe('partner onboarding wizard', () => {
  const branches: Branches[] = [
    { ownsDomain: true, cell: true, logo: true },
    { ownsDomain: false, cell: false, logo: false },
  ]
  for (const b of branches) {
    test(`ends on the completion screen (domain ${b.ownsDomain}, cell ${b.cell}, logo ${b.logo})`, async ({ page }) => {
      const p = person()
      await page.goto('/partner-onboarding')
      await expect(page).toHaveTitle('Partner Onboarding | AI Mission')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Onboarding')
      await expect(page.getByText('Takes about 5 minutes')).toBeVisible()
      await expectStep(page, 1, 'AI Business Basics')
      await expect(continueButton(page)).toBeDisabled()
      await expect(card(page).getByRole('button', { name: 'Back' })).toHaveCount(0)
      await expectNoAxe(page)

      await fillStep1(page, p)
      await expect(continueButton(page)).toBeEnabled()
      await continueButton(page).click()

      await expectStep(page, 2, 'Contact and Domain Setup')
      // The step's first field, its chosen radio, takes the keyboard.
      await expect(card(page).getByRole('radio', { name: /^No, not yet/ })).toBeFocused()
      await expect(continueButton(page)).toBeDisabled()
      await fillStep2(page, b)
      await expectNoAxe(page)
      await continueButton(page).click()

      await expectStep(page, 3, 'Final Details')
      await expect(card(page).getByRole('button', { name: 'Complete Onboarding' })).toBeDisabled()
      await fillStep3(page, b)
      await expectNoAxe(page)
      await card(page).getByRole('button', { name: 'Complete Onboarding' }).click()

      await expect(card(page).getByRole('heading', { name: 'Onboarding Complete!' })).toBeVisible()
      await expect(card(page).getByText('within 7 business days')).toBeVisible()
      await expect(card(page).getByText(p.email)).toBeVisible()
      await expectNoAxe(page)
      // The draft is gone: a new visit starts afresh.
      expect(await page.evaluate(() => localStorage.getItem('partnerOnboardingDraft'))).toBeNull()

      const lead = await leadOf(page, p.email)
      expect(lead.phone).toBe(b.cell ? '+1 512 555 0100' : 'Not provided')
      expect(lead.customFields).toMatchObject({
        businessName: p.business,
        niche: 'Dental & Orthodontics',
        ownsDomain: b.ownsDomain ? 'yes' : 'no',
        domainName: b.ownsDomain ? 'brightsmiles.example' : '',
        phoneForwarding: b.cell ? 'cell' : 'separate',
        hasLogo: b.logo ? 'yes' : 'no',
      })
    })
  }

  test('Back keeps the answers, and a reload mid-way keeps the step, the answers and the logo', async ({ page }) => {
    const p = person()
    const b = { ownsDomain: true, cell: false, logo: true }
    await page.goto('/partner-onboarding')
    await fillStep1(page, p)
    await continueButton(page).click()
    await fillStep2(page, b)
    await card(page).getByRole('button', { name: 'Back' }).click()
    await expectStep(page, 1, 'AI Business Basics')
    await expect(card(page).getByLabel('Business email')).toHaveValue(p.email)
    await continueButton(page).click()
    await expect(card(page).getByLabel('Domain name')).toHaveValue('brightsmiles.example')
    await continueButton(page).click()
    await fillStep3(page, b)

    await page.reload()
    await expectStep(page, 3, 'Final Details')
    await expect(card(page).getByText('Welcome back. We kept your answers.')).toBeVisible()
    await expect(card(page).getByLabel('Your pitch line')).toHaveValue('We answer every call your front desk misses.')
    await expect(card(page).getByRole('img', { name: 'Preview of logo.png' })).toBeVisible()
    // The stored draft holds the logo's id and address only.
    const draft = await page.evaluate(() => localStorage.getItem('partnerOnboardingDraft') ?? '')
    expect((JSON.parse(draft) as { logo: unknown }).logo).toEqual(expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f]{64}$/) }))
    expect(draft.length).toBeLessThan(2000)

    // Remove before submitting takes the logo away.
    await card(page).getByRole('button', { name: 'Remove logo.png' }).click()
    await expect(card(page).getByRole('img', { name: 'Preview of logo.png' })).toHaveCount(0)
    await expect(card(page).getByText('Choose a file')).toBeVisible()

    await card(page).getByRole('button', { name: 'Back' }).click()
    await expect(card(page).getByLabel('Preferred area code')).toHaveValue('512')
    await expect(card(page).getByRole('radio', { name: /^A separate line/ })).toBeChecked()
  })

  test('a failed submit keeps the data and shows the Submission Error toast', async ({ page }) => {
    const p = person()
    const b = { ownsDomain: false, cell: true, logo: false }
    await page.goto('/partner-onboarding')
    await fillStep1(page, p)
    await continueButton(page).click()
    await fillStep2(page, b)
    await continueButton(page).click()
    await fillStep3(page, b)

    await page.route('**/api/leads', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
    await card(page).getByRole('button', { name: 'Complete Onboarding' }).click()
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Submission Error', { exact: true })).toBeVisible()
    await expect(toasts.getByText(/^Please try again or contact support at \S+@\S+\.$/)).toBeVisible()
    await expectStep(page, 3, 'Final Details')
    await expect(card(page).getByLabel('Your pitch line')).toHaveValue('We answer every call your front desk misses.')

    // A server field error lands under its input, on its own step.
    await page.unroute('**/api/leads')
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Please check the highlighted fields.', fields: { 'customFields.businessName': 'Please enter your business name.' } }),
      }),
    )
    await card(page).getByRole('button', { name: 'Complete Onboarding' }).click()
    await expectStep(page, 1, 'AI Business Basics')
    await expect(card(page).getByText('Please enter your business name.')).toBeVisible()
    await expect(card(page).getByLabel('Business name')).toBeFocused()

    // Once the server is back, the same answers go through.
    await page.unroute('**/api/leads')
    await continueButton(page).click()
    await continueButton(page).click()
    await card(page).getByRole('button', { name: 'Complete Onboarding' }).click()
    await expect(card(page).getByRole('heading', { name: 'Onboarding Complete!' })).toBeVisible()
  })

  test('the upload shows the limit before sending, and formats are checked on Continue', async ({ page }) => {
    await page.goto('/partner-onboarding')
    await fillStep1(page, person())
    await card(page).getByLabel('Business email').fill('rosa@')
    await continueButton(page).click()
    await expect(card(page).getByText('Please enter a valid email address.')).toBeVisible()
    await expectStep(page, 1, 'AI Business Basics')
    await card(page).getByLabel('Business email').fill(person().email)
    await continueButton(page).click()
    await fillStep2(page, { ownsDomain: true, cell: true, logo: false })
    await card(page).getByLabel('Domain name').fill('not a domain')
    await continueButton(page).click()
    await expect(card(page).getByText('Please enter your domain, such as yourbusiness.com.')).toBeVisible()
    await card(page).getByLabel('Domain name').fill('brightsmiles.example')
    await continueButton(page).click()
    await card(page).getByRole('radio', { name: /^Yes, I have one/ }).click()
    await card(page).getByLabel(/^Logo/).setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 10, 1),
    })
    await expect(card(page).getByRole('alert')).toHaveText('The file is larger than 2 MB. Choose a smaller one.')
    await card(page).getByLabel(/^Logo/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
    await expect(card(page).getByRole('alert')).toHaveText('Choose a PNG, JPG, WebP or SVG image.')
    // A file that claims to be a PNG but is not: the server's 415 words.
    await card(page).getByLabel(/^Logo/).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') })
    await expect(card(page).getByRole('alert')).toHaveText(/PNG, JPG, WebP or SVG/)
    await expectNoAxe(page)
  })
})

test('screenshots of every step', async ({ page }) => {
  test.skip(!SHOTS_DIR, 'screenshots only on demand (SHOTS_DIR)')
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/partner-onboarding')
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await shot(page, `onboarding-1-${width}`)
    await fillStep1(page, person())
    await continueButton(page).click()
    await fillStep2(page, { ownsDomain: true, cell: true, logo: true })
    await shot(page, `onboarding-2-${width}`)
    await continueButton(page).click()
    await fillStep3(page, { ownsDomain: true, cell: true, logo: true })
    await shot(page, `onboarding-3-${width}`)
    await card(page).getByRole('button', { name: 'Complete Onboarding' }).click()
    await expect(card(page).getByRole('heading', { name: 'Onboarding Complete!' })).toBeVisible()
    await shot(page, `onboarding-4-${width}`)
  }
})
