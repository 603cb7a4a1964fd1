import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { applicant, fillStep1, fillStep2, form } from './helpers'
import { answerQuiz, quizCard } from './quizHelpers'

// Full-page screenshots of every route at phone and desktop widths, for review.
// Run with SCREENSHOTS=1 (make screenshots); skipped otherwise.
const here = dirname(fileURLToPath(import.meta.url))
const outDir = join(here, '..', '..', 'screenshots')
const table = JSON.parse(readFileSync(join(here, '..', 'src', 'app', 'routes.json'), 'utf8')) as {
  routes: Array<{ path: string }>
}
// Parameter routes and pages that need state are captured by their own tests below.
const statefulRoutes = new Set(['/ai-finder/results'])
const routes = [
  ...table.routes.map((r) => r.path).filter((p) => !p.includes(':') && !statefulRoutes.has(p)),
  '/this-page-does-not-exist',
]
const widths = [390, 1280]

const nameOf = (path: string) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_'))

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to capture screenshots')
  test.beforeAll(() => mkdirSync(outDir, { recursive: true }))

  async function settle(page: Page) {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.evaluate(() => document.fonts.ready)
    await expect(page.locator('h1')).toHaveCount(1)
  }

  for (const width of widths) {
    for (const path of routes) {
      test(`${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
        await page.goto(path)
        await settle(page)
        await page.screenshot({ path: join(outDir, `${nameOf(path)}-${width}.png`), fullPage: true })
      })
    }

    test(`application steps at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto('/')
      await settle(page)
      const a = applicant()
      const f = form(page)
      await f.getByLabel('Full name').fill(a.name)
      await f.getByLabel('Full name').press('Enter')
      await f.screenshot({ path: join(outDir, `form-step1-errors-${width}.png`) })
      await fillStep1(page, a)
      await f.getByRole('button', { name: 'Continue' }).click()
      await fillStep2(page, a)
      await f.screenshot({ path: join(outDir, `form-step2-${width}.png`) })
      await f.getByRole('button', { name: 'Continue' }).click()
      await f.screenshot({ path: join(outDir, `form-step3-${width}.png`) })
      await page.route('**/api/leads', (r) => r.fulfill({ status: 500, body: 'boom' }))
      await f.getByLabel('Why do you want to join the mission?').fill(a.why)
      await f.getByRole('checkbox').check()
      await f.getByRole('button', { name: 'Submit application' }).click()
      await expect(page.getByText('Submission Error', { exact: true })).toBeVisible()
      await page.screenshot({ path: join(outDir, `form-error-toast-${width}.png`) })
    })

    test(`AI finder quiz steps, results and report link at ${width}px`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto('/ai-finder')
      await settle(page)
      const card = quizCard(page)
      await card.getByLabel('Full name').fill('Jordan Lee')
      await card.getByLabel('Full name').press('Enter')
      await card.getByRole('textbox', { name: 'Email' }).fill('jordan@example.com')
      await card.getByRole('button', { name: 'Next' }).click()
      await card.getByRole('button', { name: 'Next' }).click()
      await expect(card.getByText('Please select your industry', { exact: true })).toBeVisible()
      await page.screenshot({ path: join(outDir, `ai-finder-step3-error-${width}.png`), fullPage: true })
      await page.reload()
      await settle(page)
      await card.screenshot({ path: join(outDir, `ai-finder-resumed-${width}.png`) })
      await card.getByRole('button', { name: 'Start over' }).click()
      await answerQuiz(page)
      await card.screenshot({ path: join(outDir, `ai-finder-step7-${width}.png`) })
      await card.getByRole('button', { name: 'Back' }).click()
      await card.getByRole('button', { name: 'Back' }).click()
      await card.screenshot({ path: join(outDir, `ai-finder-step5-${width}.png`) })

      await card.getByRole('button', { name: 'Next' }).click()
      await card.getByRole('button', { name: 'Next' }).click()
      await card.getByRole('button', { name: 'Get My AI Report' }).click()
      await page.waitForURL('**/ai-finder/results')
      await settle(page)
      await page.screenshot({ path: join(outDir, `ai-finder_results-${width}.png`), fullPage: true })
      await page.emulateMedia({ media: 'print' })
      await page.screenshot({ path: join(outDir, `ai-finder_results-print-${width}.png`), fullPage: true })
      await page.emulateMedia({ media: 'screen' })

      const link = await page.getByLabel('Private report link').inputValue()
      const other = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } })
      const visitor = await other.newPage()
      await visitor.goto(link)
      await settle(visitor)
      await expect(visitor.locator('[data-opportunity]')).toHaveCount(3)
      await visitor.screenshot({ path: join(outDir, `ai-finder_report-${width}.png`), fullPage: true })
      await visitor.goto('/ai-finder/report/not-a-real-token')
      await settle(visitor)
      await visitor.screenshot({ path: join(outDir, `ai-finder_report-invalid-${width}.png`), fullPage: true })
      await other.close()
    })
  }
})
