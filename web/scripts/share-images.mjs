// Renders one 1200x630 share card per public route into dist/og/, in the
// look of public/og-default.jpg: the page's title on the navy hero with the
// brand, its short name and the mission bar. Runs after `vite build`, with no
// browser and no network: text is laid out with opentype.js from the
// self-hosted Inter files and drawn as paths, resvg (WebAssembly) rasterises
// the SVG and jpeg-js writes the JPEG.
//
// The file name for a path matches ShareImage in internal/site/routes.go, and
// the server only points a page at a card that exists.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import jpeg from 'jpeg-js'
import opentype from 'opentype.js'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const require = createRequire(import.meta.url)
const outDir = join(root, 'dist', 'og')

const W = 1200
const H = 630
const PAD_X = 80

/** Route path to card file name, as ShareImage does on the server. */
export function shareImageName(path) {
  const segs = path.split('/').filter((s) => s && !s.startsWith(':'))
  return `${segs.length ? segs.join('-') : 'home'}.jpg`
}

/** The headline of a page: its title without the site name ("A | AI Mission" -> "A"). */
export function headline(title, siteName) {
  return title
    .split(' | ')
    .filter((part) => part.trim() && part.trim() !== siteName)
    .join(': ')
}

function loadFont(weight) {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)
  const buf = readFileSync(file)
  return opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength))
}

// Glyphs are placed by hand (advance plus kerning): opentype.js's own text
// shaping stops on some of Inter's substitution tables, and none are needed here.
function glyphRun(font, text, size, tracking = 0) {
  const scale = size / font.unitsPerEm
  const glyphs = [...text].map((ch) => font.charToGlyph(ch))
  const run = []
  let x = 0
  glyphs.forEach((glyph, i) => {
    run.push({ glyph, x })
    x += (glyph.advanceWidth ?? 0) * scale
    const next = glyphs[i + 1]
    if (next) x += font.getKerningValue(glyph, next) * scale + tracking * size
  })
  return { run, width: x }
}

function measure(font, text, size, tracking = 0) {
  return glyphRun(font, text, size, tracking).width
}

/** Greedy word wrap to a width, measured with the font's advances and kerning. */
function wrap(font, text, size, maxWidth, tracking = 0) {
  const lines = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (line && measure(font, next, size, tracking) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = next
    }
  }
  if (line) lines.push(line)
  return lines
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function textPath(font, text, x, y, size, fill, tracking = 0) {
  const d = glyphRun(font, text, size, tracking)
    .run.map(({ glyph, x: dx }) => glyph.getPath(x + dx, y, size).toPathData(2))
    .join('')
  return `<path fill="${fill}" d="${d}"/>`
}

