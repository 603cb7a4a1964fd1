import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const pages = ['/', '/income-disclosure', '/refund-policy', '/clients-call', '/partners-call', '/this-page-does-not-exist']

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    // Third-party booking calendars are not ours to fix.
    .exclude('iframe')
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
}

for (const path of pages) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('no serious or critical axe violations on the later application steps and errors', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const f = page.locator('#form')
  await f.getByLabel('Full name').fill('A')
  await f.getByLabel('Full name').press('Enter')
  await expect(f.getByText('Please enter your email address.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
