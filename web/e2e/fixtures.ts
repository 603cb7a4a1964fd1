import { test as base } from '@playwright/test'

export * from '@playwright/test'

/**
 * Playwright's test, with page.goto waiting until the app has taken the
 * pre-rendered page over (html[data-hydrated]), so that typing and clicks
 * reach React rather than the server's HTML. Pages without the app (a file,
 * JSON) and runs without JavaScript do not wait.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        await page
          .waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'), undefined, {
            timeout: 15_000,
          })
          .catch(() => undefined)
        return response
      }
    }
    await use(page)
  },
})
