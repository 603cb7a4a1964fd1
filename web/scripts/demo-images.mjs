// Draws the pictures of the demo showcase (internal/demo/data/live.json):
// one 640x360 WebP per project, a screen of what that build does (the call
// it answered and the booking it made, the follow-ups it sent, the inbox it
// sorted, the review it asked for). Run once by hand when a demo project
// changes: `node scripts/demo-images.mjs` (Debian's Chromium, no network);
// the files are committed, a few KB each, and `mission seed-demo` stores
// them as the projects' images. Not part of the build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const here = dirname(fileURLToPath(import.meta.url))
const outDir = join(here, '..', '..', 'internal', 'demo', 'data', 'images')
// The site's own Inter, inlined (a page made with setContent may not load files).
const font = `data:font/woff2;base64,${readFileSync(join(here, '..', 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2')).toString('base64')}`
const W = 640
const H = 360
const QUALITY = 0.7

const css = `
@font-face { font-family: Inter; src: url(${font}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; padding: 0; }
body { width: ${W}px; height: ${H}px; overflow: hidden; font-family: Inter, sans-serif; color: #0f172a; -webkit-font-smoothing: antialiased; }
.screen { position: relative; width: 100%; height: 100%; padding: 22px; display: flex; gap: 16px; }
.card { background: #fff; border-radius: 14px; box-shadow: 0 10px 30px -12px rgba(2, 6, 23, .35), 0 1px 2px rgba(2, 6, 23, .08); }
.muted { color: #64748b; }
.tiny { font-size: 10px; letter-spacing: .08em; text-transform: uppercase; font-weight: 700; }
.pill { display: inline-flex; align-items: center; gap: 4px; border-radius: 999px; font-size: 10px; font-weight: 700; padding: 3px 8px; }
.row { display: flex; align-items: center; gap: 8px; }
.dot { width: 8px; height: 8px; border-radius: 50%; display: inline-block; }
`

