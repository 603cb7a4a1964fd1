import { createHmac, randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, uniqueTag } from './helpers'
import { PARTNER_PASSWORD } from './partnerHelpers'

/** The webhook's signing secret the test server runs with (playwright.config.ts). */
const STRIPE_SECRET = process.env.E2E_STRIPE_SECRET ?? 'whsec_e2e_signing_secret_0123456789'

/** Posts an event to the webhook, signed as the payment provider signs it. */
async function postSigned(request: APIRequestContext, event: object) {
  const body = JSON.stringify(event)
  const t = Math.floor(Date.now() / 1000)
  const v1 = createHmac('sha256', STRIPE_SECRET).update(`${t}.${body}`).digest('hex')
  const res = await request.post('/api/webhooks/stripe', {
    data: body,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${t},v1=${v1}` },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** The checkout.session.completed the provider sends once the buyer has paid. */
function paidCheckout(email: string, name: string, reference: string) {
  const session = `cs_test_${randomBytes(12).toString('hex')}`
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session,
        object: 'checkout.session',
        amount_total: 100,
        currency: 'usd',
        customer: `cus_${randomBytes(6).toString('hex')}`,
        customer_details: { email, name },
        client_reference_id: reference,
        payment_intent: `pi_${randomBytes(8).toString('hex')}`,
        payment_status: 'paid',
        custom_fields: [],
      },
    },
  }
}

/** Pays on /go: the e-mail, then the hand-over to the payment page (stubbed), whose address is returned. */
async function payOnGo(page: Page, email: string): Promise<URL> {
  // The payment page is the provider's; here a stand-in answers for it.
  await page.route('https://buy.stripe.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title>Paying' }))
  await page.goto('/go')
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible()
  await page.getByRole('button', { name: 'Complete Purchase' }).click()
  await expect(page.getByText('Please enter your email address.')).toBeVisible()
  await page.getByLabel('Email for your portal access').fill(email)
  await Promise.all([page.waitForURL(/buy\.stripe\.com/), page.getByRole('button', { name: 'Complete Purchase' }).click()])
  return new URL(page.url())
}

test.describe('buying a licence', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the licensing page leads to /go, and /go passes axe at both widths', async ({ page }) => {
    await page.goto('/partner-licensing')
    const links = page.locator('main a[href="/go"]')
    await expect(links).toHaveCount(2)
    await links.first().click()
    await expect(page).toHaveURL(/\/go$/)
    await expectNoAxe(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoAxe(page)
  })

  test('pay, read the invitation in the outbox, choose a password and land in the onboarding', async ({ page, browser, request }) => {
    const tag = uniqueTag('buy')
    const email = `${tag}@acme-labs.example`
    const checkout = await payOnGo(page, email)
    expect(checkout.searchParams.get('prefilled_email')).toBe(email)
    const reference = checkout.searchParams.get('client_reference_id') ?? ''
    expect(reference).toMatch(/^go_[0-9a-f]{32}$/)

    // Back from the payment page before the provider's event: the page waits for it.
    await page.goto('/go/thanks')
    await expect(page.getByRole('status')).toContainText('Confirming your payment')
    await postSigned(request, paidCheckout(email, 'Sam Rivera', reference))
    await expect(page.getByRole('heading', { level: 1, name: "You're in! Check your email" })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(email).first()).toBeVisible()
    await expectNoAxe(page)

    // Staff: the purchase with its account and its three e-mails.
    const staffContext = await browser.newContext()
    const staff = await staffContext.newPage()
    await adminLogin(staff)
    await staff.getByRole('tab', { name: 'Purchases' }).click()
    const card = staff.getByRole('listitem', { name: /Purchase by Sam Rivera/ }).filter({ hasText: email })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Paid')
    await expect(card).toContainText('Account opened, invitation sent')
    await expect(card).toContainText('Your partner licence is active: choose your password')
    await expect(card).toContainText('Receipt: AI Mission partner licence, $1.00')
    await expect(card).toContainText('New licence purchase')
    await expectNoAxe(staff)

    // The invitation, read as it would arrive.
    await staff.getByRole('tab', { name: 'Outbox' }).click()
    const invitation = staff.locator('[data-message-id]').filter({ hasText: 'Your partner licence is active' }).filter({ hasText: email })
    await invitation.getByRole('button').first().click()
    const dialog = staff.getByRole('dialog')
    await dialog.getByRole('tab', { name: 'Plain text' }).click()
    const text = (await dialog.locator('pre').textContent()) ?? ''
    const link = /https?:\/\/\S+\/partners\/welcome#invite=[\w-]+/.exec(text)?.[0]
    expect(link, text).toBeTruthy()
    await staffContext.close()

    // The buyer follows it, chooses a password, and the onboarding opens with what we know of them.
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').hash)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sam Rivera' })).toBeVisible()
    await expect(page.getByText('then complete your onboarding')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill(PARTNER_PASSWORD)
    await page.getByLabel('Confirm password', { exact: true }).fill(PARTNER_PASSWORD)
    await page.getByRole('button', { name: 'Set Password and Sign In' }).click()
    await expect(page).toHaveURL(/\/partner-onboarding$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Onboarding' })).toBeVisible()
    await expect(page.getByText('Your password is set and your portal is open.')).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('Sam Rivera')
    await expect(page.getByLabel('Business email')).toHaveValue(email)
    await expect(page.getByLabel('Business name')).toHaveValue('Acme Labs')
    await expectNoAxe(page)

    // The portal is open too.
    await page.getByRole('link', { name: 'Go to your portal' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeVisible()
  })

  test('a buyer back without the tab that paid is told where to look', async ({ page }) => {
    await page.goto('/go/thanks')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible()
    await expect(page.getByText('the address you paid with')).toBeVisible()
    await expectNoAxe(page)
  })
})
