import { expect, test, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, shot } from './helpers'
import { acceptInvitation, invitePartner, PARTNER_PASSWORD } from './partnerHelpers'

/** page.goto for pages of new browser contexts, which the fixture does not wrap: waits for the app to take over. */
async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 })
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test.describe('sign-in link', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a locked account opens with an e-mailed link, once; the owner\'s own browser was never locked', async ({ page, browser, baseURL }) => {
    const partner = await invitePartner(baseURL ?? '')
    await acceptInvitation(page, partner) // this browser is now the owner's device

    // A stranger's five wrong guesses close the account to strangers.
    const stranger = await browser.newContext()
    const guess = await stranger.newPage()
    await open(guess, '/partners/login')
    for (let i = 0; i < 5; i++) {
      await signInWithPassword(guess, partner.email, `wrong-guess-${i}-xyz`)
      await expect(guess.getByRole('alert')).toHaveText('Invalid email or password')
    }
    await stranger.close()

    // The owner on a new laptop, even with the right password, is told to wait, and offered the link.
    const laptopContext = await browser.newContext()
    const laptop = await laptopContext.newPage()
    await open(laptop, '/partners/login')
    await signInWithPassword(laptop, partner.email, PARTNER_PASSWORD)
    await expect(laptop.getByRole('alert')).toContainText('Too many sign-in attempts.')
    await expect(laptop.getByRole('alert')).toContainText('sign-in link sent to your e-mail')
    await expect(laptop.getByLabel('Email for the link')).toHaveValue(partner.email)
    await expectNoAxe(laptop)
    await laptop.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
    await expect(laptop.getByRole('status')).toContainText('If a partner account uses this address, a sign-in link is on its way.')

    // The e-mail, read in the staff's Outbox as it would arrive.
    const staffContext = await browser.newContext()
    const staff = await staffContext.newPage()
    await adminLogin(staff)
    await staff.getByRole('tab', { name: 'Outbox' }).click()
    const message = staff.locator('[data-message-id]').filter({ hasText: 'Your AI Mission sign-in link' }).filter({ hasText: partner.email })
    await expect(message).toHaveCount(1)
    await message.getByRole('button').first().click()
    const dialog = staff.getByRole('dialog')
    await dialog.getByRole('tab', { name: 'Plain text' }).click()
    const text = (await dialog.locator('pre').textContent()) ?? ''
    const link = /https?:\/\/\S+\/partners\/login#signin=[\w-]+/.exec(text)?.[0]
    expect(link, text).toBeTruthy()
    await staffContext.close()
    const url = new URL(link ?? '')

    // The link signs the laptop in, and leaves no token in the address bar.
    await laptop.goto(url.pathname + url.hash)
    await expect(laptop).toHaveURL(/\/partners\/portal$/)
    await expect(laptop.getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeVisible()
    await laptopContext.close()

    // Once only.
    const againContext = await browser.newContext()
    const again = await againContext.newPage()
    await again.goto(url.pathname + url.hash)
    await expect(again.getByRole('alert')).toHaveText('This sign-in link has been used or has expired. Ask for a new one.')
    await expect(again).toHaveTitle('Sign-In Link Not Valid | AI Mission')
    expect(again.url()).not.toContain('signin=')
    await expect(again.getByLabel('Email for the link')).toBeVisible()
    await againContext.close()

    // The browser the owner signed in with before still signs in with the password.
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/partners\/login$/)
    await signInWithPassword(page, partner.email, PARTNER_PASSWORD)
    await expect(page).toHaveURL(/\/partners\/portal$/)
  })

  test('the login page with the link form, at phone and desktop widths', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/partners/login')
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
      await expect(page.getByLabel('Email for the link')).toBeVisible()
      await expectNoAxe(page)
      await shot(page, `partner-login-link-${width}`)
    }
  })
})