const scenes = {
  // After-hours dental receptionist: the call it took at 7:42 PM and the cleaning it booked.
  'dental-receptionist': `
<div class="screen" style="background: linear-gradient(135deg, #0b1220, #1e3a8a);">
  <div class="card" style="width: 300px; padding: 16px; display: flex; flex-direction: column; gap: 10px;">
    <div class="row" style="justify-content: space-between;">
      <div class="row"><span class="dot" style="background:#10b981"></span><b style="font-size:13px">AI receptionist</b></div>
      <span class="muted" style="font-size:11px">7:42 PM · after hours</span>
    </div>
    <div class="row" style="gap:3px; height: 22px; align-items: center;">
      ${[6, 12, 18, 9, 15, 20, 11, 7, 14, 19, 10, 5, 13, 17, 8, 12, 6, 16, 9, 4, 11, 15, 7, 10, 5].map((h) => `<span style="width:4px;height:${h}px;background:#3b82f6;border-radius:2px;opacity:.8"></span>`).join('')}
    </div>
    <div style="align-self:flex-start; max-width: 86%; background:#f1f5f9; border-radius: 12px 12px 12px 4px; padding: 8px 10px; font-size: 12px;">Any time for a cleaning this week?</div>
    <div style="align-self:flex-end; max-width: 86%; background:#2563eb; color:#fff; border-radius: 12px 12px 4px 12px; padding: 8px 10px; font-size: 12px;">Thursday at 9:00 AM is open with Dr. Lopez. Shall I book it?</div>
    <div style="align-self:flex-start; max-width: 86%; background:#f1f5f9; border-radius: 12px 12px 12px 4px; padding: 8px 10px; font-size: 12px;">Yes please, that works.</div>
    <div style="align-self:flex-end; max-width: 86%; background:#2563eb; color:#fff; border-radius: 12px 12px 4px 12px; padding: 8px 10px; font-size: 12px;">Booked. See you Thursday!</div>
    <div class="row" style="margin-top:auto; font-size: 11px; color:#047857; background:#ecfdf5; border-radius: 8px; padding: 7px 9px;">✓ Booked · summary texted to the front desk</div>
  </div>
  <div class="card" style="flex: 1; padding: 14px 14px 10px;">
    <div class="tiny muted">Practice calendar</div>
    <div style="font-size: 16px; font-weight: 700; margin: 4px 0 10px;">Thursday, March 11</div>
    ${[
      ['8:00', '', ''],
      ['9:00', 'Cleaning · Maria G.', 'booked by AI'],
      ['10:00', 'Check-up · J. Carter', ''],
      ['11:00', '', ''],
      ['12:00', 'Lunch', ''],
      ['1:00', 'Whitening · P. Natarajan', ''],
    ]
      .map(
        ([t, what, tag]) => `<div class="row" style="height: 37px; border-top: 1px solid #eef2f7; font-size: 11px;">
      <span class="muted" style="width: 36px; text-align: right;">${t}</span>
      ${what ? `<div style="flex:1; border-radius: 7px; padding: 6px 8px; font-weight: 600; ${tag ? 'background:#dbeafe; color:#1e40af; box-shadow: inset 3px 0 #2563eb;' : 'background:#f1f5f9; color:#334155;'}">${what}${tag ? ` <span class="pill" style="background:#2563eb;color:#fff;margin-left:4px;padding:1px 6px">${tag}</span>` : ''}</div>` : ''}
    </div>`,
      )
      .join('')}
  </div>
</div>`,

  // Quote follow-up autopilot: one quote's follow-ups, and the reply that went to the owner's phone.
  'quote-follow-up': `
<div class="screen" style="background: linear-gradient(135deg, #0b1220, #065f46); align-items: center;">
  <div class="card" style="flex: 1; padding: 16px 18px;">
    <div class="row" style="justify-content: space-between;">
      <div>
        <div class="tiny muted">Quote #1042 · Owens HVAC</div>
        <div style="font-size: 16px; font-weight: 700; margin-top: 3px;">Heat pump install · $4,850</div>
      </div>
      <span class="pill" style="background:#d1fae5;color:#047857">Won</span>
    </div>
    <div style="margin-top: 14px; position: relative; padding-left: 22px;">
      <div style="position:absolute; left: 6px; top: 6px; bottom: 14px; width: 2px; background:#e2e8f0"></div>
      ${[
        ['#10b981', 'Quote sent', 'Mon 9:14 AM', ''],
        ['#10b981', 'Same-day follow-up e-mailed', 'Mon 4:30 PM', 'Any questions about the quote, Dana?'],
        ['#3b82f6', 'Reminder e-mailed', 'Thu 9:00 AM', 'Three days later, as planned'],
        ['#f59e0b', 'Reply received', 'Thu 11:02 AM', '“Looks good, let’s book the install.”'],
      ]
        .map(
          ([c, what, when, note]) => `<div style="position: relative; margin-bottom: 13px;">
        <span class="dot" style="position:absolute; left:-20px; top: 4px; width: 10px; height: 10px; background:${c}; box-shadow: 0 0 0 3px #fff"></span>
        <div class="row" style="justify-content: space-between; font-size: 12px;"><b>${what}</b><span class="muted" style="font-size: 11px">${when}</span></div>
        ${note ? `<div class="muted" style="font-size: 11px; margin-top: 2px;">${note}</div>` : ''}
      </div>`,
        )
        .join('')}
    </div>
  </div>
  <div style="width: 200px; display: flex; flex-direction: column; justify-content: center; gap: 12px;">
    <div class="card" style="padding: 12px; border-radius: 16px;">
      <div class="row" style="gap: 6px;"><span style="width:18px;height:18px;border-radius:5px;background:#10b981;display:inline-block"></span><span class="tiny muted">Messages · now</span></div>
      <div style="font-size: 12px; font-weight: 700; margin-top: 6px;">Dana replied to quote #1042</div>
      <div class="muted" style="font-size: 11px; margin-top: 2px;">“Looks good, let’s book the install.” Tap to call back.</div>
    </div>
    <div class="card" style="padding: 12px; text-align: center;">
      <div style="font-size: 26px; font-weight: 800; color: #047857;">3 of 4</div>
      <div class="muted" style="font-size: 11px;">quotes answered this week</div>
    </div>
  </div>
</div>`,

  // Tenant enquiry triage: the inbox sorted by urgency, with what the agent did.
  'tenant-triage': `
<div class="screen" style="background: linear-gradient(135deg, #0b1220, #4c1d95); align-items: center;">
  <div class="card" style="width: 130px; padding: 14px 10px; font-size: 12px; align-self: stretch;">
    <div class="tiny muted" style="margin-bottom: 10px;">Inbox</div>
    ${[
      ['Urgent', '1', '#ef4444'],
      ['Normal', '3', '#f59e0b'],
      ['Routine', '12', '#10b981'],
      ['Tickets', '4', '#3b82f6'],
    ]
      .map(([l, n, c]) => `<div class="row" style="justify-content: space-between; padding: 6px 6px; border-radius: 7px; ${l === 'Urgent' ? 'background:#f1f5f9;font-weight:700' : ''}"><span class="row" style="gap:6px"><span class="dot" style="background:${c}"></span>${l}</span><span class="muted">${n}</span></div>`)
      .join('')}
  </div>
  <div class="card" style="flex: 1; padding: 6px 0;">
    ${[
      ['Urgent', '#fee2e2', '#b91c1c', 'Water leaking under the sink, 3B', 'Ticket #218 opened · 2 photos attached'],
      ['Normal', '#fef3c7', '#92400e', 'Noise late at night, unit 5A', 'Passed to the manager'],
      ['Routine', '#d1fae5', '#047857', 'Parking permit renewal', 'Answered with the form link'],
      ['Routine', '#d1fae5', '#047857', 'Receipt for March rent', 'Answered · receipt attached'],
      ['Routine', '#d1fae5', '#047857', 'When is bin collection?', 'Answered from the handbook'],
    ]
      .map(
        ([tag, bg, fg, subject, action], i) => `<div style="padding: 9px 14px; ${i ? 'border-top: 1px solid #eef2f7;' : ''}">
      <div class="row" style="justify-content: space-between;"><b style="font-size: 12px;">${subject}</b><span class="pill" style="background:${bg};color:${fg}">${tag}</span></div>
      <div class="muted" style="font-size: 11px; margin-top: 3px;">→ ${action}</div>
    </div>`,
      )
      .join('')}
  </div>
</div>`,

  // Review request agent: the text after the job and the review it brought.
  'review-agent': `
<div class="screen" style="background: linear-gradient(135deg, #0b1220, #9d174d); justify-content: center; gap: 22px;">
  <div class="card" style="width: 210px; border-radius: 26px; padding: 12px 10px; display: flex; flex-direction: column; gap: 8px; border: 6px solid #0f172a;">
    <div class="muted" style="text-align:center; font-size: 10px; font-weight: 600;">Owens Roofing</div>
    <div style="align-self:flex-start; max-width: 90%; background:#f1f5f9; border-radius: 14px 14px 14px 4px; padding: 7px 9px; font-size: 11px;">Thanks for choosing Owens Roofing, Sam! How did we do, from 1 to 5?</div>
    <div style="align-self:flex-end; background:#2563eb; color:#fff; border-radius: 14px 14px 4px 14px; padding: 7px 11px; font-size: 12px; font-weight: 700;">5</div>
    <div style="align-self:flex-start; max-width: 90%; background:#f1f5f9; border-radius: 14px 14px 14px 4px; padding: 7px 9px; font-size: 11px;">Glad to hear it! Would you share that on Google? It takes a minute: <span style="color:#2563eb">g.page/owens</span></div>
    <div style="align-self:flex-end; background:#2563eb; color:#fff; border-radius: 14px 14px 4px 14px; padding: 7px 9px; font-size: 11px;">Done, happy to!</div>
    <div style="align-self:flex-start; max-width: 90%; background:#f1f5f9; border-radius: 14px 14px 14px 4px; padding: 7px 9px; font-size: 11px;">Thank you, Sam. See you at the spring check.</div>
  </div>
  <div style="width: 250px; display: flex; flex-direction: column; justify-content: center; gap: 12px;">
    <div class="card" style="padding: 14px;">
      <div class="row" style="justify-content: space-between;"><b style="font-size: 12px;">New Google review</b><span class="muted" style="font-size: 10px;">2 min ago</span></div>
      <div style="color: #f59e0b; font-size: 16px; letter-spacing: 2px; margin-top: 4px;">★★★★★</div>
      <div class="muted" style="font-size: 11px; margin-top: 4px;">“New roof in a day, crew cleaned up everything. Highly recommend.” · Sam R.</div>
    </div>
    <div class="card" style="padding: 12px 14px;">
      <div class="row" style="justify-content: space-between; font-size: 12px;"><span>Rating</span><b>4.9 <span style="color:#f59e0b">★</span></b></div>
      <div class="row" style="justify-content: space-between; font-size: 12px; margin-top: 6px;"><span>Reviews this month</span><b style="color:#047857">+14</b></div>
      <div class="muted" style="font-size: 10px; margin-top: 8px;">Scores of 3 or less go to the manager first.</div>
    </div>
  </div>
</div>`,
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 })
for (const [name, body] of Object.entries(scenes)) {
  await page.setContent(`<!doctype html><html><head><style>${css}</style></head><body>${body}</body></html>`)
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ type: 'png' })
  // To look at them: DEMO_IMAGES_PNG=<directory> keeps the screenshots as PNG too.
  if (process.env.DEMO_IMAGES_PNG) writeFileSync(join(process.env.DEMO_IMAGES_PNG, `${name}.png`), png)
  const webp = await page.evaluate(
    async ([data, quality]) => {
      const img = new Image()
      img.src = `data:image/png;base64,${data}`
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.width
      canvas.height = img.height
      canvas.getContext('2d').drawImage(img, 0, 0)
      return canvas.toDataURL('image/webp', quality).split(',')[1]
    },
    [png.toString('base64'), QUALITY],
  )
  const bytes = Buffer.from(webp, 'base64')
  writeFileSync(join(outDir, `${name}.webp`), bytes)
  console.log(`${name}.webp ${(bytes.length / 1024).toFixed(1)} KB`)
}
await browser.close()
