import { expect, test } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, openAdminTab, openForm, ownRequests } from './helpers'
import { adminTabs, publicPaths } from './routes'

const widths = [1280, 390]

for (const width of widths) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } })
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
    })

    for (const path of publicPaths) {
      test(`no moderate, serious or critical axe findings on ${path}`, async ({ page }) => {
        const own = ownRequests(page)
        await page.goto(path)
        await expect(page.locator('h1')).toHaveCount(1)
        await own.quiet()
        await expectNoAxe(page)
      })
    }

    test('no moderate, serious or critical axe findings on the testimonials list and every admin tab', async ({ page }) => {
      // One page visit for every admin tab: a dozen tabs, each loaded and checked.
      test.setTimeout(240_000)
      await page.goto('/testimonials')
      await page.getByRole('tab', { name: 'View Testimonials' }).click()
      await expect(page.getByTestId('testimonial-count')).not.toHaveText('–')
      await expectNoAxe(page)
      await adminLogin(page)
      for (const tab of adminTabs) {
        await openAdminTab(page, tab.name)
        const panel = page.getByRole('tabpanel', { name: tab.name })
        await expect(panel).toBeVisible()
        await expect(panel.getByText(/^Loading/)).toHaveCount(0)
        await expectNoAxe(page, tab.name)
      }
    })
  })
}

test('no moderate, serious or critical axe findings on the later application steps and errors', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await openForm(page)
  const f = page.locator('#form')
  await f.getByLabel('Full name').fill('A')
  await f.getByLabel('Full name').press('Enter')
  await expect(f.getByText('Please enter your email address.')).toBeVisible()
  await expectNoAxe(page)
})

test('no moderate, serious or critical axe findings in the open phone menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/board')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await expectNoAxe(page)
})