function card({ title, label }, fonts) {
  // The title takes up to three lines; a long one is set smaller rather than cut.
  let size = 68
  const TITLE_TRACKING = -0.03
  let lines = wrap(fonts.extraBold, title, size, W - 2 * PAD_X - 40, TITLE_TRACKING)
  while (lines.length > 3 && size > 44) {
    size -= 6
    lines = wrap(fonts.extraBold, title, size, W - 2 * PAD_X - 40, TITLE_TRACKING)
  }
  const lineHeight = Math.round(size * 1.1)
  const titleTop = 250
  const titlePaths = lines
    .slice(0, 3)
    .map((line, i) => textPath(fonts.extraBold, line, PAD_X, titleTop + size + i * lineHeight, size, '#ffffff', TITLE_TRACKING))
    .join('')

  const pillText = label
  const pillSize = 20
  const pillWidth = Math.ceil(measure(fonts.semiBold, pillText, pillSize)) + 64
  const claims = 'Phone agents · Chatbots · Automation · Custom AI apps'

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="glowBlue" cx="1104" cy="-32" r="700" gradientUnits="userSpaceOnUse" gradientTransform="translate(1104 -32) scale(1 0.6) translate(-1104 32)">
      <stop offset="0" stop-color="#3b82f6" stop-opacity="0.45"/><stop offset="0.7" stop-color="#3b82f6" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowGreen" cx="-60" cy="693" r="520" gradientUnits="userSpaceOnUse" gradientTransform="translate(-60 693) scale(1 0.62) translate(60 -693)">
      <stop offset="0" stop-color="#10b981" stop-opacity="0.22"/><stop offset="0.7" stop-color="#10b981" stop-opacity="0"/>
    </radialGradient>
    <pattern id="grid" width="60" height="60" patternUnits="userSpaceOnUse">
      <path d="M60 0H0V60" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="1"/>
    </pattern>
    <radialGradient id="gridFade" cx="840" cy="0" r="760" gradientUnits="userSpaceOnUse">
      <stop offset="0.2" stop-color="#fff" stop-opacity="1"/><stop offset="0.75" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <mask id="gridMask"><rect width="${W}" height="${H}" fill="url(#gridFade)"/></mask>
    <linearGradient id="bar" x1="0" x2="1"><stop offset="0" stop-color="#059669"/><stop offset="1" stop-color="#10b981"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#0b1220"/>
  <rect width="${W}" height="${H}" fill="url(#glowBlue)"/>
  <rect width="${W}" height="${H}" fill="url(#glowGreen)"/>
  <rect width="${W}" height="${H}" fill="url(#grid)" mask="url(#gridMask)"/>
  <g transform="translate(${PAD_X} 72) scale(0.8125)">
    <rect width="64" height="64" rx="14" fill="#2563eb"/>
    <circle cx="32" cy="32" r="16" fill="none" stroke="#fff" stroke-width="5"/>
    <circle cx="32" cy="32" r="6" fill="#10b981"/>
    <path d="M32 5v10M32 49v10M5 32h10M49 32h10" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
  </g>
  ${textPath(fonts.bold, 'AI Mission', PAD_X + 68, 72 + 37, 30, '#ffffff', -0.02)}
  <rect x="${PAD_X}" y="170" width="${pillWidth}" height="44" rx="22" fill="#ffffff" fill-opacity="0.08" stroke="#ffffff" stroke-opacity="0.18"/>
  <circle cx="${PAD_X + 24}" cy="192" r="5" fill="#10b981"/>
  ${textPath(fonts.semiBold, pillText, PAD_X + 40, 199, pillSize, '#bfdbfe')}
  ${titlePaths}
  ${textPath(fonts.medium, claims, PAD_X, 556, 22, '#cbd5e1')}
  <rect x="${W - PAD_X - 330}" y="528" width="330" height="14" rx="7" fill="#ffffff" fill-opacity="0.12"/>
  <rect x="${W - PAD_X - 330}" y="528" width="${330 * 0.75}" height="14" rx="7" fill="url(#bar)"/>
  ${textPath(fonts.regular, 'Many businesses AI-ified', W - PAD_X - 330, 570, 18, '#94a3b8')}
  ${textPath(fonts.regular, '75%', W - PAD_X - measure(fonts.regular, '75%', 18), 570, 18, '#94a3b8')}
  <title>${esc(title)}</title>
</svg>`
}

async function main() {
  const table = JSON.parse(readFileSync(join(root, 'src', 'lib', 'routes.json'), 'utf8'))
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))
  const fonts = {
    regular: loadFont(400),
    medium: loadFont(500),
    semiBold: loadFont(600),
    bold: loadFont(700),
    extraBold: loadFont(800),
  }
  mkdirSync(outDir, { recursive: true })
  const made = new Set()
  let bytes = 0
  for (const route of table.routes) {
    // Staff screens are never shared.
    if (route.layout === 'app') continue
    const name = shareImageName(route.path)
    if (made.has(name)) continue
    made.add(name)
    const title = headline(route.ogTitle || route.title, table.siteName)
    const label = route.path === '/' ? 'Mission 2027 · Spots are limited' : route.crumb || title
    const svg = card({ title, label }, fonts)
    const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: W } }).render()
    const jpg = jpeg.encode({ data: Buffer.from(rendered.pixels), width: rendered.width, height: rendered.height }, 86).data
    writeFileSync(join(outDir, name), jpg)
    bytes += jpg.length
  }
  console.log(`share images: ${made.size} cards in dist/og (${Math.round(bytes / 1024)} KB)`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main()
}
