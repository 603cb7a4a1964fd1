// Renders the default 1200x630 share card (public/og-default.jpg) in Debian's
// Chromium. Run: node scripts/make-og-image.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const font = readFileSync(
  join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).toString('base64')

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
html, body { width: 1200px; height: 630px; }
body { font-family: Inter, sans-serif; background: #0b1220; color: #fff; position: relative; overflow: hidden; }
.glow { position: absolute; inset: 0;
  background: radial-gradient(700px 420px at 92% -5%, rgba(59,130,246,.45), transparent 70%),
              radial-gradient(520px 320px at -5% 110%, rgba(16,185,129,.22), transparent 70%); }
.grid { position: absolute; inset: 0;
  background-image: linear-gradient(to right, rgba(255,255,255,.05) 1px, transparent 1px),
                    linear-gradient(to bottom, rgba(255,255,255,.05) 1px, transparent 1px);
  background-size: 60px 60px;
  -webkit-mask-image: radial-gradient(ellipse at 70% 0%, black 20%, transparent 70%); }
.wrap { position: relative; padding: 72px 80px; height: 100%; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 16px; font-size: 30px; font-weight: 700; letter-spacing: -0.02em; }
.pill { margin-top: 56px; display: inline-flex; align-self: flex-start; align-items: center; gap: 10px;
  padding: 10px 18px; border-radius: 999px; background: rgba(255,255,255,.08); border: 1px solid rgba(255,255,255,.18);
  font-size: 20px; font-weight: 600; color: #bfdbfe; }
.dot { width: 10px; height: 10px; border-radius: 50%; background: #10b981; }
h1 { margin-top: 28px; font-size: 66px; line-height: 1.08; font-weight: 800; letter-spacing: -0.035em; max-width: 1000px; text-wrap: balance; }
h1 span { color: #60a5fa; }
.foot { margin-top: auto; display: flex; align-items: center; justify-content: space-between; gap: 40px; }
.claims { font-size: 22px; color: #cbd5e1; font-weight: 500; }
.bar { width: 330px; }
.bar .track { height: 14px; border-radius: 999px; background: rgba(255,255,255,.12); overflow: hidden; }
.bar .fill { width: 75%; height: 100%; border-radius: 999px; background: linear-gradient(90deg, #059669, #10b981); }
.bar .label { margin-top: 10px; font-size: 18px; color: #94a3b8; display: flex; justify-content: space-between; }
</style></head><body>
<div class="glow"></div><div class="grid"></div>
<div class="wrap">
  <div class="brand">
    <svg viewBox="0 0 64 64" width="52" height="52"><rect width="64" height="64" rx="14" fill="#2563eb"/>
      <circle cx="32" cy="32" r="16" fill="none" stroke="#fff" stroke-width="5"/><circle cx="32" cy="32" r="6" fill="#10b981"/>
      <path d="M32 5v10M32 49v10M5 32h10M49 32h10" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>
    AI Mission
  </div>
  <div class="pill"><span class="dot"></span>Mission 2027 · Spots are limited</div>
  <h1>Put AI to work in <span>10,000 businesses</span> by January 18, 2027.</h1>
  <div class="foot">
    <div class="claims">Phone agents · Chatbots · Automation · Custom AI apps</div>
    <div class="bar"><div class="track"><div class="fill"></div></div>
      <div class="label"><span>Many businesses AI-ified</span><span>75%</span></div></div>
  </div>
</div>
</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 })
await page.setContent(html)
await page.evaluate(() => document.fonts.ready)
const jpeg = await page.screenshot({ type: 'jpeg', quality: 88 })
await browser.close()
writeFileSync(join(root, 'public/og-default.jpg'), jpeg)
console.log(`wrote public/og-default.jpg (${jpeg.length} bytes)`)
