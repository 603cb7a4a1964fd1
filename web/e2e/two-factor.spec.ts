import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from './fixtures'
import { expectNoAxe, expectNoAxeAtBothWidths } from './axe'
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminLogin, expectToast, uniqueTag } from './helpers'
import { acceptInvitation, invitePartner, PARTNER_PASSWORD } from './partnerHelpers'
import { freshCode, stepAt, totpCode } from './totp'

// Two-factor sign-in (src/components/auth, /admin/login, /admin/account, the partner Settings): setting it up
// with the key the page shows, signing in with a code the test computes as an authenticator app would (each
// code works once, so a later sign-in uses the next 30-second step), and with a recovery code.

const DESKTOP = { width: 1280, height: 800 }


/** The key of the setup on show, as the page gives it to type by hand (groups of four). */
async function shownKey(scope: Page | Locator): Promise<string> {
  const key = scope.locator('[data-two-factor-key]')
  await expect(key).toBeVisible()
  const text = (await key.textContent()) ?? ''
  expect(text).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
  return text.replace(/\s+/g, '')
}

async function signInWithPassword(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/admin/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The sign-in's code step: its heading, the keyboard on the code field. */
async function expectCodeStep(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor code' })).toBeVisible()
  const code = page.getByRole('textbox', { name: 'Code' })
  await expect(code).toBeFocused()
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  return code
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
}

test.describe('two-factor sign-in where owners must have it', () => {
  test.describe.configure({ timeout: 180_000 })

  // A server of its own with the production default (owners and admins must use a second factor): the
  // journeys' server leaves it to each person, as its owner signs in many times a minute.
  let server: ChildProcess | undefined
  let dataDir = ''
  let base = ''
  const OWNER = 'owner@example.com'
  const OWNER_PASSWORD = 'a-forced-owner-password'

  test.beforeAll(async () => {
    const port = 8950 + test.info().workerIndex
    base = `http://127.0.0.1:${port}`
    dataDir = mkdtempSync(join(tmpdir(), 'mission-2fa-'))
    server = spawn('../bin/mission', ['serve'], {
      env: { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: OWNER_PASSWORD, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let log = ''
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    const deadline = Date.now() + 30_000
    for (;;) {
      const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false)
      if (up) break
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the second server did not start: ${log}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })

  test.afterAll(() => {
    server?.kill()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('the owner sets it up at the first sign-in, then signs in with a code and with a recovery code', async ({ page }) => {
    await page.setViewportSize(DESKTOP)

    // The right password opens no session: the owner must set two-factor sign-in up first.
    await signInWithPassword(page, base, OWNER, OWNER_PASSWORD)
    const setupTitle = page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })
    await expect(setupTitle).toBeVisible()
    await expect(setupTitle).toBeFocused()
    expect(((await (await page.request.get(`${base}/api/admin/check`)).json()) as { signedIn: boolean }).signedIn).toBe(false)
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open in an App on This Phone' })).toHaveAttribute('href', /^otpauth:\/\/totp\//)
    const key = await shownKey(page)
    await expectNoAxeAtBothWidths(page, 'the setup step')

    // The first code: the app's own (no recovery code yet); a wrong one is said under the field.
    const first = page.getByRole('textbox', { name: 'Code' })
    await expect(page.getByRole('button', { name: 'Use a recovery code' })).toHaveCount(0)
    const wrong = totpCode(key, stepAt() - 5)
    await first.fill(wrong)
    await page.getByRole('button', { name: 'Turn On and Continue' }).click()
    await expect(page.getByText('That code is not right. Codes change every 30 seconds, and each works once.')).toBeVisible()
    await expect(first).toHaveAttribute('aria-invalid', 'true')
    await expect(first).toBeFocused()
    const last = stepAt()
    await first.fill(totpCode(key, last))
    await page.getByRole('button', { name: 'Turn On and Continue' }).click()

    // The recovery codes, once: saved before going on.
    await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible()
    await expect(page.getByText('Two-factor sign-in is on. Lose your phone')).toBeVisible()
    const list = page.getByRole('list', { name: 'Your 10 recovery codes' })
    const codes = await list.getByRole('listitem').allTextContents()
    expect(codes).toHaveLength(10)
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download .txt' }).click()
    expect((await download).suggestedFilename()).toBe('ai-mission-recovery-codes.txt')
    const go = page.getByRole('button', { name: 'Continue to the Dashboard' })
    await expect(go).toBeDisabled()
    await expectNoAxeAtBothWidths(page, 'the recovery codes')
    await page.getByRole('checkbox', { name: 'I have saved these codes' }).check()
    await go.click()
    await expectDashboard(page)
    await expectToast(page, 'Login successful')

    // Their account says it is on, and that owners keep it on.
    await page.getByRole('link', { name: /^Your account/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    await expect(page.getByText('10 recovery codes left.')).toBeVisible()
    await expect(page.getByText('Owners and admins keep two-factor sign-in on.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Turn Off' })).toHaveCount(0)

    // Out, and in again with the password and a code of a later step than the one just used.
    await logout(page)
    await signInWithPassword(page, base, OWNER, OWNER_PASSWORD)
    const code = await expectCodeStep(page)
    await expectNoAxeAtBothWidths(page, 'the code step')
    const next = await freshCode(key, last)
    await code.fill(next.code)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expectDashboard(page)
    await expectToast(page, 'Login successful')

    // And once with a recovery code, typed as it is written on paper; it is then spent.
    await logout(page)
    await signInWithPassword(page, base, OWNER, OWNER_PASSWORD)
    await expectCodeStep(page)
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    const recovery = page.getByRole('textbox', { name: 'Code' })
    await expect(recovery).toBeFocused()
    await expect(recovery).toHaveAttribute('inputmode', 'text')
    await recovery.fill((codes[0] ?? '').toUpperCase())
    await page.getByRole('button', { name: 'Verify' }).click()
    await expectDashboard(page)
    const state = (await (await page.request.get(`${base}/api/admin/me/two-factor`)).json()) as { enabled: boolean; required: boolean; recoveryCodesLeft: number }
    expect(state).toEqual({ enabled: true, required: true, recoveryCodesLeft: 9 })

    // A new set of recovery codes, for a code from the app: the old set stops working.
    await page.getByRole('link', { name: /^Your account/ }).click()
    await expect(page.getByText('9 recovery codes left.')).toBeVisible()
    await page.getByRole('button', { name: 'New Recovery Codes' }).click()
    const renewCode = page.getByRole('textbox', { name: 'Code' })
    await expect(renewCode).toBeFocused()
    const later = await freshCode(key, next.step)
    await renewCode.fill(later.code)
    await page.getByRole('button', { name: 'Get New Codes' }).click()
    await expectToast(page, 'New recovery codes')
    const renewed = await page.getByRole('list', { name: 'Your 10 recovery codes' }).getByRole('listitem').allTextContents()
    expect(renewed).toHaveLength(10)
    expect(renewed).not.toContain(codes[1])
    await expectNoAxeAtBothWidths(page, 'new recovery codes in /admin/account')
    await page.getByRole('checkbox', { name: 'I have saved these codes' }).check()
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByText('10 recovery codes left.')).toBeVisible()

    // The audit log has each step of it, the owner's own sign-ins included.
    await page.goto(`${base}/admin?tab=audit`)
    const entries = page.getByRole('tabpanel', { name: 'Audit log' }).locator('[data-audit-id]')
    await expect(entries).toHaveCount(5)
    await expect(entries.nth(0)).toContainText('New recovery codes')
    await expect(entries.nth(0)).toContainText('Second factor of staff member #1')
    await expect(entries.nth(1)).toContainText('Signed in')
    await expect(entries.nth(1).locator('[data-change="method"]')).toHaveText('Method: password and recovery code')
    await expect(entries.nth(2).locator('[data-change="method"]')).toHaveText('Method: password and authenticator code')
    await expect(entries.nth(3).locator('[data-change="method"]')).toHaveText('Method: password and authenticator code')
    await expect(entries.nth(4)).toContainText('Two-factor on')
  })
})

const EDITOR_PASSWORD = 'a-long-editor-password-2'

/** A new editor on the journeys' server, through an invitation the owner sends and the editor accepts. */
async function newEditor(baseURL: string): Promise<{ email: string; name: string }> {
  const email = `${uniqueTag('tf')}@team.example`
  const name = `Tess ${uniqueTag('F')}`
  const owner = await playwrightRequest.newContext({ baseURL })
  const invitee = await playwrightRequest.newContext({ baseURL })
  try {
    expect((await owner.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).ok()).toBe(true)
    expect((await owner.post('/api/admin/staff/invitations', { data: { email, role: 'editor' } })).status()).toBe(201)
    const token = await invitationToken(owner, email)
    const joined = await invitee.post('/api/admin/invitation/accept', { data: { token, name, password: EDITOR_PASSWORD } })
    expect(joined.status(), await joined.text()).toBe(200)
    // Joining signs in; that session is not one of the browsers below.
    expect((await invitee.post('/api/admin/logout')).ok()).toBe(true)
    return { email, name }
  } finally {
    await owner.dispose()
    await invitee.dispose()
  }
}

/** The token of the invitation e-mailed to `email`, read from the outbox. */
async function invitationToken(staff: APIRequestContext, email: string): Promise<string> {
  let id: number | undefined
  await expect
    .poll(async () => {
      const { messages } = (await (await staff.get('/api/admin/outbox?kind=email')).json()) as { messages: { id: number; recipient: string }[] }
      id = messages.find((m) => m.recipient === email)?.id
      return id
    })
    .toBeDefined()
  const { rendered } = (await (await staff.get(`/api/admin/outbox/${id}`)).json()) as { rendered: { text: string } }
  const token = /\/admin\/welcome#invite=([\w-]+)/.exec(rendered.text)?.[1]
  expect(token, rendered.text).toBeTruthy()
  return token ?? ''
}

test.describe('two-factor sign-in by choice', () => {
  test.describe.configure({ timeout: 150_000 })

  test('an editor turns it on from their account, ends another session of theirs, and signs in with a code', async ({ page, browser, baseURL }) => {
    const editor = await newEditor(baseURL ?? '')
    await page.setViewportSize(DESKTOP)

    // Signed in twice: here, and in another browser.
    const other = await browser.newContext({ baseURL, viewport: DESKTOP })
    const otherPage = await other.newPage()
    await adminLogin(otherPage, editor.email, EDITOR_PASSWORD)
    await adminLogin(page, editor.email, EDITOR_PASSWORD)

    // Their account, from the person in the header.
    await page.getByRole('banner').getByRole('link', { name: new RegExp(`^Your account.*${editor.name}`) }).click()
    await expect(page).toHaveURL(/\/admin\/account$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(editor.email)
    const twoFactor = page.locator('[data-two-factor]')
    await expect(page.getByText('Two-factor sign-in is')).toContainText('Off')
    const sessions = page.locator('[data-session]')
    await expect(sessions).toHaveCount(2)
    await expect(sessions.filter({ hasText: 'This Browser' })).toHaveCount(1)
    await expect(sessions.first()).toContainText('127.0.0.1')
    await expectNoAxeAtBothWidths(page, '/admin/account')

    // Set up: the key, the first code, the recovery codes.
    await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click()
    const key = await shownKey(page)
    await expectNoAxeAtBothWidths(page, 'the setup in /admin/account')
    const last = stepAt()
    await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(key, last))
    await page.getByRole('button', { name: 'Turn On', exact: true }).click()
    await expectToast(page, 'Two-factor sign-in is on')
    await expect(page.getByRole('list', { name: 'Your 10 recovery codes' }).getByRole('listitem')).toHaveCount(10)
    await page.getByRole('checkbox', { name: 'I have saved these codes' }).check()
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(twoFactor.getByText('10 recovery codes left.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'New Recovery Codes' })).toBeFocused()

    // The other browser's session ends, after a confirmation.
    const theirs = sessions.filter({ hasNotText: 'This Browser' })
    await theirs.getByRole('button', { name: /^End the session on/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'End this session?' })
    await expect(confirm).toBeVisible()
    await expectNoAxe(page, 'ending a session')
    await confirm.getByRole('button', { name: 'End Session' }).click()
    await expectToast(page, 'Session ended')
    await expect(sessions).toHaveCount(1)
    expect(((await (await otherPage.request.get('/api/admin/check')).json()) as { signedIn: boolean }).signedIn).toBe(false)
    await other.close()

    // Out, and in with the password and a code.
    await logout(page)
    await adminLoginWithCode(page, editor.email, key, last)
    await expectToast(page, 'Login successful')
  })

  test('a partner turns it on in Settings and signs in with a code', async ({ page, baseURL }) => {
    const partner = await invitePartner(baseURL ?? '')
    await page.setViewportSize(DESKTOP)
    await acceptInvitation(page, partner)

    await page.getByRole('button', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    const section = settings.getByRole('heading', { name: 'Two-factor sign-in' })
    await section.scrollIntoViewIfNeeded()
    await expect(settings.getByText('Two-factor sign-in is')).toContainText('Off')
    await expectNoAxeAtBothWidths(page, 'the partner settings')
    await settings.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click()
    const key = await shownKey(settings)
    await expectNoAxeAtBothWidths(page, 'the partner setup')
    const last = stepAt()
    await settings.getByRole('textbox', { name: 'Code' }).fill(totpCode(key, last))
    await settings.getByRole('button', { name: 'Turn On', exact: true }).click()
    // The toast shows over the dialog (which hides the rest of the page from the accessibility tree).
    await expect(page.getByText('You will sign in with your password and a code from your app.').first()).toBeVisible()
    await expect(settings.getByRole('list', { name: 'Your 10 recovery codes' }).getByRole('listitem')).toHaveCount(10)
    await expectNoAxeAtBothWidths(page, 'the partner recovery codes')
    await settings.getByRole('checkbox', { name: 'I have saved these codes' }).check()
    await settings.getByRole('button', { name: 'Done' }).click()
    await expect(settings.getByText('10 recovery codes left.')).toBeVisible()
    await settings.getByRole('button', { name: 'Close' }).click()

    // Out; the password alone no longer opens the portal.
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/partners\/login$/)
    await page.getByLabel('Email').fill(partner.email)
    await page.getByLabel('Password', { exact: true }).fill(PARTNER_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    const code = await expectCodeStep(page)
    expect(await (await page.request.get('/api/partner-auth/me')).json()).toEqual({ signedIn: false })
    await expectNoAxeAtBothWidths(page, 'the partner code step')
    const next = await freshCode(key, last)
    await code.fill(next.code)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/partners\/portal$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeVisible()
  })
})

/** Signs in on the journeys' server with the password and a code not used yet; the step the code was of. */
async function adminLoginWithCode(page: Page, email: string, key: string, lastStep: number): Promise<number> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  const code = await expectCodeStep(page)
  const next = await freshCode(key, lastStep)
  await code.fill(next.code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expectDashboard(page)
  return next.step
}
