// Orders what dist/index.html fetches for the first paint (after `vite build`).
//
// - The web font every page needs first is preloaded: the stylesheet's font
//   faces for basic Latin text are found in the built CSS and a
//   <link rel="preload"> for each goes before the page's script and
//   stylesheet. Without it the browser learns of the font only once the CSS is
//   parsed and the text laid out, so the first paint uses the fallback font
//   and the text moves when Inter arrives (a layout shift on every page).
// - The app's script and its preloaded modules are fetched at low priority.
//   Public pages arrive rendered (scripts/prerender.mjs), so the script only
//   makes the page interactive; on a slow connection the stylesheet and the
//   font, which the first paint waits for, come first.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const indexPath = `${dist}index.html`
let html = await readFile(indexPath, 'utf8')

const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)]
if (!sheets.length) throw new Error('head-hints: dist/index.html links no stylesheet')

/** Whether a unicode-range covers the basic Latin letters (U+0041-007A). */
function coversBasicLatin(range) {
  return range.split(',').some((part) => {
    const m = /U\+([0-9A-F?]+)(?:-([0-9A-F]+))?/i.exec(part.trim())
    if (!m) return false
    const lo = parseInt(m[1].replace(/\?/g, '0'), 16)
    const hi = m[2] ? parseInt(m[2], 16) : parseInt(m[1].replace(/\?/g, 'F'), 16)
    return lo <= 0x41 && hi >= 0x7a
  })
}

const fonts = new Set()
for (const [, href] of sheets) {
  const css = await readFile(`${dist}${href.slice(1)}`, 'utf8')
  for (const [, face] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const range = /unicode-range:\s*([^;]+)/.exec(face)?.[1] ?? 'U+0-10FFFF'
    const style = /font-style:\s*([^;]+)/.exec(face)?.[1].trim() ?? 'normal'
    const url = /url\(["']?(\/assets\/[^"')]+\.woff2)["']?\)/.exec(face)?.[1]
    if (url && style === 'normal' && coversBasicLatin(range)) fonts.add(url)
  }
}
if (!fonts.size) throw new Error('head-hints: no font face for basic Latin text in the stylesheet')
if (fonts.size > 2) throw new Error(`head-hints: ${fonts.size} font files would be preloaded; expected one or two`)

html = html.replace(/\s*<link rel="preload" as="font"[^>]*>/g, '')
const links = [...fonts].map((u) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${u}">`).join('\n    ')
// First in the built tags, so the font request starts with the page's own script and stylesheet.
const first = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="stylesheet"[^>]*>/.exec(html)
html = html.replace(first[0], `${links}\n    ${first[0]}`)

html = html.replace(/<(script type="module"|link rel="modulepreload")(?! fetchpriority)/g, '<$1 fetchpriority="low"')
if (!/<script type="module" fetchpriority="low"/.test(html)) throw new Error('head-hints: no module script in dist/index.html')
await writeFile(indexPath, html)
console.log(`head-hints: ${[...fonts].join(', ')}`)
