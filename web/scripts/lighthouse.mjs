// Lighthouse on every public page, in its mobile preset (a mid-range phone,
// simulated slow 4G and a 4x slower CPU), behind `make lighthouse`.
//
// Starts bin/mission on a fresh SQLite database with the demo data on a free
// port, runs each page RUNS times (3 unless set) in Debian's Chromium, takes
// the median of each figure on its own, prints a Markdown table and writes it
// into docs/performance.md between the lighthouse markers. Every run's JSON
// report is kept in web/test-results/lighthouse/ to read the failing audits.
//
//   ROUTES=/,/board RUNS=1 node scripts/lighthouse.mjs   one page or a few, once
//   LIGHTHOUSE_NO_WRITE=1                                  print only, leave the doc alone
//   CHROME_PATH=/usr/bin/chromium                          the browser (never a downloaded one)
import { spawn, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'

const web = fileURLToPath(new URL('..', import.meta.url))
const root = join(web, '..')
const bin = join(root, 'bin', 'mission')
const docPath = join(root, 'docs', 'performance.md')
const reportDir = join(web, 'test-results', 'lighthouse')
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const runs = Math.max(1, Number(process.env.RUNS ?? 3) || 3)
const START = '<!-- lighthouse:start -->'
const END = '<!-- lighthouse:end -->'

// The public pages: route-table paths without a parameter, outside the staff,
// partner and client tools (the same list the browser journeys open, less the
// quiz results, which without a finished quiz send the visitor back to the quiz).
const table = JSON.parse(readFileSync(join(web, 'src', 'lib', 'routes.json'), 'utf8'))
const needsState = new Set(['/ai-finder/results'])
const publicRoutes = table.routes
  .filter((r) => !r.path.includes(':') && r.layout !== 'app' && !needsState.has(r.path))
  .map((r) => r.path)
const routes = process.env.ROUTES ? process.env.ROUTES.split(',').map((s) => s.trim()).filter(Boolean) : publicRoutes

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const metrics = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']

/** Processes to stop however the script ends. */
const children = []
let tmp = ''
function cleanup() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  try {
    if (tmp) rmSync(tmp, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  } catch {
    // a browser file still being written: the temporary directory stays
  }
}

/** Stops a child process (SIGTERM, SIGKILL after 10 s) and waits for it to be gone. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const gone = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  return gone.then(() => clearTimeout(timer))
}

/** Stops the server and the browser, then lets the browser's last writes settle before the files go. */
async function shutdown() {
  stopping = true
  await Promise.all(children.map(stop))
  await new Promise((r) => setTimeout(r, 300))
}
process.on('exit', cleanup)
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    cleanup()
    process.exit(130)
  })
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.on('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

async function waitFor(url, ms) {
  const deadline = Date.now() + ms
  for (;;) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`lighthouse: ${url} did not answer within ${ms / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** bin/mission on a fresh database with the demo data, as `make run` does. */
async function startServer() {
  const port = await freePort()
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: join(tmp, 'data'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'lighthouse-admin-password',
  }
  delete env.DATABASE_URL
  mkdirSync(env.DATA_DIR)
  execFileSync(bin, ['seed-demo'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  const server = spawn(bin, ['serve'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  children.push(server)
  server.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`lighthouse: the server stopped (${signal ?? code})`)
      process.exit(1)
    }
  })
  await waitFor(`${env.PUBLIC_URL}/healthz`, 60_000)
  return { base: env.PUBLIC_URL, server }
}
let stopping = false

/** Debian's Chromium with a DevTools port for Lighthouse. */
function startChrome() {
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${join(tmp, 'chrome')}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  children.push(chrome)
  return new Promise((resolve, reject) => {
    let err = ''
    const timer = setTimeout(() => reject(new Error(`lighthouse: Chromium did not start:\n${err}`)), 30_000)
    chrome.stderr.on('data', (d) => {
      err += d
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err)
      if (m) {
        clearTimeout(timer)
        resolve({ chrome, port: Number(m[1]) })
      }
    })
    chrome.on('exit', (code) => reject(new Error(`lighthouse: Chromium exited (${code}):\n${err}`)))
  })
}

function median(xs) {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (!s.length) return NaN
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/** Audits of a category that lost points (score below 1), for reading what to fix. */
function misses(lhr, category) {
  const out = []
  for (const ref of lhr.categories[category].auditRefs) {
    const a = lhr.audits[ref.id]
    if (ref.weight > 0 && a.score !== null && a.score < 1) out.push(`${ref.id} (${Math.round(a.score * 100)})`)
  }
  return out
}

/**
 * One Lighthouse run. A run whose trace came out broken (Lighthouse asks to
 * run it again, as with NO_NAVSTART on a busy machine) is retried twice.
 */
async function measure(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories })
    const error = !result?.lhr ? 'no report' : result.lhr.runtimeError?.message
    if (!error) return result
    if (attempt === 3) throw new Error(`lighthouse: ${url}: ${error}`)
    console.error(`  ${url}: ${error}; running it again`)
  }
}

function fileName(route) {
  return route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')
}

async function main() {
  tmp = mkdtempSync(join(os.tmpdir(), 'mission-lighthouse-'))
  mkdirSync(reportDir, { recursive: true })
  const load = os.loadavg()[0]
  const { base } = await startServer()
  const { port } = await startChrome()
  const rows = []
  for (const route of routes) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      const result = await measure(`${base}${route}`, port)
      const { lhr } = result
      writeFileSync(join(reportDir, `${fileName(route)}-${i + 1}.json`), result.report)
      samples.push(lhr)
      const scores = categories.map((c) => Math.round((lhr.categories[c].score ?? NaN) * 100))
      const lost = categories.filter((c) => c !== 'performance').flatMap((c) => misses(lhr, c))
      console.error(`  ${route} run ${i + 1}: ${scores.join(' / ')}${lost.length ? `; missing: ${lost.join(', ')}` : ''}`)
    }
    rows.push({
      route,
      scores: categories.map((c) => median(samples.map((l) => (l.categories[c].score ?? NaN) * 100))),
      metrics: metrics.map((m) => median(samples.map((l) => l.audits[m].numericValue))),
    })
  }
  const loadAfter = os.loadavg()[0]
  await shutdown()

  const fmtScore = (x) => (Number.isFinite(x) ? String(Math.round(x)) : '-')
  const fmtMs = (x) => (Number.isFinite(x) ? `${(x / 1000).toFixed(1)} s` : '-')
  const lines = [
    '| Route | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ route, scores, metrics: [lcp, tbt, cls] }) =>
        `| \`${route}\` | ${scores.map(fmtScore).join(' | ')} | ${fmtMs(lcp)} | ${Number.isFinite(tbt) ? `${Math.round(tbt)} ms` : '-'} | ${Number.isFinite(cls) ? cls.toFixed(3) : '-'} |`,
    ),
  ]
  const cpu = os.cpus()[0]?.model.replace(/\(R\)|\(TM\)|CPU|@.*$/g, '').replace(/\s+/g, ' ').trim() ?? 'unknown CPU'
  const chromeVersion = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .trim()
    .replace(/^Chromium\s+/, '')
    .split(' ')[0]
  const lhVersion = JSON.parse(readFileSync(join(web, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version
  const date = new Date().toISOString().slice(0, 10)
  const heading =
    `### ${date}, ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `Lighthouse ${lhVersion}, Chromium ${chromeVersion}, Node.js ${process.versions.node}`
  const note =
    `Mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${runs} run${runs > 1 ? 's' : ''} per page, ` +
    `each figure's median taken on its own; load average ${load.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`
  const section = [heading, '', note, '', ...lines].join('\n')
  console.log(`\n${section}\n`)

  const partial = process.env.ROUTES || runs !== 3
  if (process.env.LIGHTHOUSE_NO_WRITE || partial) {
    console.error(`lighthouse: ${partial ? 'a partial run' : 'LIGHTHOUSE_NO_WRITE set'}, docs/performance.md left as it is`)
    return
  }
  const doc = readFileSync(docPath, 'utf8')
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  if (start < 0 || end < start) throw new Error(`lighthouse: docs/performance.md lacks the ${START} ... ${END} markers`)
  writeFileSync(docPath, `${doc.slice(0, start + START.length)}\n${section}\n${doc.slice(end)}`)
  console.error('lighthouse: table written to docs/performance.md')
}

main().then(
  () => process.exit(0),
  async (err) => {
    console.error(err instanceof Error ? err.message : err)
    await shutdown()
    process.exit(1)
  },
)
