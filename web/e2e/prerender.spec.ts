import { expect, test, type ConsoleMessage } from './fixtures'
import { ownRequests } from './helpers'
import { routeTable } from './routes'

/**
 * Public pages arrive rendered (web/scripts/prerender.mjs; the Go server puts
 * each page's HTML in the shell) and the browser hydrates them.
 */
const prerendered = routeTable.routes.filter((r) => !r.path.includes(':') && r.layout !== 'app').map((r) => r.path)
const unknownPath = '/no-such-page-here'

/** What React reports when the first client render differs from the server's HTML. */
const hydrationTrouble = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of prerendered) {
    test(`${path} shows its heading, text and links`, async ({ page }) => {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      const main = page.locator('main').first()
      await expect(main.locator('h1').first()).toBeVisible()
      expect((await main.innerText()).trim().length).toBeGreaterThan(60)
      await expect(page.locator('a[href]').first()).toBeAttached()
      expect(await page.locator('a[href]:visible').count()).toBeGreaterThan(0)
      await expect(page.getByText('needs JavaScript')).toHaveCount(0)
      // Settings were filled in by the server, never left as placeholders.
      expect(await page.content()).not.toContain('__site.')
    })
  }

  test('an unknown path shows the 404 screen with status 404', async ({ page }) => {
    const res = await page.goto(unknownPath)
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await expect(page.locator('main a[href="/"]').first()).toBeVisible()
  })
})

test.describe('with JavaScript', () => {
  for (const path of [...prerendered, unknownPath]) {
    test(`${path} hydrates without a mismatch`, async ({ page }) => {
      const problems: string[] = []
      const note = (msg: ConsoleMessage) => {
        if (hydrationTrouble.test(msg.text())) problems.push(msg.text())
      }
      page.on('console', note)
      page.on('pageerror', (err) => problems.push(err.message))
      const own = ownRequests(page)
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await own.quiet()
      expect(problems).toEqual([])
    })
  }

  test('the server\'s HTML is taken over, not drawn again', async ({ page }) => {
    // Keep the heading the server sent, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          ;(window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1')
        }
      })
    })
    for (const path of ['/', '/story', '/board']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const same = await page.evaluate(() => {
        const kept = (window as unknown as { serverHeading: Element | null }).serverHeading
        return kept !== null && kept.isConnected && kept === document.querySelector('h1')
      })
      expect(same, path).toBe(true)
    }
  })
})
