import { chromium } from 'playwright'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] })
const p = await b.newPage({ viewport: { width: 1280, height: 720 } })
const loaded = []
p.on('request', r => { if (r.resourceType()==='script') loaded.push([Date.now(), new URL(r.url()).pathname]) })
await p.addInitScript(() => {
  for (const t of ['pointerdown','keydown','touchstart','wheel','scroll','popstate','hashchange'])
    document.addEventListener(t, (e) => console.log('EVENT', t, performance.now()|0), { capture: true })
})
p.on('console', m => console.log('console:', m.text()))
const t0 = Date.now()
await p.goto(process.argv[2] ?? 'http://127.0.0.1:' + process.env.PORTX + '/partner-licensing', { waitUntil: 'networkidle' })
console.log(await p.evaluate(() => [...document.querySelectorAll('[data-code-pending], main > div, main section')].slice(0,12).map(e => e.tagName + ' ' + (e.getAttribute('data-code-pending')??'-') + ' top=' + (e.getBoundingClientRect().top|0))))
for (const [t, u] of loaded) console.log(t - t0, u)
await b.close()
