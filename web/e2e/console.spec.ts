import { expect, test } from './fixtures'
import { ownRequests, watchForTrouble } from './helpers'
import { publicPaths } from './routes'

// A normal visit leaves the browser's console clean: no error logged and no
// request of ours failing or answered with an error status. Signed out, the
// staff and partner areas ask who is signed in and are told "nobody" (200),
// then go to their sign-in pages.
const pages = [
  ...publicPaths.filter((p) => p !== '/this-page-does-not-exist'),
  '/admin',
  '/partners/portal',
]

test.describe('a normal visit logs no error', () => {
  for (const path of pages) {
    test(`${path}`, async ({ page }) => {
      const trouble = await watchForTrouble(page)
      const own = ownRequests(page)
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await own.quiet()
      // Scroll to the end, so what loads near the screen loads too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await own.quiet()
      expect(trouble()).toEqual([])
    })
  }

  test('signed out, /admin and /partners/portal go to their sign-in pages', async ({ page }) => {
    const trouble = await watchForTrouble(page)
    const own = ownRequests(page)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    // The sign-in page's own code is still arriving: leaving now would abort it.
    await own.quiet()
    await page.goto('/partners/portal')
    await expect(page).toHaveURL(/\/partners\/login$/)
    await own.quiet()
    expect(trouble()).toEqual([])
  })
})
