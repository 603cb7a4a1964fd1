import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
for (const [i, o] of [[process.argv[2], process.argv[3]]]) {
  await page.goto('file://' + i)
  await page.screenshot({ path: o })
}
await browser.close()
