import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { siteConfig } from './helpers'

interface Config {
  supportEmail: string
  booking: { standup: string; partnerCall: string }
}

/**
 * What a page says inside <noscript>. Playwright's text and role locators skip
 * <noscript> even where the browser shows it, so these use CSS and textContent.
 */
function saidWithoutScript(scope: Page | Locator, title: string): Locator {
  return scope.locator(`xpath=.//noscript/div[p[normalize-space()="${title}"]]`)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the board says what needs JavaScript and offers the e-mail, not a spinner', async ({ page }) => {
    await page.goto('/board')
    const { supportEmail } = await siteConfig<Config>(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Project board' })).toBeVisible()
    const said = saidWithoutScript(page, 'The board needs JavaScript')
    await expect(said).toBeVisible()
    await expect(page.getByText('Loading board')).toBeHidden()
    await expect(said.locator('a', { hasText: supportEmail })).toHaveAttribute('href', new RegExp(`^mailto:${supportEmail}\\?subject=`))
  })

  test('the calendar offers its feed and the booking page', async ({ page }) => {
    await page.goto('/calendar')
    const said = saidWithoutScript(page, 'The calendar needs JavaScript')
    await expect(said).toBeVisible()
    await expect(page.getByText('Loading the calendar...')).toBeHidden()
    await expect(said.locator('a', { hasText: /^calendar feed$/ })).toHaveAttribute('href', '/calendar.ics')
    await expect(said.locator('a', { hasText: /^book a call$/ })).toHaveAttribute('href', /^https:\/\//)
    expect((await page.request.get('/calendar.ics')).headers()['content-type']).toContain('text/calendar')
  })

  test('the application form offers to apply by e-mail', async ({ page }) => {
    await page.goto('/')
    const { supportEmail } = await siteConfig<Config>(page)
    const form = page.locator('#form')
    const said = saidWithoutScript(form, 'The application form needs JavaScript')
    await expect(said).toBeVisible()
    await expect(form.getByText('Loading the application form...')).toBeHidden()
    await expect(said.locator('a', { hasText: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}?subject=${encodeURIComponent('Application to join the mission')}`,
    )
  })

  test("the stand-up's booking calendar links to its own page", async ({ page }) => {
    await page.goto('/standup')
    const { booking } = await siteConfig<Config>(page)
    const box = page.getByTestId('standup-booking')
    const said = saidWithoutScript(box, 'The calendar needs JavaScript')
    await expect(said).toBeVisible()
    await expect(box.getByText('Loading the calendar')).toBeHidden()
    await expect(said.locator('a', { hasText: 'Open the booking page' })).toHaveAttribute('href', booking.standup)
  })
})

test.describe('with the booking provider blocked', () => {
  test('the stand-up shows the skeleton, then the booking page and the e-mail', async ({ page }) => {
    // A firewall that drops the provider's requests: no answer at all.
    await page.route(/leadconnectorhq\.com|msgsndr\.com/, () => new Promise<void>(() => undefined))
    await page.goto('/standup')
    const { booking, supportEmail } = await siteConfig<Config>(page)
    const box = page.getByTestId('standup-booking')
    await box.scrollIntoViewIfNeeded()
    await expect(box.getByText('Loading the calendar')).toBeVisible()
    await expect(box.getByText('The calendar did not load here')).toBeVisible({ timeout: 15_000 })
    await expect(box.getByRole('link', { name: 'Open the booking page in a new tab' })).toHaveAttribute('href', booking.standup)
    await expect(box.getByRole('link', { name: supportEmail })).toHaveAttribute('href', `mailto:${supportEmail}`)
  })

  test('a refused stand-up calendar still offers its booking page', async ({ page }) => {
    await page.route(/leadconnectorhq\.com|msgsndr\.com/, (r) => r.abort('blockedbyclient'))
    await page.goto('/standup')
    const { booking } = await siteConfig<Config>(page)
    const box = page.getByTestId('standup-booking')
    await box.scrollIntoViewIfNeeded()
    await expect(box.getByRole('link', { name: 'Open the booking page in a new tab' })).toBeVisible()
    await expect(box.getByRole('link', { name: 'Open the booking page in a new tab' })).toHaveAttribute('href', booking.standup)
  })
})
