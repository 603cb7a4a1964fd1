// Renders every public page to HTML at build time (after `vite build`):
// a Vite SSR build of src/entry-server.tsx, run once here in Node. The
// result, dist/prerendered.json, is embedded in the Go binary with the rest
// of dist/; the server puts each page's HTML inside the app shell, so no
// Node.js runs in production.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const web = fileURLToPath(new URL('..', import.meta.url))
const outDir = `${web}.ssr`

await build({
  root: web,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
  },
})

const { render, prerenderPaths, notFoundPath } = await import(pathToFileURL(`${outDir}/entry-server.mjs`).href)

/** A page must read whole without scripts: its heading, and no part left for a script to fill in. */
function check(path, html) {
  if (!html.includes('<h1')) throw new Error(`prerender: ${path} rendered without a main heading`)
  if (/<script|<template|<!--\$[?!]-->/.test(html)) {
    throw new Error(`prerender: ${path} has a part the server could not finish (a Suspense boundary or a script)`)
  }
  return html
}

const pages = {}
for (const path of prerenderPaths()) pages[path] = check(path, await render(path))
const notFound = check('404', await render(notFoundPath))

await mkdir(`${web}dist`, { recursive: true })
await writeFile(`${web}dist/prerendered.json`, JSON.stringify({ pages, notFound }))
await rm(outDir, { recursive: true, force: true })
console.log(`prerendered ${Object.keys(pages).length} pages and the 404 screen`)
