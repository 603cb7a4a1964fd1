import { expect, test } from './fixtures'
import { siteConfig } from './helpers'

test.describe('404', () => {
  test('an unknown URL answers 404 and shows the Page Not Found screen', async ({ page }) => {
    const response = await page.goto('/definitely/not-a-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
    await expect(page).toHaveTitle('404 Page Not Found | AI Mission')
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('[data-section="hero"]')).toBeVisible()
  })

  test('client-side navigation to an unknown path renders the 404 screen', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
    await expect(page).toHaveTitle('404 Page Not Found | AI Mission')
  })
})

test.describe('legal pages', () => {
  test('income disclosure: version 2.1, outcome distribution, back and contact links', async ({ page }) => {
    await page.goto('/income-disclosure')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Income Disclosure Statement')
    await expect(page.getByText('Version 2.1', { exact: true })).toBeVisible()
    const table = page.getByRole('table')
    for (const [share, outcome] of [
      ['70-80%', 'take no meaningful action'],
      ['15-20%', 'earn under $100'],
      ['5-8%', 'earn $100-$1,000'],
      ['2-3%', 'earn $1,000-$5,000'],
      ['Under 1%', 'reach testimonial levels'],
    ]) {
      await expect(table.getByRole('row', { name: `${share} ${outcome}` })).toBeVisible()
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    const contact = page.getByRole('link', { name: 'contact us' })
    await expect(contact).toHaveAttribute('href', '/#contact')
    await contact.click()
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test('refund policy: date, window and timings', async ({ page }) => {
    await page.goto('/refund-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy')
    await expect(page.getByText('Last updated 15 September 2025', { exact: true })).toBeVisible()
    const main = page.getByRole('main')
    for (const text of [
      'You ask within 7 days',
      'You have genuinely engaged with the programme',
      'You give specific feedback',
      'Your account is in good standing',
      'You have not received a refund from us before.',
      'Requests made after 7 days.',
      'Custom work that has been completed.',
      'Review: 2-3 business days.',
      'Processing: 5-7 business days.',
    ]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible()
    }
  })
})

test.describe('call pages', () => {
  test('clients call embeds the client booking calendar from the site config', async ({ page }) => {
    await page.goto('/clients-call')
    const config = await siteConfig<{ booking: { clientCall: string } }>(page)
    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('src', config.booking.clientCall)
    await expect(frame).toHaveAttribute('title', /30-minute/)
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('height', /\d+/)
  })

  test('partners call: the partner calendar and what to expect; no "Application submitted" for a visitor who did not apply', async ({ page }) => {
    await page.goto('/partners-call')
    const config = await siteConfig<{ booking: { partnerCall: string } }>(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule your partner call' })).toBeVisible()
    await expect(page.getByText('Application submitted.', { exact: true })).toHaveCount(0)
    await expect(page.getByText(/Your application is in/)).toHaveCount(0)
    await expect(page.locator('iframe')).toHaveAttribute('src', config.booking.partnerCall)
    await expect(page.locator('iframe')).toHaveAttribute('title', /.+/)
    await expect(page.getByText('15-minute video call', { exact: true })).toBeVisible()
    await expect(page.getByText('Available 7 days a week', { exact: true })).toBeVisible()
  })
})
