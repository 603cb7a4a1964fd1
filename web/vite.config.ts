/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

const backend = process.env.API_PROXY_TARGET ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // One year for the page HTML rendered at build time and the first
  // render over it in the browser (the footer's copyright line).
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The embedded build must never carry inline scripts or styles (CSP).
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
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
            // Icons: each is a few hundred bytes, and left alone each icon
            // shared by two pages became a file of its own (91 of them).
            // They are grouped by the pages that use them, and a group under
            // 2 KB joins its nearest neighbour: a page may fetch an icon or
            // two it does not draw, in far fewer requests.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 2048,
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
