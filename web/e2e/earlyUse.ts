import { expect, type Page } from './fixtures'

/**
 * Opens a pre-rendered page with its own chunk held back (a slow
 * connection: the HTML is on screen, the page's code is not), so a test can
 * type and press before the code arrives. Returns the function that lets the
 * chunk through and waits until the page is live.
 */
export async function openBeforeItsCode(page: Page, path: string, chunk: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/assets/${chunk}-*.js`, async (route) => {
    await gate
    await route.continue()
  })
  const opened = page.goto(path)
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  return async () => {
    // Still not live: everything so far happened in the server's HTML.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    release()
    await opened
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  }
}
