/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

/**
 * Parts of the route table (src/lib/routes.json) as modules of their own,
 * so that every page's first load carries only what the shell needs:
 * - virtual:route-shell: each route's path, layout, afterForm and csp, and
 *   the redirects (matching, chrome, own-document pages);
 * - virtual:route-faqs: the FAQ of each page that has one, by path.
 * Titles and descriptions load with the head code on the first client
 * navigation (app/routeHeads.ts); the server renders the first page's head.
 */
function routeTableParts(): Plugin {
  const file = fileURLToPath(new URL('./src/lib/routes.json', import.meta.url))
  const ids = ['virtual:route-shell', 'virtual:route-faqs']
  return {
    name: 'route-table-parts',
    resolveId: (id) => (ids.includes(id) ? `\0${id}` : undefined),
    load(id) {
      if (!ids.includes(id.slice(1)) || !id.startsWith('\0')) return undefined
      this.addWatchFile(file)
      const table = JSON.parse(readFileSync(file, 'utf8')) as {
        routes: { path: string; layout?: string; afterForm?: boolean; csp?: string; faq?: unknown[] }[]
        redirects?: Record<string, string>
      }
      if (id === '\0virtual:route-faqs') {
        const faqs = Object.fromEntries(table.routes.filter((r) => r.faq).map((r) => [r.path, r.faq]))
        return `export default ${JSON.stringify(faqs)}`
      }
      const routes = table.routes.map(({ path, layout, afterForm, csp }) => ({ path, layout, afterForm, csp }))
      return `export default ${JSON.stringify({ routes, redirects: table.redirects ?? {} })}`
    },
  }
}

const backend = process.env.API_PROXY_TARGET ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react(), tailwindcss(), routeTableParts()],
  // One year for the page HTML rendered at build time and the first
  // render over it in the browser (the footer's copyright line).
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The embedded build must never carry inline scripts or styles (CSP).
    assetsInlineLimit: 0,
    // The entry's own imports are preloaded from the HTML; a lazy chunk's
    // imports are not listed in the entry (those lists were 3 KB of every
    // page's script): the browser fetches them as the chunk's imports, one
    // round trip after the chunk (see decisions, JavaScript budget).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Grouped chunks are named after their group ("icons"), not after
        // every page that shares them.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        codeSplitting: {
          groups: [
            // What every page runs first (React, React DOM, the router, the
            // query cache, the few helpers the header and footer use): one
            // file instead of six, which changes less often than our code.
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            // The native field controls (input, textarea, label, honeypot):
            // most pages with a form load all four, as one file.
            {
              name: 'fields',
              test: /src[\\/]components[\\/]ui[\\/](input|textarea|label|honeypot)\.tsx$/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // Icons: each is a few hundred bytes, and left alone each icon
            // shared by two pages became a file of its own (91 of them).
            // They are grouped by the pages that use them, and a group under
            // 512 bytes joins its nearest neighbour: a page may fetch an icon
            // or two it does not draw, in fewer requests. (0.5, 0.75, 1 and
            // 2 KB measured over every public page: 0.5 KB left the heaviest
            // page lightest; see decisions, JavaScript budget.)
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 512,
              // An icon's one dependency (createLucideIcon) is in vendor.
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/healthz': { target: backend, changeOrigin: true },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Form journeys type into jsdom key by key; on a busy two-core machine
    // one can take longer than the default 5 s.
    testTimeout: 20_000,
  },
})
