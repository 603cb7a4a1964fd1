import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 8090)
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`
const ownServer = !process.env.E2E_BASE_URL

// Journeys that change what every partner must do (a required agreement
// closes every partner's tools until signed) run on a server of their own,
// so the journeys running beside them never meet that state.
const ISOLATED = /agreements\.spec\.ts$/
const ISOLATED_PORT = PORT + 500
const isolatedURL = ownServer ? `http://127.0.0.1:${ISOLATED_PORT}` : baseURL

// One fresh data directory per server and run; workers inherit them through the environment.
const dataDir = (process.env.MISSION_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mission-e2e-')))
const isolatedDataDir = (process.env.MISSION_E2E_ISOLATED_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mission-e2e-isolated-')))

// Debian's Chromium; never a browser downloaded by the test tool.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers on one server: every journey makes its own data (unique tags,
  // its own partners), so none depends on another's order.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ISOLATED,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'isolated',
      testMatch: ISOLATED,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: isolatedURL },
    },
  ],
  webServer: ownServer ? [server(PORT, dataDir), server(ISOLATED_PORT, isolatedDataDir)] : undefined,
})

/** The site on `port`, on the data in `dataDir`. */
function server(port: number, dataDir: string) {
  return {
    command: '../bin/mission serve',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LEAD_RATE_LIMIT: '1000',
      SUBMIT_RATE_LIMIT: '1000',
      // Every journey votes from 127.0.0.1: count all its voters.
      VOTES_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
      // The first owner's account (e2e/helpers.ts signs in with it).
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'e2e-admin-password-123',
      // The journeys sign the same owner in many times a minute, and an
      // authenticator's code works once: the second factor is left to
      // each person here (the Go tests hold the requirement).
      STAFF_TWO_FACTOR: 'optional',
      // Staff notifications are queued to this address (no mail server is set: they wait in the Outbox).
      STAFF_EMAIL: 'staff@aimission.example',
      // The webhook journey's receiver listens on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // Partners' own model endpoint keys are sealed with it (e2e/automation-runs.spec.ts).
      AUTOMATION_SECRET_KEY: 'e2e-automation-secret-key-0123456789',
      // The purchase journey signs the payment provider's events with it (e2e/purchase.spec.ts).
      STRIPE_WEBHOOK_SECRET: process.env.E2E_STRIPE_SECRET ?? 'whsec_e2e_signing_secret_0123456789',
    },
  }
}
