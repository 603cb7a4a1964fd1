// ad-hoc: node shot.mjs WIDTH PATH OUT [action]
import { chromium } from '@playwright/test'
const [w, path, out, action] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(w) < 600 ? 844 : 800 } })
await page.emulateMedia({ reducedMotion: 'reduce' })
await page.goto('http://127.0.0.1:8191' + path)
await page.waitForTimeout(700)
if (action) await eval(`(async () => { ${action} })()`)
await page.waitForTimeout(400)
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
await browser.close()
