import { gzipSync } from 'node:zlib'
import { expect, test } from './fixtures'

// Performance budget: all JavaScript the home page loads, gzipped, stays under 150 KB.
const BUDGET_BYTES = 150 * 1024

test('the home page loads under 150 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => undefined)
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length)
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.locator('[data-section="apply"]')).toBeVisible()
  const total = [...scripts.values()].reduce((a, b) => a + b, 0)
  console.log(`home JS: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped`)
  expect(scripts.size).toBeGreaterThan(0)
  expect(total).toBeLessThan(BUDGET_BYTES)
})

test('legal and call pages are separate chunks not loaded by the home page', async ({ page }) => {
  const urls: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(r.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(urls.some((u) => u.includes('HomePage-'))).toBe(true)
  expect(urls.some((u) => /(IncomeDisclosure|RefundPolicy|ClientsCall|PartnersCall)Page-/.test(u))).toBe(false)
})
